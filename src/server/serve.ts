/**
 * What both entry points (`npm start`, `npm run demo`) do: read the configuration once, listen,
 * and on SIGTERM or SIGINT stop accepting, let running recipes finish (up to 10 s), exit 0.
 */
import { join } from 'node:path';
import { BASE_PATH, buildApp } from './app.js';
import { ConfigError, loadConfig, readEnvFile, type Config, type Env } from './config.js';
import { findProjectRoot } from './project-paths.js';

export const SHUTDOWN_GRACE_MS = 10_000;

/** The environment over `.env`, then `overrides`; a bad value ends the process naming it. */
export function readConfigOrExit(overrides: Env = {}): Config {
  try {
    return loadConfig({
      ...readEnvFile(join(findProjectRoot(), '.env')),
      ...process.env,
      ...overrides,
    });
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

export interface ServeOptions {
  /** Names what runs, in the log line that gives the address. */
  name: string;
  demo?: boolean;
  /** Runs after the app has closed, before the process exits. */
  onClosed?: () => Promise<void>;
}

export async function serve(config: Config, options: ServeOptions): Promise<void> {
  const app = await buildApp({
    config,
    demo: options.demo ?? false,
    logger: { level: config.logLevel },
  });
  for (const warning of config.warnings) app.log.warn(warning);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing running recipes');
    const force = setTimeout(() => {
      app.log.warn('recipes still running after the grace period; exiting');
      process.exit(0);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    app
      .close()
      .then(() => options.onClosed?.())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  const address = await app.listen({ host: config.host, port: config.port });
  app.log.info(`${options.name} at ${address}${BASE_PATH}/`);
}
