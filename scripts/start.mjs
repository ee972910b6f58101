// `npm start`: builds what is missing, then runs the built server (plain JavaScript, no tsx).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const needed = ['dist/client/index.html', 'dist/node/server/main.js'];
if (!needed.every((file) => existsSync(file))) {
  console.log('Building the app first (npm run build)...');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await import('../dist/node/server/main.js');
