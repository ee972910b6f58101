/**
 * The local model's saved states on a full disk, for real: the system's temporary folder is a
 * 3 MB tmpfs mounted for this file (mounting needs root, as the test machines run), the states are
 * written by node-llama-cpp from a real sequence of the tiny test model (600 tokens, about 317 kB
 * each). A save that fails for want of space leaves no file; saving stops before the disk is full;
 * the folder never holds more files than the states kept; a killed server's folder is swept.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, stat, statfs, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Llama, LlamaContext, LlamaContextSequence, LlamaModel } from 'node-llama-cpp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSavedStates } from '../../src/server/providers/local/saved-states.js';
import { writeTinyModel } from '../support/tiny-gguf.js';

vi.setConfig({ testTimeout: 60_000 });

const DISK_BYTES = 3 * 1024 * 1024;
const BUDGET = { states: 8, bytes: 512 * 1024 * 1024, spareBytes: 64 * 1024 };
const OWNER = 'a-client';

let work: string;
let disk: string;
const systemTmpdir = process.env.TMPDIR;
let llama: Llama;
let model: LlamaModel;
let context: LlamaContext;
let sequence: LlamaContextSequence;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'saved-states-disk-'));
  disk = join(work, 'disk');
  await mkdir(disk);
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${DISK_BYTES}`, 'tmpfs', disk]);
  const { getLlama, LlamaLogLevel } = await import('node-llama-cpp');
  const written = await writeTinyModel(join(work, 'model.gguf'));
  llama = await getLlama({ gpu: false, build: 'never', logLevel: LlamaLogLevel.error });
  model = await llama.loadModel({ modelPath: written.path });
  // One thread, as the server tests run the model: llama.cpp's threads spin, and more of them
  // than free cores slow every evaluation down many times on a loaded machine.
  context = await model.createContext({ contextSize: 1024, sequences: 1, threads: 1 });
  sequence = context.getSequence();
  // The saved states' folder goes where the system's temporary folder is: on the small disk.
  process.env.TMPDIR = disk;
}, 60_000);

afterAll(async () => {
  if (systemTmpdir === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = systemTmpdir;
  await context?.dispose();
  await model?.dispose();
  await llama?.dispose();
  spawnSync('umount', [disk]);
  await rm(work, { recursive: true, force: true });
});

const RECIPE_TOKENS = 600;
const OWN_TOKENS = 20;

/**
 * Puts 600 tokens in the sequence, as a recipe leaves it: a start every recipe shares (read once)
 * and 20 tokens of this recipe's own.
 */
async function holdRecipe(index: number): Promise<void> {
  const shared = RECIPE_TOKENS - OWN_TOKENS;
  if (sequence.nextTokenIndex < shared) {
    await sequence.clearHistory();
    await sequence.evaluateWithoutGeneratingNewTokens(
      model.tokenize('Whisk the milk. '.repeat(60)).slice(0, shared),
    );
  }
  await sequence.eraseContextTokenRanges([{ start: shared, end: sequence.nextTokenIndex }]);
  const own = model.tokenize(`recipe ${index} `.repeat(10)).slice(0, OWN_TOKENS);
  await sequence.evaluateWithoutGeneratingNewTokens(own);
}

/** Every file under a states folder on the small disk, with its size. */
async function stateFiles(): Promise<{ path: string; bytes: number }[]> {
  const files = [];
  for (const folder of await readdir(disk)) {
    if (!folder.startsWith('recipe-generator-states-')) continue;
    for (const name of await readdir(join(disk, folder))) {
      const path = join(disk, folder, name);
      files.push({ path, bytes: (await stat(path)).size });
    }
  }
  return files;
}

const freeOnDisk = async () => {
  const stats = await statfs(disk);
  return stats.bavail * stats.bsize;
};

describe('saved states on a small disk', () => {
  it('leaves no file behind when a save fails for want of space', async () => {
    // Another program has filled the disk but for 100 kB: less than one state.
    await writeFile(join(disk, 'filler'), Buffer.alloc(DISK_BYTES - 100 * 1024 - 16 * 1024));
    const free = await freeOnDisk();
    expect(free).toBeLessThan(200 * 1024);
    // No spare asked of this one: it is tried, and fails on the full disk.
    const states = await createSavedStates({ ...BUDGET, spareBytes: 0 });
    await holdRecipe(0);
    await expect(states.save(sequence, OWNER)).rejects.toThrow();
    expect(await stateFiles()).toEqual([]);
    await states.dispose();
    await rm(join(disk, 'filler'));
  });

  it('stops saving before the disk is full: every file a kept state, none empty', async () => {
    const states = await createSavedStates(BUDGET);
    for (let index = 1; index <= 12; index++) {
      await holdRecipe(index);
      await states.save(sequence, OWNER);
      // Twice a state and the spare stay free after each save.
      expect(await freeOnDisk()).toBeGreaterThan(BUDGET.spareBytes);
    }
    const files = await stateFiles();
    expect(files.length).toBe(states.count());
    expect(files.length).toBeGreaterThan(1);
    expect(files.filter((file) => file.bytes === 0)).toEqual([]);
    await states.dispose();
    expect(await stateFiles()).toEqual([]);
  });

  it("sweeps a killed server's folder at start, never a running one's", async () => {
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    const abandoned = join(disk, `recipe-generator-states-${gone}-abcdef`);
    const running = join(disk, `recipe-generator-states-${process.ppid}-abcdef`);
    for (const folder of [abandoned, running]) {
      await mkdir(folder);
      await writeFile(join(folder, '1.state'), 'state');
    }
    const states = await createSavedStates(BUDGET);
    const left = await readdir(disk);
    expect(left).not.toContain(`recipe-generator-states-${gone}-abcdef`);
    expect(left).toContain(`recipe-generator-states-${process.ppid}-abcdef`);
    await states.dispose();
    await rm(running, { recursive: true });
  });
});
