// `npm start` and `npm run demo`: builds when the build is missing or older than a source file,
// then runs the built server in this process (plain JavaScript, no tsx). `node scripts/start.mjs
// demo` starts the demo entry.
import { fileURLToPath } from 'node:url';
import { buildIfStale } from './build-if-stale.mjs';

const entry = process.argv[2] === 'demo' ? 'demo/main.js' : 'main.js';
try {
  buildIfStale(fileURLToPath(new URL('..', import.meta.url)), entry);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
await import(`../dist/node/server/${entry}`);
