/**
 * The README's configuration table is the one place a variable's name, default and meaning are
 * written for people. This reads it and checks it against what the server starts with: each
 * documented default is the config's, every variable the config reads is in the table and every
 * variable in the table is read, and `.env.example` gives no other default.
 */
import { readFileSync } from 'node:fs';
import { availableParallelism, homedir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, providerKind, type Config, type Env } from '../../src/server/config.js';

const root = join(import.meta.dirname, '..', '..');
const readme = readFileSync(join(root, 'README.md'), 'utf8');

interface Row {
  variable: string;
  /** The default cell as written, one value of it when a row names several variables. */
  documented: string;
}

/** The rows of the table under "## Configuration", a row naming `A`, `B` split in two. */
function configurationTable(): Row[] {
  const section = readme.slice(readme.indexOf('\n## Configuration\n'));
  const table = section.slice(0, section.indexOf('\n## ', 1));
  const rows: Row[] = [];
  for (const line of table.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    if (cells.length < 4 || !cells[1]!.startsWith('`')) continue;
    const variables = cells[1]!.split(',').map((name) => name.trim().replace(/`/g, ''));
    const defaults = variables.length > 1 ? cells[2]!.split(',') : [cells[2]!];
    variables.forEach((variable, index) =>
      rows.push({ variable, documented: defaults[index]!.trim() }),
    );
  }
  return rows;
}

/** Where each variable's value lands in the config the server starts with. */
const READ: Record<string, (config: Config) => unknown> = {
  HF_TOKEN: (config) => config.hfToken,
  RECIPE_MODEL: (config) => config.models,
  RECIPE_PROVIDER: (config) => config.provider,
  RECIPE_ENDPOINT_URL: (config) => config.endpointUrl,
  RECIPE_FIRST_TOKEN_TIMEOUT_MS: (config) => config.firstTokenTimeoutMs,
  RECIPE_TIMEOUT_MS: (config) => config.timeoutMs,
  HOST: (config) => config.host,
  PORT: (config) => config.port,
  RATE_LIMIT_PER_MINUTE: (config) => config.rateLimitPerMinute,
  RATE_LIMIT_PER_DAY: (config) => config.rateLimitPerDay,
  REFUSAL_LIMIT_PER_MINUTE: (config) => config.refusalLimitPerMinute,
  DAILY_RECIPE_LIMIT: (config) => config.dailyRecipeLimit,
  MAX_CONCURRENT_RECIPES: (config) => config.maxConcurrentRecipes,
  REDIS_URL: (config) => config.redisUrl,
  REDIS_SLOT_LEASE_MS: (config) => config.slotLeaseMs,
  METRICS_PORT: (config) => config.metricsPort,
  TRUST_PROXY: (config) => config.trustProxyHops,
  LOG_LEVEL: (config) => config.logLevel,
  LOCAL_MODEL: (config) => config.localModel?.name,
  LOCAL_MODEL_DIR: (config) => config.localModel?.dir,
  LOCAL_MODEL_SHA256: (config) => config.localModel?.sha256,
  LOCAL_SEQUENCES: (config) => config.localModel?.sequences,
  LOCAL_THREADS: (config) => config.localModel?.threads,
  HF_ENDPOINT: (config) => config.localModel?.hfEndpoint,
};

/** Defaults the table words rather than writes as one value; each checked in its own test. */
const WORDED = new Set(['RECIPE_MODEL', 'RECIPE_PROVIDER', 'LOCAL_MODEL_DIR', 'LOCAL_THREADS']);

/** The variables loadConfig reads from `env` (any it asks for, set or not). */
function variablesRead(env: Env): Set<string> {
  const read = new Set<string>();
  const watched = new Proxy(env, {
    get(target, name) {
      if (typeof name === 'string') read.add(name);
      return target[name as string];
    },
  });
  loadConfig(watched);
  return read;
}

describe('the README configuration table', () => {
  const rows = configurationTable();
  const documented = rows.map((row) => row.variable);

  it('is found, and names each variable once', () => {
    expect(documented.length).toBeGreaterThanOrEqual(20);
    expect(new Set(documented).size).toBe(documented.length);
    expect(Object.keys(READ).sort()).toEqual([...documented].sort());
  });

  it('lists every variable the config reads, and the config reads every one it lists', () => {
    // With nothing set every branch is read; a token and an endpoint read nothing more.
    const read = new Set([
      ...variablesRead({}),
      ...variablesRead({ HF_TOKEN: 'token', RECIPE_ENDPOINT_URL: 'http://127.0.0.1:9' }),
    ]);
    // Not the server's own: the standard cache folder, named in LOCAL_MODEL_DIR's default.
    read.delete('XDG_CACHE_HOME');
    expect(rows.find((row) => row.variable === 'LOCAL_MODEL_DIR')?.documented).toContain(
      '$XDG_CACHE_HOME',
    );
    expect([...read].sort()).toEqual([...documented].sort());
  });

  it.each(rows.filter((row) => !WORDED.has(row.variable)))(
    '$variable defaults to $documented, as the server starts',
    ({ variable, documented: cell }) => {
      const started = READ[variable]!(loadConfig({}));
      if (cell === 'none') expect(started).toBeUndefined();
      else expect(cell).toBe(`\`${String(started)}\``);
    },
  );

  it('RECIPE_MODEL: the chain docs/configuration.md lists, in its order', () => {
    const chapter = readFileSync(join(root, 'docs', 'configuration.md'), 'utf8');
    const chain = [...chapter.matchAll(/^\d\. `([^`]+)`/gm)].map((match) => match[1]);
    expect(chain).toHaveLength(3);
    expect(loadConfig({}).models).toEqual(chain);
    expect(readme).toContain('| Mixtral, then Llama 3.1 8B and 3.3 70B ');
  });

  it('RECIPE_PROVIDER: `auto` with a token, else `local`', () => {
    const withToken = loadConfig({ HF_TOKEN: 'token' });
    expect([withToken.provider, providerKind(withToken)]).toEqual(['auto', 'hosted']);
    expect(providerKind(loadConfig({}))).toBe('local');
    expect(readme).toContain('| `auto` with a token, else `local` ');
  });

  it("LOCAL_MODEL_DIR: under $XDG_CACHE_HOME, else ~/.cache; LOCAL_THREADS: the machine's cores", () => {
    const cache = join(root, 'cache-home');
    expect(loadConfig({ XDG_CACHE_HOME: cache }).localModel?.dir).toBe(
      join(cache, 'recipe-generator', 'models'),
    );
    expect(loadConfig({}).localModel?.dir).toBe(
      join(homedir(), '.cache', 'recipe-generator', 'models'),
    );
    expect(readme).toContain(
      '| `$XDG_CACHE_HOME/recipe-generator/models`, else `~/.cache/recipe-generator/models` ',
    );
    expect(loadConfig({}).localModel?.threads).toBe(availableParallelism());
    expect(readme).toContain("| the machine's cores ");
  });
});

describe('the ranges the README gives, at their edges', () => {
  it.each([
    ['REDIS_SLOT_LEASE_MS', 1000, 30_000, (config: Config) => config.slotLeaseMs],
    ['LOCAL_SEQUENCES', 1, 64, (config: Config) => config.localModel?.sequences],
    ['LOCAL_THREADS', 1, availableParallelism(), (config: Config) => config.localModel?.threads],
  ])('%s takes %i to %i and refuses one past either end', (variable, lowest, highest, read) => {
    expect(read(loadConfig({ [variable]: String(lowest) }))).toBe(lowest);
    expect(read(loadConfig({ [variable]: String(highest) }))).toBe(highest);
    for (const outside of [lowest - 1, highest + 1]) {
      expect(() => loadConfig({ [variable]: String(outside) })).toThrow(
        `${variable}: "${outside}" is not a whole number from ${lowest} to ${highest}`,
      );
    }
  });
});

describe('.env.example', () => {
  const example = readFileSync(join(root, '.env.example'), 'utf8');
  const assignments = [...example.matchAll(/^([A-Z][A-Z0-9_]*)=(.*)$/gm)].map(
    ([, variable, value]) => ({ variable: variable!, value: value!.trim() }),
  );
  const rows = configurationTable();

  it('names every documented variable, and no other', () => {
    expect(assignments.map(({ variable }) => variable).sort()).toEqual(
      rows.map(({ variable }) => variable).sort(),
    );
  });

  it('leaves a variable empty or sets it to its documented default', () => {
    for (const { variable, value } of assignments) {
      if (value === '') continue;
      const row = rows.find((candidate) => candidate.variable === variable);
      expect(`${variable}=${row?.documented}`).toBe(`${variable}=\`${value}\``);
    }
  });
});
