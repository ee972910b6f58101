/** Starts the server: reads the configuration once, listens, and shuts down gracefully. */
import { join } from 'node:path';
import { buildApp, BASE_PATH } from './app.js';
import { ConfigError, loadConfig, readEnvFile } from './config.js';
import { findProjectRoot } from './project-paths.js';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig({ ...readEnvFile(join(findProjectRoot(), '.env')), ...process.env });
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const app = await buildApp({ config, logger: { level: process.env.LOG_LEVEL ?? 'info' } });
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
    app.close().then(
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
  app.log.info(`Recipe Generator at ${address}${BASE_PATH}/`);
}

await main();
