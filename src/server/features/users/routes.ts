/**
 * Accounts for the admin (decision 0008; the admin's Users tab grows in decision 0010):
 * - GET /api/admin/users?limit=&offset= → 200 UserSummary[] with X-Total-Count, oldest first.
 * Allowed: the `list_users` policy (admin, editor-in-chief); 401 without a session, 403 for
 * other roles.
 * Path, schemas and answers: the endpoint table, shared/api/endpoints/admin.ts (decision 0064).
 */
import { TOTAL_COUNT_HEADER } from '../../../shared/api/common';
import * as endpoints from '../../../shared/api/endpoints/admin';
import type { AppInstance } from '../../app-types';
import { endpointRoute } from '../../lib/endpoint-route';
import { listUsers, userSummaryOf } from '../accounts';

export default async function userRoutes(app: AppInstance) {
  endpointRoute(
    app,
    endpoints.listUsers,
    { onRequest: app.requirePermission('list_users') },
    async (request, reply) => {
      const { items, total } = await listUsers(app.db, request.query);
      reply.header(TOTAL_COUNT_HEADER, String(total));
      return items.map(userSummaryOf);
    },
  );
}
