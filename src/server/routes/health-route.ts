import type { FastifyInstance } from 'fastify';
import { isConfigured, type Config } from '../config.js';
import type { Drain } from '../http/graceful-close.js';
import type { LimitsStatus } from '../limits/limits-status.js';
import type { LocalProvider } from '../providers/local/local-provider.js';

export interface HealthRouteOptions {
  config: Config;
  /** True only under `npm run demo`, which serves sample recipes; the page then says so. */
  demo?: boolean | undefined;
  /** While the server drains at shutdown, health answers 503 so a load balancer moves on. */
  drain: Drain;
  /** Adds `"redis":"ok"|"down"` when there is a shared store. */
  limitsStatus?: LimitsStatus | undefined;
  /** The model the next recipe asks first. */
  modelInUse: () => string;
  /** Adds `"local":{state,receivedBytes,totalBytes,error?}` when the local model writes recipes. */
  local?: LocalProvider | undefined;
}

/** A store that has not answered by then counts as down: health itself must always answer. */
export const STORE_STATUS_TIMEOUT_MS = 1_000;

export function healthRoute(app: FastifyInstance, options: HealthRouteOptions): void {
  const { config, demo = false, drain, limitsStatus, modelInUse, local } = options;
  const routeOptions = { config: { answersWhileDraining: true } };
  app.get('/api/health', routeOptions, async (request, reply) => {
    const redis = limitsStatus?.storeStatus
      ? await withinTime(limitsStatus.storeStatus(), STORE_STATUS_TIMEOUT_MS).catch(
          (error: unknown) => {
            request.log.warn({ err: error }, 'the shared store status could not be read');
            return 'down' as const;
          },
        )
      : undefined;
    // Read after the store answered: a close may have started meanwhile.
    const draining = drain.draining;
    return reply.code(draining ? 503 : 200).send({
      status: draining ? 'draining' : 'ok',
      configured: isConfigured(config),
      model: modelInUse(),
      ...(demo ? { demo: true } : {}),
      ...(redis === undefined ? {} : { redis }),
      ...(local ? { local: local.status() } : {}),
    });
  });
}

function withinTime<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
