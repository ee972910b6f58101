/**
 * The local model fetched from a fake hub on loopback, as the real hub serves it (a 302 with
 * X-Linked-Etag and X-Linked-Size, then bytes with Range): progress in health, model_loading
 * meanwhile, resume after a cut, a wrong checksum refused, a host that cannot be reached, a 404
 * tried again later, and a second start that asks the network nothing.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { loadConfig, type Env } from '../../src/server/config.js';
import { createModelLifecycle } from '../../src/server/providers/local/local-model-lifecycle.js';
import { RECIPE_ERRORS } from '../../src/recipe/recipe-errors.js';
import { startFakeHub, type FakeHub, type HubBehaviour } from '../support/fake-hub.js';
import { settledLocalState } from '../support/app-state.js';
import { freePort } from '../support/free-port.js';
import { INGREDIENTS } from '../support/recipe-visitor.js';
import { readEvents } from '../support/sse.js';
import { startServerForThisTest } from '../support/server-per-test.js';
import { postRecipe, type TestServer } from '../support/test-server.js';
import { writeTinyModel, type WrittenModel } from '../support/tiny-gguf.js';

let dir: string;
let model: WrittenModel;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'local-model-fetch-'));
  model = await writeTinyModel(join(dir, 'tiny.gguf'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

let caches = 0;
/** A fresh LOCAL_MODEL_DIR for each test unless one is given. */
function freshCache(): string {
  caches += 1;
  return join(dir, `cache-${caches}`);
}

async function hub(behaviour: HubBehaviour = {}): Promise<FakeHub> {
  const started = await startFakeHub(model.path, behaviour);
  onTestFinished(() => started.close());
  return started;
}

/**
 * The app fetching from `fakeHub`. A failed fetch is tried again after a minute, long after the
 * test has read the failure; the 404 test asks for 300 ms, so it can watch the retry.
 */
async function serverFor(
  fakeHub: FakeHub,
  cache: string,
  env: Env = {},
  retryDelaysMs = [60_000],
): Promise<TestServer> {
  return startServerForThisTest(
    {
      RECIPE_ENDPOINT_URL: '',
      LOCAL_MODEL: fakeHub.reference,
      HF_ENDPOINT: fakeHub.endpoint,
      LOCAL_MODEL_DIR: cache,
      LOCAL_THREADS: '1',
      ...env,
    },
    { local: { retryDelaysMs } },
  );
}

interface LocalHealth {
  state: string;
  receivedBytes: number;
  totalBytes: number;
  error?: string;
}

async function health(server: TestServer): Promise<{ model: string; local: LocalHealth }> {
  const response = await fetch(`${server.origin}/Recipe-generator/api/health`);
  expect(response.status).toBe(200);
  return (await response.json()) as { model: string; local: LocalHealth };
}

/** Health names a short code only; the reason, which may name paths and hosts, is in the log. */
async function failureReason(server: TestServer): Promise<string> {
  const { local } = await health(server);
  expect(local).toMatchObject({ state: 'failed', error: 'download_failed' });
  return loggedReason(server);
}

function loggedReason(server: TestServer): string {
  const line = server.logs.find((entry) => entry.includes('could not be made ready'));
  return (JSON.parse(line!) as { reason: string }).reason;
}

function storedModel(cache: string): string {
  return join(cache, 'hf', 'test-owner', 'tiny-GGUF', 'tiny-model.gguf');
}

