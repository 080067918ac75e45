/**
 * The Redis connection (REDIS_URL; docs/decisions/0040-redis.md), tuned to fail fast:
 * a command never waits in an offline queue (`enableOfflineQueue: false`) and gives up after
 * {@link REDIS_COMMAND_TIMEOUT_MS}, so a Redis outage costs a request milliseconds, never a hang.
 * The client reconnects by itself, backing off to 2 s.
 */
import { Redis } from 'ioredis';

/** Longest a Redis command may take, in ms, before it fails. */
export const REDIS_COMMAND_TIMEOUT_MS = 500;
/** Longest a connection attempt may take, in ms. */
export const REDIS_CONNECT_TIMEOUT_MS = 2_000;

/**
 * Opens a client on `url` (redis:// or rediss://). Errors are handed to `onError` (the client
 * emits one per failed connection attempt) and never crash the process.
 */
export function openRedis(url: string, onError: (err: Error) => void): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
    retryStrategy: (attempt) => Math.min(2_000, 50 * 2 ** Math.min(attempt, 6)),
    lazyConnect: false,
  });
  redis.on('error', onError);
  return redis;
}

/** A second connection for SUBSCRIBE (a subscribed connection runs no other command); it queues while offline. */
export function openRedisSubscriber(url: string, onError: (err: Error) => void): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: true,
    maxRetriesPerRequest: null,
    // The listener subscribes on every 'ready' itself (and counts it as a change).
    autoResubscribe: false,
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
    retryStrategy: (attempt) => Math.min(2_000, 50 * 2 ** Math.min(attempt, 6)),
  });
  redis.on('error', onError);
  return redis;
}
