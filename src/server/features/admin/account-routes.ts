/**
 * The admin's account calls (docs/decisions/0037-editor-scope.md), all `manage_users`
 * (admin only): invite an account by address and role (set-password mail), and the journal roles
 * of an account (which journals an editor handles). Each change is audited.
 */
import { z } from 'zod';
import { errorBody } from '../../../shared/api/common';
import { accountInvite, accountJournalRole, journalRoleRequest } from '../../../shared/api/editor-scope';
import type { AppInstance } from '../../app-types';
import { accountJournalRoles, changeJournalRole, inviteAccount } from './account-invites';
import type { AdminDeps } from './triage';

const id = z.coerce.number().int().positive().max(2_147_483_647);
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const security = [{ bearerAuth: [] }];

export function accountRoutes(app: AppInstance, deps: AdminDeps) {
  const asUserManager = { onRequest: app.requirePermission('manage_users') };

  app.post(
    '/api/admin/users/invite',
    {
      ...asUserManager,
      schema: {
        tags: ['admin'],
        summary: 'Invite an account by address and role (admin only)',
        description:
          'Makes the account (no password; address counted as proven, since only its owner can use the link) and mails a set-password link (7 days, single use). Optionally a role on one journal (journalId and journalRole together). 409 when the address has an account.',
        security,
        body: accountInvite,
        response: { 201: z.object({ id: z.number().int() }), ...errors },
      },
    },
    async (request, reply) => reply.status(201).send({ id: await inviteAccount(deps, request.user!, request.body) }),
  );

  app.get(
    '/api/admin/users/:id/journal-roles',
    {
      ...asUserManager,
      schema: {
        tags: ['admin'],
        summary: 'The journal roles of an account (admin only)',
        security,
        params: z.object({ id }),
        response: { 200: z.array(accountJournalRole), ...errors },
      },
    },
    async (request) => accountJournalRoles(deps, request.params.id),
  );

  app.put(
    '/api/admin/users/:id/journal-roles/:journalId',
    {
      ...asUserManager,
      schema: {
        tags: ['admin'],
        summary: 'Give an account a role on a journal, or change it (admin only)',
        description:
          'An editor account may be editor-in-chief, editor or associate editor; an associate editor account only associate editor; others none (400 on role). Answers the account’s journal roles.',
        security,
        params: z.object({ id, journalId: id }),
        body: journalRoleRequest,
        response: { 200: z.array(accountJournalRole), ...errors },
      },
    },
    async (request) =>
      changeJournalRole(deps, request.user!, {
        userId: request.params.id,
        journalId: request.params.journalId,
        role: request.body.role,
      }),
  );

  app.delete(
    '/api/admin/users/:id/journal-roles/:journalId',
    {
      ...asUserManager,
      schema: {
        tags: ['admin'],
        summary: 'Take an account’s role on a journal away (admin only)',
        security,
        params: z.object({ id, journalId: id }),
        response: { 200: z.array(accountJournalRole), ...errors },
      },
    },
    async (request) =>
      changeJournalRole(deps, request.user!, {
        userId: request.params.id,
        journalId: request.params.journalId,
        role: null,
      }),
  );
}
