/**
 * Endpoint table: liveness and readiness for load balancers (docs/decisions/0039-deployment-operations.md;
 * docs/decisions/0064-endpoint-table.md). No session, no rate limit; answered `no-store`.
 */
import { health, readiness } from '../catalogue';
import { defineEndpoint } from './define';

/** `GET /api/health` → 200 `{status:'ok', database:'up'}`, or 503 `{status:'unavailable', database:'down'}`. */
export const getHealth = defineEndpoint({
  tags: ['health'],
  method: 'GET',
  path: '/api/health',
  summary: 'Liveness and database reachability',
  responses: { 200: health, 503: health },
});

/** `GET /api/ready` → 200 `{status:'ready', checks}`, or 503 `{status:'unavailable', checks}` naming what is down. */
export const getReadiness = defineEndpoint({
  tags: ['health'],
  method: 'GET',
  path: '/api/ready',
  summary: 'Readiness: database, file storage and Redis (when configured) reachable',
  responses: { 200: readiness, 503: readiness },
});
