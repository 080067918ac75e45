/**
 * The admin's list of ORCID credit (decision 0088): `GET /api/admin/orcid-items`, admins only
 * (`manage_deposits`), the items written to ORCID records with their status, attempts and
 * ORCID's last answer, failures first, `X-Total-Count` the total.
 */
import { TOTAL_COUNT_HEADER } from '../../../shared/api/common';
import * as endpoints from '../../../shared/api/endpoints/orcid-credit';
import type { AppInstance } from '../../app-types';
import { endpointRoute } from '../../lib/endpoint-route';
import { listOrcidItems } from './push';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export default async function orcidCreditRoutes(app: AppInstance) {
  const asAdmin = { onRequest: app.requirePermission('manage_deposits') };
  endpointRoute(app, endpoints.listOrcidItems, asAdmin, async (request, reply) => {
    const { limit, offset, status } = request.query;
    const { rows, total } = await listOrcidItems(app.db, { status, limit, offset });
    reply.header(TOTAL_COUNT_HEADER, String(total));
    return rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      orcid: r.orcid,
      articleId: r.articleId,
      articleTitle: r.articleTitle,
      journalTitle: r.journalTitle,
      putCode: r.putCode,
      status: r.status,
      attempts: r.attempts,
      lastError: r.lastError,
      responseStatus: r.responseStatus,
      updatedAt: r.updatedAt.toISOString(),
      sentAt: iso(r.sentAt),
    }));
  });
}
