import { availableParallelism, homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  activeModels,
  ConfigError,
  DEFAULT_LOCAL_MODEL,
  isConfigured,
  loadConfig,
  providerKind,
} from '../../src/server/config.js';
import { modelPath, sourceUrl } from '../../src/server/providers/local/local-model-fetch.js';

describe('the local model configuration', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config.localModel).toEqual({
      source: {
        kind: 'hf',
        owner: 'bartowski',
        repo: 'Qwen2.5-1.5B-Instruct-GGUF',
        file: 'Qwen2.5-1.5B-Instruct-Q4_K_M.gguf',
      },
      name: DEFAULT_LOCAL_MODEL,
      dir: join(homedir(), '.cache', 'recipe-generator', 'models'),
      sha256: undefined,
      sequences: 2,
      threads: availableParallelism(),
      hfEndpoint: 'https://huggingface.co',
    });
    expect(loadConfig({ XDG_CACHE_HOME: '/var/cache/me' }).localModel?.dir).toBe(
      '/var/cache/me/recipe-generator/models',
    );
  });

  it('reads a path, a URL and an hf: reference, and fetches hf: from HF_ENDPOINT', () => {
    expect(loadConfig({ LOCAL_MODEL: 'models/my.gguf' }).localModel?.source).toEqual({
      kind: 'path',
      path: resolve('models/my.gguf'),
    });
    const url = loadConfig({ LOCAL_MODEL: 'https://models.example/x/small.gguf' }).localModel!;
    expect(url.source).toEqual({
      kind: 'url',
      url: 'https://models.example/x/small.gguf',
      fileName: 'small.gguf',
    });
    expect(sourceUrl(url)).toBe('https://models.example/x/small.gguf');
    const hf = loadConfig({
      LOCAL_MODEL: 'hf:me/repo/sub/model-Q4.gguf',
      HF_ENDPOINT: 'http://127.0.0.1:8080/',
      LOCAL_MODEL_DIR: '/srv/models',
    }).localModel!;
    expect(sourceUrl(hf)).toBe('http://127.0.0.1:8080/me/repo/resolve/main/sub/model-Q4.gguf');
    expect(modelPath(hf)).toBe('/srv/models/hf/me/repo/sub/model-Q4.gguf');
  });

  it('reads the sequences, the threads and the checksum', () => {
    const sha = 'AB'.repeat(32);
    expect(
      loadConfig({ LOCAL_SEQUENCES: '4', LOCAL_THREADS: '1', LOCAL_MODEL_SHA256: sha }).localModel,
    ).toMatchObject({ sequences: 4, threads: 1, sha256: sha.toLowerCase() });
  });

  it.each([
    ['LOCAL_MODEL', 'model.bin'],
    ['LOCAL_MODEL', 'hf:only/two'],
    ['LOCAL_MODEL', 'hf:a/b/../../etc.gguf'],
    // Hardening round 4: an owner or repository of "." or ".." steps out of LOCAL_MODEL_DIR.
    ['LOCAL_MODEL', 'hf:../../x.gguf'],
    ['LOCAL_MODEL', 'hf:../repo/x.gguf'],
    ['LOCAL_MODEL', 'hf:owner/../x.gguf'],
    ['LOCAL_MODEL', 'hf:./repo/x.gguf'],
    ['LOCAL_MODEL', 'hf:owner/repo/./x.gguf'],
    ['LOCAL_MODEL', 'hf:owner/repo//x.gguf'],
    ['LOCAL_MODEL', 'https://example.test/no-file/'],
    ['LOCAL_MODEL_DIR', 'relative/dir'],
    ['LOCAL_MODEL_SHA256', 'abc'],
    ['LOCAL_SEQUENCES', '0'],
    ['LOCAL_THREADS', '0'],
    ['LOCAL_THREADS', String(availableParallelism() + 1)],
    ['HF_ENDPOINT', 'not a url'],
    ['HF_ENDPOINT', 'ftp://mirror.test'],
  ])('stops with a message naming %s for %j', (variable, value) => {
    expect(() => loadConfig({ [variable]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [variable]: value })).toThrow(new RegExp(`^${variable}:`));
  });
});

describe('the provider choice', () => {
  it('uses the local model with neither a token nor an endpoint', () => {
    const config = loadConfig({});
    expect(providerKind(config)).toBe('local');
    expect(activeModels(config)).toEqual([DEFAULT_LOCAL_MODEL]);
  });

  it('uses the hosted provider with a token or an endpoint', () => {
    for (const env of [{ HF_TOKEN: 'hf_x' }, { RECIPE_ENDPOINT_URL: 'http://127.0.0.1:11434' }]) {
      const config = loadConfig(env);
      expect(providerKind(config)).toBe('hosted');
      expect(activeModels(config)).toEqual([
        'mistralai/Mixtral-8x7B-Instruct-v0.1',
        'meta-llama/Llama-3.1-8B-Instruct',
        'meta-llama/Llama-3.3-70B-Instruct',
      ]);
    }
  });

  it('forces the local model with RECIPE_PROVIDER=local, even with a token or an endpoint', () => {
    expect(providerKind(loadConfig({ HF_TOKEN: 'hf_x', RECIPE_PROVIDER: 'local' }))).toBe('local');
    const withEndpoint = loadConfig({
      RECIPE_ENDPOINT_URL: 'http://127.0.0.1:11434',
      RECIPE_PROVIDER: 'local',
    });
    expect(providerKind(withEndpoint)).toBe('local');
    expect(withEndpoint.warnings).toEqual([]);
  });

  it('restores not_configured with LOCAL_MODEL=off', () => {
    const config = loadConfig({ LOCAL_MODEL: 'off' });
    expect(providerKind(config)).toBe('none');
    expect(isConfigured(config)).toBe(false);
    expect(providerKind(loadConfig({ LOCAL_MODEL: 'off', HF_TOKEN: 'hf_x' }))).toBe('hosted');
    expect(() => loadConfig({ LOCAL_MODEL: 'off', RECIPE_PROVIDER: 'local' })).toThrow(
      /^RECIPE_PROVIDER: is local, but LOCAL_MODEL is off/,
    );
  });
});
