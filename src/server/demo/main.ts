/**
 * `npm run demo`: the app with the built-in sample provider on loopback, so anyone can watch a
 * recipe stream without a token. The page learns it is a demo from the health answer and says so.
 * Only this entry point starts the sample provider; `npm start` never falls back to it.
 */
import { join } from 'node:path';
import { BASE_PATH, buildApp } from '../app.js';
import { ConfigError, loadConfig, readEnvFile } from '../config.js';
import { findProjectRoot } from '../project-paths.js';
import { startSampleProvider } from './sample-provider.js';

async function main(): Promise<void> {
  const sample = await startSampleProvider();
  let config;
  try {
    config = loadConfig({
      ...readEnvFile(join(findProjectRoot(), '.env')),
      ...process.env,
      // The demo never uses a real provider, whatever the environment says.
      HF_TOKEN: '',
      RECIPE_PROVIDER: '',
      RECIPE_ENDPOINT_URL: sample.url,
      RECIPE_MODEL: 'sample-recipes',
    });
  } catch (error) {
    await sample.close();
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const app = await buildApp({
    config,
    demo: true,
    logger: { level: process.env.LOG_LEVEL ?? 'info' },
  });
  for (const warning of config.warnings) app.log.warn(warning);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down the demo');
    Promise.all([app.close(), sample.close()]).then(
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
  app.log.info(`Recipe Generator DEMO (sample recipes, no AI model) at ${address}${BASE_PATH}/`);
}

await main();
