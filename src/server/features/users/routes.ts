/**
 * Accounts for the admin (decision 0008; the admin's Users tab grows in decision 0010):
 * - GET /api/admin/users?limit=&offset= → 200 UserSummary[] with X-Total-Count, oldest first.
 * Allowed: the `list_users` policy (admin, editor-in-chief); 401 without a session, 403 for
 * other roles.
 */
import { z } from 'zod';
import { userSummary } from '../../../shared/api/auth';
import { errorBody, pageQuery, TOTAL_COUNT_HEADER } from '../../../shared/api/common';
import type { AppInstance } from '../../app-types';
import { listUsers, userSummaryOf } from '../accounts';

export default async function userRoutes(app: AppInstance) {
  app.get(
    '/api/admin/users',
    {
      onRequest: app.requirePermission('list_users'),
      schema: {
        tags: ['admin'],
        summary: 'List accounts',
        description:
          'Paginated (`limit` 1–100, default 20; `offset`), total in `X-Total-Count`. Admin and editor-in-chief only.',
        security: [{ bearerAuth: [] }],
        querystring: pageQuery,
        response: { 200: z.array(userSummary), 401: errorBody, 403: errorBody },
      },
    },
    async (request, reply) => {
      const { items, total } = await listUsers(app.db, request.query);
      reply.header(TOTAL_COUNT_HEADER, String(total));
      return items.map(userSummaryOf);
    },
  );
}
