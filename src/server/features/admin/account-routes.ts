/**
 * The admin's account calls (docs/decisions/0037-editor-scope.md), all `manage_users`
 * (admin only): invite an account by address and role (set-password mail), and the journal roles
 * of an account (which journals an editor handles). Each change is audited.
 * Paths, schemas and answers: the endpoint table, shared/api/endpoints/admin.ts (decision 0064).
 */
import * as endpoints from '../../../shared/api/endpoints/admin';
import type { AppInstance } from '../../app-types';
import { endpointRoute } from '../../lib/endpoint-route';
import { accountJournalRoles, changeJournalRole, inviteAccount } from './account-invites';
import type { AdminDeps } from './triage';

export function accountRoutes(app: AppInstance, deps: AdminDeps) {
  const asUserManager = { onRequest: app.requirePermission('manage_users') };

  endpointRoute(app, endpoints.inviteAccount, asUserManager, async (request, reply) =>
    reply.status(201).send({ id: await inviteAccount(deps, request.user!, request.body) }),
  );

  endpointRoute(app, endpoints.listJournalRoles, asUserManager, async (request) =>
    accountJournalRoles(deps, request.params.id),
  );

  endpointRoute(app, endpoints.setJournalRole, asUserManager, async (request) =>
    changeJournalRole(deps, request.user!, {
      userId: request.params.id,
      journalId: request.params.journalId,
      role: request.body.role,
    }),
  );

  endpointRoute(app, endpoints.removeJournalRole, asUserManager, async (request) =>
    changeJournalRole(deps, request.user!, {
      userId: request.params.id,
      journalId: request.params.journalId,
      role: null,
    }),
  );
}
