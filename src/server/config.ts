import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism, homedir } from 'node:os';
import { basename, isAbsolute, join, resolve } from 'node:path';
import { parseEnv } from 'node:util';
import { DEFAULT_MODEL } from './prompt/prompt.js';

/**
 * RECIPE_MODEL's default: the original's Mixtral first, then instruct models (no reasoning
 * models: their hidden thinking would eat the 512 tokens) that Hugging Face's pages showed served
 * by several Inference Providers on 2026-11-22. The README names the sources.
 */
export const DEFAULT_MODELS: readonly string[] = [
  DEFAULT_MODEL,
  'meta-llama/Llama-3.1-8B-Instruct',
  'meta-llama/Llama-3.3-70B-Instruct',
];

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
  /** Refused recipe requests (of any kind but 415) one client may send per minute; more answer `rate_limited`. */
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
  /** The server log's level (pino's names). */
  logLevel: LogLevel;
  /** The local model; undefined with `LOCAL_MODEL=off`. See providerKind for when it is used. */
  localModel: LocalModelConfig | undefined;
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
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

function readLogLevel(text: string | undefined): LogLevel {
  if (text === undefined) return 'info';
  const level = LOG_LEVELS.find((name) => name === text);
  if (level === undefined) {
    throw new ConfigError('LOG_LEVEL', `"${text}" is not one of ${LOG_LEVELS.join(', ')}`);
  }
  return level;
}
const HTTP = ['http:', 'https:'];

/**
 * A URL variable, checked once here: parsed, with one of `protocols`. `shown` is false for a value
 * that may hold a secret (a Redis password), which the message then leaves out.
 */
function readUrl(name: string, text: string, protocols: readonly string[], shown = true): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new ConfigError(name, shown ? `"${text}" is not a URL` : 'is not a URL');
  }
  if (!protocols.includes(url.protocol)) {
    const names = protocols.map((protocol) => `${protocol}//`).join(' or ');
    throw new ConfigError(name, `must be a ${names} URL`);
  }
  return url;
}
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

  const wholeNumber = wholeNumberReader(value);

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
  const metricsPort = readMetricsPort(value, wholeNumber, port);
  const models = readModels(value);
  const { provider, endpointUrl } = readProvider(value, warnings);

  const redisUrl = value('REDIS_URL');
  if (redisUrl !== undefined) readUrl('REDIS_URL', redisUrl, ['redis:', 'rediss:'], false);

  const logLevel = readLogLevel(value('LOG_LEVEL'));
  const hfToken = value('HF_TOKEN');
  const localModel = readLocalModelConfig(value, wholeNumber);
  if (provider === 'local' && localModel === undefined) {
    throw new ConfigError('RECIPE_PROVIDER', 'is local, but LOCAL_MODEL is off');
  }
  if (hfToken === undefined && endpointUrl === undefined) {
    warnings.push(
      localModel === undefined
        ? 'Neither HF_TOKEN nor RECIPE_ENDPOINT_URL is set and LOCAL_MODEL is off: every recipe request will answer not_configured.'
        : `Neither HF_TOKEN nor RECIPE_ENDPOINT_URL is set: recipes are written on this server by the local model ${localModel.name}.`,
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
    logLevel,
    localModel,
    warnings,
  };
}

type ReadValue = (name: string) => string | undefined;
type ReadWholeNumber = (name: string, fallback: number, min: number, max: number) => number;

function wholeNumberReader(value: ReadValue): ReadWholeNumber {
  return (name, fallback, min, max) => {
    const text = value(name);
    if (text === undefined) return fallback;
    const number = Number(text);
    if (!/^\d+$/.test(text) || number < min || number > max) {
      throw new ConfigError(name, `"${text}" is not a whole number from ${min} to ${max}`);
    }
    return number;
  };
}

function readMetricsPort(
  value: ReadValue,
  wholeNumber: ReadWholeNumber,
  port: number,
): number | undefined {
  const metricsPort =
    value('METRICS_PORT') === undefined ? undefined : wholeNumber('METRICS_PORT', 0, 0, 65535);
  // Port 0 asks the system for a free port, so two zeros are two different ports.
  if (metricsPort !== undefined && metricsPort !== 0 && metricsPort === port) {
    throw new ConfigError(
      'METRICS_PORT',
      `must differ from PORT (${port}): metrics are never public`,
    );
  }
  return metricsPort;
}

function readModels(value: ReadValue): string[] {
  const models = (value('RECIPE_MODEL') ?? DEFAULT_MODELS.join(','))
    .split(',')
    .map((model) => model.trim())
    .filter((model) => model !== '');
  if (models.length === 0) throw new ConfigError('RECIPE_MODEL', 'names no model');
  const badModel = models.find((model) => /\s/.test(model));
  if (badModel) throw new ConfigError('RECIPE_MODEL', `"${badModel}" is not a model id`);
  return models;
}

function readProvider(
  value: ReadValue,
  warnings: string[],
): { provider: string; endpointUrl: string | undefined } {
  const provider = value('RECIPE_PROVIDER') ?? 'auto';
  if (!PROVIDER_PATTERN.test(provider)) {
    throw new ConfigError('RECIPE_PROVIDER', `"${provider}" is not a provider name`);
  }
  const endpointUrl = value('RECIPE_ENDPOINT_URL');
  if (endpointUrl !== undefined) {
    readUrl('RECIPE_ENDPOINT_URL', endpointUrl, HTTP);
    if (value('RECIPE_PROVIDER') !== undefined && provider !== 'local') {
      warnings.push('RECIPE_PROVIDER is ignored because RECIPE_ENDPOINT_URL is set.');
    }
  }
  return { provider, endpointUrl };
}

