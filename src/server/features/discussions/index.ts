/**
 * The public face of the discussions feature (docs/decisions/0072-discussions.md): a
 * submission's correspondence between its editors and its author, and between its editors and
 * each reviewer. Other features have no call to make into it yet; its policy is exported for
 * the policy table's tests.
 */
export { discussionPolicy, type ThreadRecord } from './policy';
