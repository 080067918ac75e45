/**
 * Change notices over Redis pub/sub (docs/decisions/0040-redis.md): the catalogue
 * watch's channel when REDIS_URL is set, instead of PostgreSQL LISTEN/NOTIFY. Same contract as
 * db/notifications.ts: `connected` on every (re)subscription (notices may have been missed
 * before it), `lost` when the subscribing connection drops; the client reconnects by itself.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { NotificationHandlers, StopListening } from '../db/notifications';
import { openRedisSubscriber } from './redis';

/** Listens and publishes on a channel: what the catalogue watch needs of a transport. */
export interface ChangeChannel {
  listen(channel: string, handlers: NotificationHandlers): Promise<StopListening>;
  /** Tells every server (this one included) that something changed; never throws. */
  publish(channel: string, payload: string): void;
}

/** A change channel on the Redis at `url`; `redis` (the shared client) publishes. */
export function redisChanges(url: string, redis: Redis, log: FastifyBaseLogger): ChangeChannel {
  return {
    async listen(channel, handlers) {
      let up = false;
      const lost = (err: Error) => {
        if (!up) return;
        up = false;
        handlers.lost(err);
      };
      const subscriber = openRedisSubscriber(url, (err) => lost(err));
      subscriber.on('message', (from: string, payload: string) => {
        if (from === channel) handlers.notify(payload);
      });
      subscriber.on('close', () => lost(new Error('the Redis subscription closed')));
      subscriber.on('ready', () => {
        subscriber.subscribe(channel).then(
          () => {
            up = true;
            handlers.connected();
          },
          (err: Error) => lost(err),
        );
      });
      return async () => {
        subscriber.removeAllListeners('close');
        subscriber.disconnect();
      };
    },
    publish(channel, payload) {
      redis.publish(channel, payload).catch((err: unknown) => {
        log.warn(
          { err },
          'catalogue change not published to Redis (it is down: the other servers keep their caches off until it is back)',
        );
      });
    },
  };
}