/** Which provider writes the recipes: local when forced or when no hosted one is configured. */
export function providerKind(config: Config): 'hosted' | 'local' | 'none' {
  if (config.localModel !== undefined && config.provider === 'local') return 'local';
  if (config.hfToken !== undefined || config.endpointUrl !== undefined) return 'hosted';
  return config.localModel === undefined ? 'none' : 'local';
}

/** The models tried in order: the local model's name when it writes the recipes. */
export function activeModels(config: Config): readonly string[] {
  return providerKind(config) === 'local' && config.localModel
    ? [config.localModel.name]
    : config.models;
}

export function isConfigured(config: Config): boolean {
  return providerKind(config) !== 'none';
}

// ---- The local model ----

export const DEFAULT_LOCAL_MODEL =
  'hf:bartowski/Qwen2.5-1.5B-Instruct-GGUF/Qwen2.5-1.5B-Instruct-Q4_K_M.gguf';
export const DEFAULT_HF_ENDPOINT = 'https://huggingface.co';

export type LocalModelSource =
  | { kind: 'path'; path: string }
  | { kind: 'url'; url: string; fileName: string }
  | { kind: 'hf'; owner: string; repo: string; file: string };

export interface LocalModelConfig {
  source: LocalModelSource;
  /**
   * How the model is named in health, the metrics and the log: the hf: reference as given, or the
   * file's name (never the owner's path or host, which health would show to anyone).
   */
  name: string;
  /** Where a fetched model is kept. */
  dir: string;
  /** Expected sha256 (lower-case hex); without it the hub's own checksum is used. */
  sha256: string | undefined;
  /** Recipes written at once; more answer busy. */
  sequences: number;
  /** CPU threads, never more than the machine's cores. */
  threads: number;
  /** Hugging Face hub (or mirror) that `hf:` references are fetched from. */
  hfEndpoint: string;
}

const HF_REFERENCE = /^hf:([\w.-]+)\/([\w.-]+)\/([\w./-]+\.gguf)$/i;

function readLocalModelConfig(
  value: ReadValue,
  wholeNumber: ReadWholeNumber,
): LocalModelConfig | undefined {
  const name = value('LOCAL_MODEL') ?? DEFAULT_LOCAL_MODEL;
  if (name === 'off') return undefined;
  let source: LocalModelSource;
  const hf = HF_REFERENCE.exec(name);
  if (hf) {
    const [owner, repo, file] = [hf[1]!, hf[2]!, hf[3]!];
    // Each part names a folder under LOCAL_MODEL_DIR: none may step out of it.
    const parts = [owner, repo, ...file.split('/')];
    if (parts.some((part) => part === '' || part === '.' || part === '..')) {
      throw new ConfigError(
        'LOCAL_MODEL',
        `"${name}" is not an hf:<owner>/<repo>/<file> reference: no part may be empty, "." or ".."`,
      );
    }
    source = { kind: 'hf', owner, repo, file };
  } else if (name.startsWith('hf:')) {
    throw new ConfigError(
      'LOCAL_MODEL',
      `"${name}" is not an hf:<owner>/<repo>/<file>.gguf reference`,
    );
  } else if (/^https?:\/\//i.test(name)) {
    const url = readUrl('LOCAL_MODEL', name, HTTP);
    const fileName = decodeURIComponent(url.pathname.split('/').pop() ?? '');
    if (!/^[\w.-]+\.gguf$/i.test(fileName)) {
      throw new ConfigError('LOCAL_MODEL', 'a URL must end in a file name ending .gguf');
    }
    source = { kind: 'url', url: url.href, fileName };
  } else if (/\.gguf$/i.test(name)) {
    source = { kind: 'path', path: resolve(name) };
  } else {
    throw new ConfigError(
      'LOCAL_MODEL',
      `"${name}" is not a .gguf path, an http(s):// URL, an hf:<owner>/<repo>/<file> reference or off`,
    );
  }

  const dirText = value('LOCAL_MODEL_DIR');
  if (dirText !== undefined && !isAbsolute(dirText)) {
    throw new ConfigError('LOCAL_MODEL_DIR', 'must be an absolute path');
  }
  const cacheHome = value('XDG_CACHE_HOME');
  const dir =
    dirText ??
    join(
      cacheHome !== undefined && isAbsolute(cacheHome) ? cacheHome : join(homedir(), '.cache'),
      'recipe-generator',
      'models',
    );

  const shaText = value('LOCAL_MODEL_SHA256');
  if (shaText !== undefined && !/^[0-9a-f]{64}$/i.test(shaText)) {
    throw new ConfigError('LOCAL_MODEL_SHA256', 'is not a sha256 of 64 hexadecimal digits');
  }

  const cores = availableParallelism();
  const sequences = wholeNumber('LOCAL_SEQUENCES', 2, 1, 64);
  const threads = wholeNumber('LOCAL_THREADS', cores, 1, cores);

  const endpoint = readUrl('HF_ENDPOINT', value('HF_ENDPOINT') ?? DEFAULT_HF_ENDPOINT, HTTP);

  return {
    source,
    name:
      source.kind === 'hf'
        ? name
        : basename(source.kind === 'path' ? source.path : source.fileName),
    dir,
    sha256: shaText?.toLowerCase(),
    sequences,
    threads,
    hfEndpoint: endpoint.href.replace(/\/+$/, ''),
  };
}
