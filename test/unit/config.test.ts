import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, isConfigured, loadConfig, readEnvFile } from '../../src/server/config.js';

describe('config', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 3000,
      // Mixtral first, as the original asks, then instruct models that providers serve today.
      models: [
        'mistralai/Mixtral-8x7B-Instruct-v0.1',
        'meta-llama/Llama-3.1-8B-Instruct',
        'meta-llama/Llama-3.3-70B-Instruct',
      ],
      provider: 'auto',
      hfToken: undefined,
      endpointUrl: undefined,
      firstTokenTimeoutMs: 30_000,
      timeoutMs: 120_000,
      rateLimitPerMinute: 10,
      rateLimitPerDay: 100,
      dailyRecipeLimit: 1000,
      maxConcurrentRecipes: 32,
      redisUrl: undefined,
      slotLeaseMs: 10_000,
      trustProxyHops: 0,
      metricsPort: undefined,
    });
    // No token and no endpoint: the local model writes the recipes.
    expect(isConfigured(config)).toBe(true);
    expect(config.warnings).toEqual([expect.stringContaining('the local model')]);
    expect(loadConfig({ LOCAL_MODEL: 'off' }).warnings).toEqual([
      expect.stringContaining('not_configured'),
    ]);
  });

  it('counts an empty variable as unset', () => {
    const config = loadConfig({ HF_TOKEN: '', PORT: ' ', RECIPE_MODEL: '', REDIS_URL: '' });
    expect(config.hfToken).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
    expect(config.port).toBe(3000);
    expect(config.models).toEqual(loadConfig({}).models);
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['RECIPE_ENDPOINT_URL', 'not a url'],
    ['RECIPE_ENDPOINT_URL', 'ftp://example.test'],
    ['RECIPE_PROVIDER', 'Bad Provider'],
    ['RECIPE_MODEL', 'a model'],
    ['RECIPE_TIMEOUT_MS', '-5'],
    ['HOST', 'bad host!'],
    ['RATE_LIMIT_PER_MINUTE', '0'],
    ['RATE_LIMIT_PER_MINUTE', 'ten'],
    ['MAX_CONCURRENT_RECIPES', '0'],
    ['MAX_CONCURRENT_RECIPES', '2.5'],
    ['TRUST_PROXY', 'true'],
    ['TRUST_PROXY', '11'],
    ['METRICS_PORT', 'nine'],
    ['METRICS_PORT', '70000'],
    ['METRICS_PORT', '3000'],
    ['RATE_LIMIT_PER_DAY', '0'],
    ['RATE_LIMIT_PER_DAY', '1e3'],
    ['DAILY_RECIPE_LIMIT', '0'],
    ['DAILY_RECIPE_LIMIT', 'lots'],
    ['REDIS_URL', 'not a url'],
    ['REDIS_URL', 'http://127.0.0.1:6379'],
    ['REDIS_URL', '127.0.0.1:6379'],
    ['REDIS_SLOT_LEASE_MS', '999'],
    ['REDIS_SLOT_LEASE_MS', '30001'],
    ['REFUSAL_LIMIT_PER_MINUTE', '0'],
    ['REFUSAL_LIMIT_PER_MINUTE', 'thirty'],
  ])('stops with a message naming %s for %j', (variable, value) => {
    expect(() => loadConfig({ [variable]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [variable]: value })).toThrow(new RegExp(`^${variable}:`));
  });

  it('lets RECIPE_ENDPOINT_URL win over RECIPE_PROVIDER, with a warning', () => {
    const config = loadConfig({
      RECIPE_ENDPOINT_URL: 'http://127.0.0.1:11434',
      RECIPE_PROVIDER: 'together',
    });
    expect(isConfigured(config)).toBe(true);
    expect(config.warnings).toEqual([expect.stringContaining('RECIPE_PROVIDER is ignored')]);
  });

  it('reads the abuse limits', () => {
    expect(
      loadConfig({ RATE_LIMIT_PER_MINUTE: '60', MAX_CONCURRENT_RECIPES: '4', TRUST_PROXY: '2' }),
    ).toMatchObject({ rateLimitPerMinute: 60, maxConcurrentRecipes: 4, trustProxyHops: 2 });
  });

  it('reads REFUSAL_LIMIT_PER_MINUTE, 30 by default', () => {
    expect(loadConfig({}).refusalLimitPerMinute).toBe(30);
    expect(loadConfig({ REFUSAL_LIMIT_PER_MINUTE: '5' }).refusalLimitPerMinute).toBe(5);
  });

  it('reads METRICS_PORT, which must differ from PORT unless both ask for a free port', () => {
    expect(loadConfig({ METRICS_PORT: '9464' }).metricsPort).toBe(9464);
    expect(loadConfig({ PORT: '0', METRICS_PORT: '0' }).metricsPort).toBe(0);
    expect(() => loadConfig({ PORT: '8080', METRICS_PORT: '8080' })).toThrow(
      /^METRICS_PORT: must differ from PORT/,
    );
  });

  it('reads the shared limits', () => {
    expect(
      loadConfig({
        RATE_LIMIT_PER_DAY: '50',
        DAILY_RECIPE_LIMIT: '200',
        REDIS_URL: 'rediss://user:secret@redis.internal:6380/2',
        REDIS_SLOT_LEASE_MS: '5000',
      }),
    ).toMatchObject({
      rateLimitPerDay: 50,
      dailyRecipeLimit: 200,
      redisUrl: 'rediss://user:secret@redis.internal:6380/2',
      slotLeaseMs: 5000,
    });
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).redisUrl).toBe(
      'redis://127.0.0.1:6379',
    );
  });

  it('never repeats a REDIS_URL, which may hold a password, in its message', () => {
    expect(() => loadConfig({ REDIS_URL: 'http://user:secret@host' })).toThrow(
      /^REDIS_URL: must be a redis:\/\/ or rediss:\/\/ URL$/,
    );
  });

  it('reads a comma-separated model list', () => {
    expect(loadConfig({ RECIPE_MODEL: 'a/one, b/two' }).models).toEqual(['a/one', 'b/two']);
    // One model replaces the whole default chain.
    expect(loadConfig({ RECIPE_MODEL: 'a/one' }).models).toEqual(['a/one']);
  });

  it('reads a .env file, and a missing one is empty', () => {
    const dir = mkdtempSync(join(tmpdir(), 'recipe-env-'));
    try {
      writeFileSync(join(dir, '.env'), 'HF_TOKEN=hf_file\n# comment\nPORT=4000\n');
      expect(readEnvFile(join(dir, '.env'))).toEqual({ HF_TOKEN: 'hf_file', PORT: '4000' });
      expect(readEnvFile(join(dir, 'missing.env'))).toEqual({});
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
