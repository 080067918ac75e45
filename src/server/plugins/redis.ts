/**
 * Redis plugin (docs/decisions/0040-redis.md): decorates `app.redis`, the shared
 * client when REDIS_URL is set (null otherwise), for the rate limits, the catalogue's change
 * channel and `/api/ready`. An outage is logged once (warn) when it starts and once (info)
 * when Redis is back; the client reconnects by itself. Closed with the app.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { openRedis } from '../lib/redis';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Redis client (REDIS_URL), or null when Redis is not configured. */
    redis: Redis | null;
  }
}

async function redisPlugin(app: FastifyInstance) {
  const url = app.config.redisUrl;
  if (!url) {
    app.decorate('redis', null);
    return;
  }
  let down = false;
  const redis = openRedis(url, (err) => {
    if (down) return;
    down = true;
    app.log.warn({ err }, 'Redis unreachable: rate limits are not counted (fail open) until it is back');
  });
  redis.on('ready', () => {
    if (down) app.log.info('Redis reachable again');
    down = false;
  });
  app.decorate('redis', redis);
  app.addHook('onClose', async () => {
    redis.disconnect();
  });
}

export default fp(redisPlugin, { name: 'redis' });
