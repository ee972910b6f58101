// `npm start` and `npm run demo`: builds what is missing, then runs the built server in this
// process (plain JavaScript, no tsx). `node scripts/start.mjs demo` starts the demo entry.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const entry = process.argv[2] === 'demo' ? 'demo/main.js' : 'main.js';
const needed = ['dist/client/index.html', `dist/node/server/${entry}`];
if (!needed.every((file) => existsSync(file))) {
  console.log('Building the app first (npm run build)...');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await import(`../dist/node/server/${entry}`);
