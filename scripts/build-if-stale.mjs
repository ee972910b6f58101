// Builds the app when the build is missing or older than any file it is built from, so that
// `npm start` after an edit serves the edit. The one such check: imported by the start script,
// the test projects that need the build (test/support/build-if-stale-setup.ts) and the bench, or
// run directly (`node scripts/build-if-stale.mjs`).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SOURCES = [
  'src',
  'public',
  'scripts/postbuild.mjs',
  'index.html',
  'vite.config.ts',
  'package.json',
  'package-lock.json',
];
const SOURCE_PREFIXES = ['tsconfig'];

function newestModification(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  // Files only: a folder's own date moves when anything in it is created, the build's too.
  let newest = 0;
  for (const entry of readdirSync(path)) {
    newest = Math.max(newest, newestModification(join(path, entry)));
  }
  return newest;
}

/** The files a build writes last and the server needs; the oldest of them dates the build. */
export function builtFiles(entry = 'main.js') {
  return ['dist/client/index.html', `dist/node/server/${entry}`];
}

/** Why a build is needed ('missing' or 'stale'), or null when the build is newer than its sources. */
export function buildNeeded(root, entry) {
  const built = builtFiles(entry).map((file) => join(root, file));
  if (!built.every((file) => existsSync(file))) return 'missing';
  const builtAt = Math.min(...built.map((file) => statSync(file).mtimeMs));
  const sources = [
    ...SOURCES.map((file) => join(root, file)),
    ...readdirSync(root)
      .filter((file) => SOURCE_PREFIXES.some((prefix) => file.startsWith(prefix)))
      .map((file) => join(root, file)),
  ].filter((file) => existsSync(file));
  return sources.some((file) => newestModification(file) > builtAt) ? 'stale' : null;
}

/** Runs `npm run build` when needed; throws when the build fails. */
export function buildIfStale(root, entry) {
  const reason = buildNeeded(root, entry);
  if (!reason) return;
  console.log(
    reason === 'missing'
      ? 'Building the app first (npm run build)...'
      : 'A source file is newer than the build: building again (npm run build)...',
  );
  // A production build even when called from vitest, which sets NODE_ENV=test: with it, Vite
  // would bundle React's development build, whose chunks import each other in a circle.
  const env = { ...process.env, NODE_ENV: 'production' };
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', cwd: root, env });
  if (build.status !== 0) throw new Error(`npm run build failed (${build.status ?? build.signal})`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  buildIfStale(fileURLToPath(new URL('..', import.meta.url)));
}
