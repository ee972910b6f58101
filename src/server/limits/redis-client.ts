/**
 * The one Redis connection of an instance. Tuned to fail fast rather than wait: no offline queue
 * (a command while disconnected fails at once), short connect and command timeouts, and a retry
 * strategy that never gives up, so the limits work again as soon as Redis returns.
 */
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** A command that has not answered by then fails: a recipe request is refused well within 2 s. */
export const REDIS_COMMAND_TIMEOUT_MS = 800;
const RECONNECT_MAX_DELAY_MS = 500;

export async function connectRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    connectTimeout: REDIS_COMMAND_TIMEOUT_MS,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    retryStrategy: (attempt) => Math.min(attempt * 100, RECONNECT_MAX_DELAY_MS),
  });
  // Said once per change, not on every reconnect attempt.
  let reachable: boolean | undefined;
  redis.on('ready', () => {
    if (reachable !== true) log.info('Redis reachable: limits are shared');
    reachable = true;
  });
  const unreachable = (error?: Error) => {
    if (reachable !== false) {
      log.warn({ err: error }, 'Redis unreachable: recipe requests are refused until it returns');
    }
    reachable = false;
  };
  redis.on('error', unreachable);
  redis.on('close', () => unreachable());
  // Start once connected, or give up waiting: the page and health answer either way, and recipe
  // requests are refused as `unavailable` until Redis answers.
  await new Promise<void>((resolve) => {
    const settle = () => {
      clearTimeout(timer);
      redis.off('ready', settle);
      redis.off('error', settle);
      resolve();
    };
    const timer = setTimeout(settle, REDIS_COMMAND_TIMEOUT_MS);
    redis.once('ready', settle);
    redis.once('error', settle);
  });
  return redis;
}

/** Ends the connection: politely when it is up, at once otherwise. */
export async function closeRedis(redis: Redis, log: FastifyBaseLogger): Promise<void> {
  // Closing on purpose is no outage to report.
  redis.removeAllListeners('close');
  if (redis.status !== 'ready') {
    redis.disconnect();
    return;
  }
  try {
    await redis.quit();
  } catch (error) {
    log.warn({ err: error }, 'Redis did not answer QUIT; disconnecting');
    redis.disconnect();
  }
}
