/**
 * Record policies (docs/architecture.md "How a request flows", step 3;
 * docs/decisions/0066-record-policies.md): who may do what to ONE record, by name —
 * `authorize(submissionPolicy, user, 'decide', submission, facts)`. The site role's table
 * (`can(role, action)`, shared/domain/policy.ts, `app.requirePermission`) answers "may this kind
 * of account call this route at all"; a record policy answers "may this account do it to this
 * record", on top of it.
 *
 * A policy lives in the feature that owns its record (features/submissions/policy.ts, …) and is
 * a table `action → rule`. A rule is a pure, synchronous function of the user, the record and
 * the facts about them that are not on either (the user's journal role on the record's
 * journal, who wrote a review): the feature's facts loader (`submissionFacts(db, user,
 * record)`, …) loads those once, so a use case that checks several actions reads the database
 * once, and a table test calls the rules with no database at all.
 *
 * A refusal is an {@link AppError} the policy names per action: NOT_FOUND worded as for a
 * missing record where the record is hidden from those outside its scope (decision 0037; the
 * double-blind rules), FORBIDDEN (403) where the specification says a user who sees the record
 * may not do this to it, or CONFLICT where a state, not a person, is missing.
 */
import { AppError } from './errors';

/**
 * The caller as a rule sees it (the session's `AuthUser`; null: signed out): the account id, its
 * site role, and its address with whether it is proven (decision 0013: an unverified account
 * owns nothing found by address).
 */
export interface PolicyUser {
  id: number;
  role: string;
  email?: string;
  emailVerified?: boolean;
}

/** One rule: may `user` do the action to `record`, given `facts`? */
export type Rule<R, F> = (user: PolicyUser, record: R, facts: F) => boolean;

/**
 * What a refused action answers besides the policy's 404, and to whom: `to` (default: every
 * signed-in user) is who may know the record exists — anyone else gets the 404 whatever the
 * action (decision 0037: out of scope is as missing).
 */
export interface Refusal<R, F> {
  code: 'NOT_FOUND' | 'FORBIDDEN' | 'CONFLICT';
  message: string;
  to?: Rule<R, F>;
}

/**
 * A record policy: its name (for messages and the decision record), its rules by action, and
 * what each action answers when refused (default: {@link Policy.hidden}).
 */
export interface Policy<R, F, A extends string> {
  readonly record: string;
  readonly rules: Readonly<Record<A, Rule<R, F>>>;
  /** The 404 of a record missing or hidden from the caller, worded as for one that does not exist. */
  readonly hidden: Omit<Refusal<R, F>, 'to'>;
  /** Actions refused otherwise than {@link hidden} (403 or 409), to those their `to` names. */
  readonly refusals?: Readonly<Partial<Record<A, Refusal<R, F>>>>;
}

/** Builds a policy (an identity, so that its action names are inferred and checked). */
export function definePolicy<R, F, A extends string>(policy: Policy<R, F, A>): Policy<R, F, A> {
  return policy;
}

/**
 * True when `user` may do `action` to `record` (no record, or no user: false).
 * @param facts what the feature's facts loader (e.g. `submissionFacts`) gave for this user and record
 */
export function permits<R, F, A extends string>(
  policy: Policy<R, F, A>,
  user: PolicyUser | null | undefined,
  action: A,
  record: R | null | undefined,
  facts: F,
): boolean {
  if (!user || record === null || record === undefined) return false;
  return policy.rules[action](user, record, facts);
}

/**
 * Returns when `user` may do `action` to `record`; otherwise throws the action's refusal. A
 * missing record (`undefined`/`null`) is refused with the policy's 404, the same answer as a
 * hidden one.
 * @throws AppError NOT_FOUND (missing or hidden), FORBIDDEN or CONFLICT as the policy names
 */
export function authorize<R, F, A extends string>(
  policy: Policy<R, F, A>,
  user: PolicyUser | null | undefined,
  action: A,
  record: R | null | undefined,
  facts: F,
): asserts record is R {
  if (record === null || record === undefined) throw new AppError(policy.hidden.code, policy.hidden.message);
  if (!user) throw new AppError(policy.hidden.code, policy.hidden.message);
  if (policy.rules[action](user, record, facts)) return;
  const named = policy.refusals?.[action];
  const refusal = named && (!named.to || named.to(user, record, facts)) ? named : policy.hidden;
  throw new AppError(refusal.code, refusal.message);
}
