/**
 * IP address ranges as the proxy-trust list (TRUST_PROXY) writes them: `address` or
 * `address/prefix`, IPv4 (RFC 791 dotted quad) or IPv6 (RFC 4291 §2.2 text forms, an
 * embedded IPv4 tail included). Used by config.ts to refuse a list that trusts every client
 * (docs/decisions/0039-deployment-operations.md).
 *
 * An IPv4 client is matched against IPv6 ranges as its IPv4-mapped address
 * `::ffff:a.b.c.d` (RFC 4291 §2.5.5.2), and an IPv4-mapped client against IPv4 ranges as its
 * IPv4 address: Fastify's proxy-addr and plugins/request-id.ts both do so. The coverage test
 * below therefore counts each range in both families through that mapping.
 */
import net from 'node:net';

/** One parsed range: its family and its first and last address as integers. */
export interface IpRange {
  family: 4 | 6;
  first: bigint;
  last: bigint;
}

const V4_BITS = 32n;
const V6_BITS = 128n;
const V4_ALL = (1n << V4_BITS) - 1n;
const V6_ALL = (1n << V6_BITS) - 1n;
/** `::ffff:0.0.0.0`, the first IPv4-mapped IPv6 address (RFC 4291 §2.5.5.2). */
const MAPPED_FIRST = 0xffffn << 32n;
const MAPPED_LAST = MAPPED_FIRST | V4_ALL;

function parseV4(text: string): bigint | undefined {
  const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (!m) return undefined;
  let value = 0n;
  for (const part of m.slice(1)) {
    const n = Number(part);
    if (n > 255 || (part.length > 1 && part.startsWith('0'))) return undefined;
    value = (value << 8n) | BigInt(n);
  }
  return value;
}

function parseV6(text: string): bigint | undefined {
  if (!net.isIPv6(text)) return undefined;
  let head = text;
  const groups: number[] = [];
  // An embedded IPv4 tail counts as the last two 16-bit groups.
  const tail = /:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(head);
  let tailGroups: number[] = [];
  if (tail) {
    const v4 = parseV4(tail[1]);
    if (v4 === undefined) return undefined;
    tailGroups = [Number(v4 >> 16n), Number(v4 & 0xffffn)];
    head = head.slice(0, head.length - tail[1].length);
    if (!head.endsWith('::')) head = head.slice(0, -1); // drop the ':' before the tail
  }
  const [left, right] = head.includes('::') ? head.split('::') : [head, undefined];
  const leftGroups = left ? left.split(':').map((g) => parseInt(g, 16)) : [];
  const rightGroups = right ? right.split(':').map((g) => parseInt(g, 16)) : [];
  const known = leftGroups.length + rightGroups.length + tailGroups.length;
  const zeros = right === undefined ? 0 : 8 - known;
  groups.push(...leftGroups, ...Array<number>(zeros).fill(0), ...rightGroups, ...tailGroups);
  if (groups.length !== 8 || groups.some((g) => Number.isNaN(g))) return undefined;
  return groups.reduce((acc, g) => (acc << 16n) | BigInt(g), 0n);
}

/**
 * Parses `address` or `address/prefix` (prefix 0–32 for IPv4, 0–128 for IPv6; none means the
 * one address). Returns undefined for anything else (a host name, a bad prefix).
 */
export function parseIpRange(entry: string): IpRange | undefined {
  const m = /^([^/]+)(?:\/(\d{1,3}))?$/.exec(entry.trim());
  if (!m) return undefined;
  const v4 = parseV4(m[1]);
  const family = v4 !== undefined ? 4 : 6;
  const value = v4 ?? parseV6(m[1]);
  if (value === undefined) return undefined;
  const bits = family === 4 ? V4_BITS : V6_BITS;
  const prefix = m[2] === undefined ? bits : BigInt(m[2]);
  if (prefix > bits) return undefined;
  const hostBits = bits - prefix;
  const hostMask = (1n << hostBits) - 1n;
  return { family, first: value & ~hostMask & ((1n << bits) - 1n), last: value | hostMask };
}

/** True when the intervals, merged, cover every integer from 0 to `max`. */
function coversAll(intervals: Array<[bigint, bigint]>, max: bigint): boolean {
  intervals.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  let next = 0n; // the first address not yet covered
  for (const [first, last] of intervals) {
    if (first > next) return false;
    if (last + 1n > next) next = last + 1n;
    if (next > max) return true;
  }
  return next > max;
}

/**
 * Whether `ranges` together trust every client of a family: every IPv4 address (IPv4 ranges,
 * and IPv6 ranges over the IPv4-mapped block `::ffff:0:0/96`), or every IPv6 address (IPv6
 * ranges, and IPv4 ranges standing for their IPv4-mapped addresses). E.g. `0.0.0.0/1,128.0.0.0/1`,
 * `::ffff:0:0/96` and `::/1,8000::/1` all do; `10.0.0.0/8,::1` does not.
 */
export function coversEveryAddress(ranges: readonly IpRange[]): { ipv4: boolean; ipv6: boolean } {
  const v4: Array<[bigint, bigint]> = [];
  const v6: Array<[bigint, bigint]> = [];
  for (const r of ranges) {
    if (r.family === 4) {
      v4.push([r.first, r.last]);
      v6.push([MAPPED_FIRST | r.first, MAPPED_FIRST | r.last]);
    } else {
      v6.push([r.first, r.last]);
      const first = r.first > MAPPED_FIRST ? r.first : MAPPED_FIRST;
      const last = r.last < MAPPED_LAST ? r.last : MAPPED_LAST;
      if (first <= last) v4.push([first & V4_ALL, last & V4_ALL]);
    }
  }
  return { ipv4: coversAll(v4, V4_ALL), ipv6: coversAll(v6, V6_ALL) };
}
