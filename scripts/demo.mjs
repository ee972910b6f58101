// `npm run demo`: builds what is missing, then runs the app with the built-in sample provider.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const needed = ['dist/client/index.html', 'dist/node/server/demo/main.js'];
if (!needed.every((file) => existsSync(file))) {
  console.log('Building the app first (npm run build)...');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await import('../dist/node/server/demo/main.js');