describe('fetching the local model', () => {
  it('shows downloading, then loading, then ready in health, refusing recipes meanwhile', async () => {
    // About 1.5 s for the 0.5 MB model.
    const fakeHub = await hub({ bytesPerSecond: 320_000 });
    const cache = freshCache();
    const server = await serverFor(fakeHub, cache);
    const seen: LocalHealth[] = [];
    let refusal: Response | undefined;
    for (;;) {
      const answer = await health(server);
      expect(answer.model).toBe(fakeHub.reference);
      seen.push(answer.local);
      if (answer.local.state === 'ready' || answer.local.state === 'failed') break;
      if (answer.local.state === 'downloading' && answer.local.receivedBytes > 0 && !refusal) {
        refusal = await postRecipe(server, INGREDIENTS);
      }
      // Health is asked, not awaited: there is no event to wait for from outside.
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const states = seen.map((entry) => entry.state).filter((s, i, all) => s !== all[i - 1]);
    expect(states).toEqual(['downloading', 'loading', 'ready']);
    const downloading = seen.filter((entry) => entry.state === 'downloading');
    expect(downloading.at(-1)!.totalBytes).toBe(model.bytes);
    expect(new Set(downloading.map((entry) => entry.receivedBytes)).size).toBeGreaterThan(3);

    expect(refusal?.status).toBe(503);
    expect(Number(refusal!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refusal!.json()).toEqual({
      error: { code: 'model_loading', message: RECIPE_ERRORS.model_loading.message },
    });

    // The file kept is the model, whole, and a recipe is written with it.
    expect(sha256(await readFile(storedModel(cache)))).toBe(model.sha256);
    const recipe = await postRecipe(server, INGREDIENTS);
    expect(recipe.status).toBe(200);
    expect((await readEvents(recipe)).at(-1)?.event).toBe('done');
    expect(server.logs.some((line) => line.includes('local model: 50% of'))).toBe(true);

    // A second start with the same directory asks the network nothing.
    await server.close();
    const again = await hub();
    const second = await serverFor(again, cache);
    expect(await settledLocalState(second)).toBe('ready');
    expect(again.requests).toEqual([]);
    expect((await health(second)).local).toEqual({
      state: 'ready',
      receivedBytes: model.bytes,
      totalBytes: model.bytes,
    });
  }, 20_000);

  it('resumes a cut transfer with one Range request from the cut point', async () => {
    const cutAt = 200_000;
    const fakeHub = await hub({ cutAtByte: cutAt, bytesPerSecond: 2_000_000 });
    const cache = freshCache();
    const server = await serverFor(fakeHub, cache);
    expect(await settledLocalState(server)).toBe('ready');
    expect(await fakeHub.cut).toBe(cutAt);
    const cdn = fakeHub.requests.filter((request) => request.path.startsWith('/cdn/'));
    expect(cdn.map((request) => request.range)).toEqual([undefined, `bytes=${cutAt}-`]);
    expect(sha256(await readFile(storedModel(cache)))).toBe(model.sha256);
  });

  it('continues after a restart from what is on disk, and a close stops the fetch', async () => {
    const fakeHub = await hub({ bytesPerSecond: 200_000 });
    const cache = freshCache();
    const first = await serverFor(fakeHub, cache);
    await expect
      .poll(async () => (await health(first)).local.receivedBytes, { timeout: 10_000 })
      .toBeGreaterThan(100_000);
    await first.close();
    const part = `${storedModel(cache)}.part`;
    const onDisk = (await stat(part)).size;
    expect(onDisk).toBeGreaterThan(0);
    expect(onDisk).toBeLessThan(model.bytes);
    // The close waited for the fetch to stop; a new start continues from this part.
    const requestsAfterClose = fakeHub.requests.length;

    fakeHub.behaviour.bytesPerSecond = undefined;
    const second = await serverFor(fakeHub, cache);
    expect(await settledLocalState(second)).toBe('ready');
    expect(existsSync(part)).toBe(false);
    const resumed = fakeHub.requests.slice(requestsAfterClose);
    expect(resumed.map((request) => request.range)).toEqual([
      `bytes=${onDisk}-`,
      `bytes=${onDisk}-`,
    ]);
    expect(sha256(await readFile(storedModel(cache)))).toBe(model.sha256);
  }, 20_000);

  it('closed before the fetch began, asks the hub nothing and keeps nothing', async () => {
    // The close comes while the lifecycle still looks on disk: the transfer starts after it.
    const fakeHub = await hub();
    const cache = freshCache();
    const { localModel } = loadConfig({
      LOCAL_MODEL: fakeHub.reference,
      HF_ENDPOINT: fakeHub.endpoint,
      LOCAL_MODEL_DIR: cache,
    });
    const errors: string[] = [];
    const log = {
      info: () => {},
      warn: () => {},
      error: (_: object, message: string) => errors.push(message),
    };
    const lifecycle = createModelLifecycle(localModel!, { log });
    lifecycle.start();
    await lifecycle.close();
    expect(fakeHub.requests).toEqual([]);
    expect(existsSync(storedModel(cache))).toBe(false);
    expect(errors).toEqual([]);
  });

  it('refuses bytes that fail the checksum and keeps nothing of them', async () => {
    const fakeHub = await hub({ wrongBytes: true });
    const cache = freshCache();
    const server = await serverFor(fakeHub, cache, {});
    expect(await settledLocalState(server)).toBe('failed');
    expect(await failureReason(server)).toMatch(/does not match its checksum/);
    expect(await filesIn(cache)).toEqual([]);
    const refused = await postRecipe(server, INGREDIENTS);
    expect(refused.status).toBe(503);
    expect(await refused.json()).toMatchObject({ error: { code: 'model_download_failed' } });
  });

  it('checks LOCAL_MODEL_SHA256 over the hub when it is set', async () => {
    const fakeHub = await hub();
    const cache = freshCache();
    const server = await serverFor(fakeHub, cache, { LOCAL_MODEL_SHA256: '0'.repeat(64) });
    expect(await settledLocalState(server)).toBe('failed');
    expect(await failureReason(server)).toContain(`expected ${'0'.repeat(64)}`);
    expect(await filesIn(cache)).toEqual([]);
  });

  it('checks the free disk space first, and fetches nothing when the model would not fit', async () => {
    const fakeHub = await hub({ claimedSize: 10 ** 15 });
    const cache = freshCache();
    const server = await serverFor(fakeHub, cache);
    expect(await settledLocalState(server)).toBe('failed');
    expect(await failureReason(server)).toMatch(/^not enough disk space in .* MB free$/);
    expect(await filesIn(cache)).toEqual([]);
  });

  it('fails with the reason when no host can be reached, and keeps serving', async () => {
    const closedPort = await freePort();
    const server = await startServerForThisTest(
      {
        RECIPE_ENDPOINT_URL: '',
        LOCAL_MODEL: 'hf:someone/repo/model.gguf',
        HF_ENDPOINT: `http://127.0.0.1:${closedPort}`,
        LOCAL_MODEL_DIR: freshCache(),
      },
      { local: { retryDelaysMs: [60_000] } },
    );
    expect(await settledLocalState(server)).toBe('failed');
    expect(await failureReason(server)).toMatch(/could not be reached/);
    // Health, public, names neither the internal host nor the owner's folders.
    const answer = JSON.stringify(await health(server));
    expect(answer).not.toContain(`127.0.0.1:${closedPort}`);
    expect(answer).not.toContain(tmpdir());
    const refused = await postRecipe(server, INGREDIENTS);
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual({
      error: {
        code: 'model_download_failed',
        message: RECIPE_ERRORS.model_download_failed.message,
      },
    });
    // The owner is told what to do.
    const advice = server.logs.find((line) => line.includes('could not be made ready'));
    expect(advice).toMatch(/set HF_TOKEN or RECIPE_ENDPOINT_URL/);
    expect(advice).toMatch(/set LOCAL_MODEL to its path/);
  });

  it('tries again later after a 404, and succeeds once the file is there', async () => {
    const fakeHub = await hub({ notFound: true });
    const server = await serverFor(fakeHub, freshCache(), {}, [300]);
    expect(await settledLocalState(server)).toBe('failed');
    // Read from the log: health may already show the retry, 300 ms later.
    expect(loggedReason(server)).toMatch(/not found .*\(404\)/);
    fakeHub.behaviour.notFound = false;
    // The retry (300 ms here) fetches the model, then loads it: seconds on a loaded machine, so
    // the state is awaited as it settles again, not within a fixed time.
    await expect
      .poll(async () => (await health(server)).local.state, { timeout: 30_000 })
      .not.toBe('failed');
    expect(await settledLocalState(server)).toBe('ready');
    expect(fakeHub.requests.filter((request) => request.path.includes('/resolve/'))).toHaveLength(
      2,
    );
  });
});

describe('a model at a path', () => {
  it('loads without any fetch, and fails with the reason when the file is missing', async () => {
    const server = await startServerForThisTest({
      RECIPE_ENDPOINT_URL: '',
      LOCAL_MODEL: join(dir, 'missing.gguf'),
      LOCAL_MODEL_DIR: freshCache(),
    });
    expect(await settledLocalState(server)).toBe('failed');
    expect(await failureReason(server)).toContain('no model file at');
    const answer = await health(server);
    expect(answer.model).toBe('missing.gguf');
    expect(JSON.stringify(answer)).not.toContain(dir);
  });
});

async function filesIn(path: string): Promise<string[]> {
  if (!existsSync(path)) return [];
  const entries = await readdir(path, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}
