import { existsSync, readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';
import { DEFAULT_MODEL } from '../recipe/prompt.js';

export interface Config {
  host: string;
  port: number;
  hfToken: string | undefined;
  /** Tried in order; the next one is used when a model is unavailable. */
  models: string[];
  provider: string;
  endpointUrl: string | undefined;
  /** No first text within this long gives `timeout`. */
  firstTokenTimeoutMs: number;
  /** No end of the recipe within this long gives `timeout`. */
  timeoutMs: number;
  /** Recipe requests one client may make per minute; more answer `rate_limited`. */
  rateLimitPerMinute: number;
  /** Recipe requests one client may make per 24 hours; more answer `rate_limited`. */
  rateLimitPerDay: number;
  /** Refused recipe requests (400, 413) one client may send per minute; more answer `rate_limited`. */
  refusalLimitPerMinute: number;
  /** Recipes accepted per UTC day for all visitors together; more answer `daily_limit_reached`. */
  dailyRecipeLimit: number;
  /** Recipes written at once (across every instance sharing a Redis); more answer `busy`. */
  maxConcurrentRecipes: number;
  /** Shared store of the limits; unset: they live in this process. */
  redisUrl: string | undefined;
  /** How long a recipe slot in Redis lasts unless renewed: a dead instance's slots return after it. */
  slotLeaseMs: number;
  /** Proxy hops whose X-Forwarded-For is trusted to name the client (0: none). */
  trustProxyHops: number;
  /** Port of the second listener serving Prometheus `/metrics` on HOST; undefined: off. */
  metricsPort: number | undefined;
  /** Notes for the log, such as a provider ignored because an endpoint URL is set. */
  warnings: string[];
}

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    problem: string,
  ) {
    super(`${variable}: ${problem}`);
    this.name = 'ConfigError';
  }
}

export type Env = Record<string, string | undefined>;

/** Variables of a `.env` file; the real environment wins over the file. */
export function readEnvFile(path: string): Env {
  return existsSync(path) ? parseEnv(readFileSync(path, 'utf8')) : {};
}

const PROVIDER_PATTERN = /^[a-z0-9][a-z0-9-]*$/;
const HOST_PATTERN = /^[A-Za-z0-9.:[\]-]+$/;

/** Reads and validates the configuration once; a bad value throws a ConfigError naming it. */
export function loadConfig(env: Env): Config {
  const value = (name: string): string | undefined => {
    const raw = env[name]?.trim();
    return raw === '' ? undefined : raw;
  };
  const warnings: string[] = [];

  const host = value('HOST') ?? '127.0.0.1';
  if (!HOST_PATTERN.test(host))
    throw new ConfigError('HOST', `"${host}" is not a host name or address`);

  const wholeNumber = (name: string, fallback: number, min: number, max: number): number => {
    const text = value(name);
    if (text === undefined) return fallback;
    const number = Number(text);
    if (!/^\d+$/.test(text) || number < min || number > max) {
      throw new ConfigError(name, `"${text}" is not a whole number from ${min} to ${max}`);
    }
    return number;
  };

  const port = wholeNumber('PORT', 3000, 0, 65535);
  const firstTokenTimeoutMs = wholeNumber('RECIPE_FIRST_TOKEN_TIMEOUT_MS', 30_000, 1, 3_600_000);
  const timeoutMs = wholeNumber('RECIPE_TIMEOUT_MS', 120_000, 1, 3_600_000);
  const rateLimitPerMinute = wholeNumber('RATE_LIMIT_PER_MINUTE', 10, 1, 1_000_000);
  const rateLimitPerDay = wholeNumber('RATE_LIMIT_PER_DAY', 100, 1, 1_000_000);
  const refusalLimitPerMinute = wholeNumber('REFUSAL_LIMIT_PER_MINUTE', 30, 1, 1_000_000);
  const dailyRecipeLimit = wholeNumber('DAILY_RECIPE_LIMIT', 1000, 1, 100_000_000);
  const maxConcurrentRecipes = wholeNumber('MAX_CONCURRENT_RECIPES', 32, 1, 100_000);
  // At most 30 s: a dead instance's slots must come back within that.
  const slotLeaseMs = wholeNumber('REDIS_SLOT_LEASE_MS', 10_000, 1000, 30_000);
  const trustProxyHops = wholeNumber('TRUST_PROXY', 0, 0, 10);
  const metricsPort =
    value('METRICS_PORT') === undefined ? undefined : wholeNumber('METRICS_PORT', 0, 0, 65535);
  // Port 0 asks the system for a free port, so two zeros are two different ports.
  if (metricsPort !== undefined && metricsPort !== 0 && metricsPort === port) {
    throw new ConfigError(
      'METRICS_PORT',
      `must differ from PORT (${port}): metrics are never public`,
    );
  }

  const models = (value('RECIPE_MODEL') ?? DEFAULT_MODEL)
    .split(',')
    .map((model) => model.trim())
    .filter((model) => model !== '');
  if (models.length === 0) throw new ConfigError('RECIPE_MODEL', 'names no model');
  const badModel = models.find((model) => /\s/.test(model));
  if (badModel) throw new ConfigError('RECIPE_MODEL', `"${badModel}" is not a model id`);

  const provider = value('RECIPE_PROVIDER') ?? 'auto';
  if (!PROVIDER_PATTERN.test(provider)) {
    throw new ConfigError('RECIPE_PROVIDER', `"${provider}" is not a provider name`);
  }

  const endpointUrl = value('RECIPE_ENDPOINT_URL');
  if (endpointUrl !== undefined) {
    let url: URL;
    try {
      url = new URL(endpointUrl);
    } catch {
      throw new ConfigError('RECIPE_ENDPOINT_URL', `"${endpointUrl}" is not a URL`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new ConfigError('RECIPE_ENDPOINT_URL', 'must be an http:// or https:// URL');
    }
    if (value('RECIPE_PROVIDER') !== undefined) {
      warnings.push('RECIPE_PROVIDER is ignored because RECIPE_ENDPOINT_URL is set.');
    }
  }

  const redisUrl = value('REDIS_URL');
  if (redisUrl !== undefined) {
    let url: URL;
    try {
      url = new URL(redisUrl);
    } catch {
      throw new ConfigError('REDIS_URL', 'is not a URL');
    }
    if (url.protocol !== 'redis:' && url.protocol !== 'rediss:') {
      throw new ConfigError('REDIS_URL', 'must be a redis:// or rediss:// URL');
    }
  }

  const hfToken = value('HF_TOKEN');
  if (hfToken === undefined && endpointUrl === undefined) {
    warnings.push(
      'Neither HF_TOKEN nor RECIPE_ENDPOINT_URL is set: every recipe request will answer not_configured.',
    );
  }

  return {
    host,
    port,
    hfToken,
    models,
    provider,
    endpointUrl,
    firstTokenTimeoutMs,
    timeoutMs,
    rateLimitPerMinute,
    rateLimitPerDay,
    refusalLimitPerMinute,
    dailyRecipeLimit,
    maxConcurrentRecipes,
    redisUrl,
    slotLeaseMs,
    trustProxyHops,
    metricsPort,
    warnings,
  };
}

export function isConfigured(config: Config): boolean {
  return config.hfToken !== undefined || config.endpointUrl !== undefined;
}
