/**
 * Public surface of the invitations feature, for screens composing it with other features:
 * the reviewer's invitation list and details (the public link pages are routed directly).
 */
export { InviteWorkspace } from './components/invite-workspace';
export type { RenderReview } from './components/invite-details';
export { useRefreshInvite } from './api/refresh-invite';
