/**
 * Hardening round 4: model files whose GGUF header is crafted to exhaust memory. Each is written
 * here; the server must end up `failed` with a clear reason in the log, and keep answering.
 * (Before the header check, each of these ended the process or grew its memory without bound.)
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it, onTestFinished, vi } from 'vitest';
import { healthOf, settledLocalState } from '../support/app-state.js';
import { watchHealth } from '../support/health-watch.js';
import { INGREDIENTS } from '../support/recipe-visitor.js';
import { postRecipe, startTestServer } from '../support/test-server.js';
import { TINY_CHAT_TEMPLATE, writeTinyModel } from '../support/tiny-gguf.js';
import { checkGgufHeader } from '../../src/server/providers/local/gguf-header.js';

// Real model runs: seconds each on a quiet machine, several times that on a busy one.
vi.setConfig({ testTimeout: 30_000 });

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'hostile-gguf-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const u32 = (value: number) => {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32LE(value);
  return buffer;
};
const u64 = (value: bigint) => {
  const buffer = Buffer.alloc(8);
  buffer.writeBigUInt64LE(value);
  return buffer;
};
const text = (value: string) => Buffer.concat([u64(BigInt(value.length)), Buffer.from(value)]);

/** A GGUF v3 header with these counts, then `rest`, padded to 64 KB of zeros. */
function header(tensors: bigint, keys: bigint, rest: Buffer[] = []): Buffer {
  const start = Buffer.concat([Buffer.from('GGUF'), u32(3), u64(tensors), u64(keys), ...rest]);
  return Buffer.concat([start, Buffer.alloc(64 * 1024)]);
}

const ARRAY = 9;
const STRING = 8;
const UINT8 = 0;

it.each([
  ['2^62 tensors', header(2n ** 62n, 0n)],
  ['2^62 metadata keys', header(0n, 2n ** 62n)],
  [
    'an array of 2^40 strings',
    header(0n, 1n, [text('tokenizer.ggml.tokens'), u32(ARRAY), u32(STRING), u64(2n ** 40n)]),
  ],
  [
    'an array of 2^33 bytes',
    header(0n, 1n, [text('tokenizer.ggml.token_type'), u32(ARRAY), u32(UINT8), u64(2n ** 33n)]),
  ],
  ['a key of 2^50 bytes', header(0n, 1n, [u64(2n ** 50n)])],
])('a header with %s ends as failed, and the server keeps answering', async (name, bytes) => {
  const path = join(dir, `${name.replaceAll(/\W+/g, '-')}.gguf`);
  await writeFile(path, bytes);
  const server = await startTestServer({
    RECIPE_ENDPOINT_URL: '',
    LOCAL_MODEL: path,
    LOCAL_THREADS: '1',
  });
  onTestFinished(() => server.close());
  expect(await settledLocalState(server)).toBe('failed');
  expect((await healthOf(server)).local).toMatchObject({ state: 'failed', error: 'load_failed' });
  const line = server.logs.find((entry) => entry.includes('could not be made ready'));
  expect(line).toMatch(/not a sound GGUF header/);
  const refused = await postRecipe(server, INGREDIENTS);
  expect(refused.status).toBe(503);
  expect(await refused.json()).toMatchObject({ error: { code: 'model_download_failed' } });
});

it.each([
  ['loops for 3 million steps', '{% for i in range(3000000) %}{% endfor %}', /chat template/],
  [
    'writes 100 kB',
    `{% for i in range(100000) %}x{% endfor %}${TINY_CHAT_TEMPLATE}`,
    /chat template/,
  ],
])(
  'a chat template that %s ends as failed, while health answers throughout',
  async (_name, chatTemplate, reason) => {
    const model = await writeTinyModel(join(dir, `template-${_name.length}.gguf`), {
      chatTemplate,
    });
    const server = await startTestServer({
      RECIPE_ENDPOINT_URL: '',
      LOCAL_MODEL: model.path,
      LOCAL_THREADS: '1',
    });
    onTestFinished(() => server.close());
    // Each answer must come within the watch's own 10 s bound, and keep coming while it loads.
    const health = watchHealth(server.origin);
    expect(await settledLocalState(server)).toBe('failed');
    expect((await health.stop()).length).toBeGreaterThanOrEqual(3);
    const line = server.logs.find((entry) => entry.includes('could not be made ready'));
    expect(line).toMatch(reason);
    expect((await healthOf(server)).local).toMatchObject({ state: 'failed', error: 'load_failed' });
  },
);

it('reads a sound header to its end: the tiny test model', async () => {
  const model = await writeTinyModel(join(dir, 'tiny.gguf'));
  // token_embd, output_norm, output, and 9 tensors in each of its 2 layers.
  expect(await checkGgufHeader(model.path)).toMatchObject({ version: 3, tensors: 21 });
});
