/**
 * The bounds docs/security.md gives for a model file's header, at their edges: a tensor of 4
 * dimensions is read and one of 5 refused, a metadata string of 1 MB is read and one of a byte
 * more refused. Headers written here with the test model's writer; the numbers written out.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkGgufHeader } from '../../src/server/providers/local/gguf-header.js';
import { GGML_TYPE, ggufHeader, type GgufValue } from '../support/tiny-gguf.js';

const MB = 1024 * 1024;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'model-file-bounds-'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Checks a header with one key/value and one F32 tensor of `dims`, its data after it. */
async function check(name: GgufValue, dims: number[]): Promise<string> {
  const bytes = dims.reduce((product, dim) => product * dim, 4);
  const header = ggufHeader(
    [['general.name', name]],
    [{ name: 'w', dims, type: GGML_TYPE.F32, bytes }],
  );
  const path = join(dir, `${dims.length}-${name.type}.gguf`);
  await writeFile(path, Buffer.concat([header, Buffer.alloc(bytes)]));
  try {
    await checkGgufHeader(path);
    return 'read';
  } catch (error) {
    return (error as Error).message;
  }
}

const REFUSED = "the model file's header is not a sound GGUF header: ";

describe('a model file header, at its documented bounds', () => {
  it('reads a tensor of 4 dimensions and refuses one of 5', async () => {
    const name: GgufValue = { type: 'string', value: 'tiny' };
    expect(await check(name, [2, 2, 2, 2])).toBe('read');
    expect(await check(name, [2, 2, 2, 2, 2])).toBe(`${REFUSED}a tensor of 5 dimensions`);
  });

  it('reads a string of 1 MB and refuses one of 1 MB and a byte', async () => {
    expect(await check({ type: 'string', value: 'n'.repeat(MB) }, [2])).toBe('read');
    expect(await check({ type: 'string', value: 'n'.repeat(MB + 1) }, [2])).toBe(
      `${REFUSED}a string of ${MB + 1} bytes`,
    );
  });
});
