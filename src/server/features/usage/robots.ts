/**
 * Robot detection for the usage figures (docs/decisions/0023-citations-related-usage.md; COUNTER
 * Code of Practice R5 §7.8 "Excluding robots and crawlers"): a user agent matched by the COUNTER
 * robots list (vendor/COUNTER_Robots_list.json) or by the `isbot` package's patterns is a robot. A
 * request without a user agent is one too (COUNTER's pattern `^.?$`).
 */
import { isbot } from 'isbot';
import counterRobots from './vendor/COUNTER_Robots_list.json' with { type: 'json' };

const COUNTER_ROBOTS = new RegExp(counterRobots.map(({ pattern }) => `(?:${pattern})`).join('|'), 'i');

/** True when `userAgent` (the User-Agent header, if any) belongs to a robot, crawler or script. */
export function isRobot(userAgent: string | undefined): boolean {
  if (!userAgent || userAgent.trim().length <= 1) return true;
  return COUNTER_ROBOTS.test(userAgent) || isbot(userAgent);
}
