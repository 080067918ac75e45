/**
 * Public surface of the discussions feature (docs/decisions/0072-discussions.md), for the
 * screens that compose it: the Discussion panel of a submission (editors, the author, a reviewer).
 */
export { DiscussionPanel } from './components/discussion-panel';
