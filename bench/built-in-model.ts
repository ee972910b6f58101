/**
 * The built-in model on the real-size stand-in (bench/real-size-model.ts): each figure is a pair,
 * node-llama-cpp's own floor on a warm sequence in this process and the same thing through the
 * built server in a child process (2 threads, 2 sequences), never both computing at once.
 *
 * (a) a second recipe's first text; (b) a second change of the same recipe; (c) a change asked
 * after 4 other recipes; (d) writing speed; (e) the server's RSS; (f) 6 visitors at once;
 * (g) Stop during a long revision prompt; (h) a recipe's first text with a list another visitor just
 * asked, against a fresh list, on a warm sequence and on a saved state; (i) the waiting estimate
 * against the real wait after one visitor left 6 long revisions early. Plain figures, no verdicts.
 *
 * (h) compares like with like: each pair is the same work (a 20-item list after the same kind of
 * recipe, no state saved or loaded inside the timed part), one right after the other and in turn
 * first, and each time comes with the prompt tokens the server logged as reused. On two cores
 * shared with other work a single time can stretch tenfold (two llama.cpp threads wait for each
 * other whenever one is descheduled), so the figure is the median of the pairs' ratios, and the
 * token counts say whether the server reused another client's prompt: a time cannot.
 *
 * Alone: `npx tsx bench/built-in-model.ts` (builds nothing: run `npm run build` first).
 * `BENCH_WRITE_TOKENS` (512) bounds the recipes written whole, `BENCH_RUNS` (3) the repeats,
 * `BENCH_CROWD_TOKENS` (64) what each of the 6 visitors reads. Only (h) and (i):
 * `npx tsx bench/built-in-model.ts visitors`, with `BENCH_STAND_IN=small` on the small stand-in,
 * `BENCH_THREADS` (2) the server's threads.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  getLlama,
  LlamaChat,
  resolveChatWrapper,
  type Llama,
  type LlamaContext,
  type LlamaContextSequence,
  type LlamaModel,
  type Token,
} from 'node-llama-cpp';
import {
  buildMessages,
  buildRequestMessages,
  type ChatMessage,
} from '../src/server/prompt/prompt.js';
import { freePort } from '../test/support/free-port.js';
import { toHistory } from '../src/server/providers/local/chat-history.js';
import { waitUntilReady } from './local-model.js';
import { atMost, figuresMarkdown, median, type Figure } from './report.js';
import { benchStandInShape, SMALL_SHAPE, writeRealSizeModel } from './real-size-model.js';
import { startServerUnderTest, type ServerUnderTest } from './server-process.js';

export const THREADS = 2;
export const SEQUENCES = 2;
const TEMPERATURE = 0.7;
/** The server's context per sequence (LOCAL_CONTEXT_TOKENS) and token cap (MAX_TOKENS). */
const CONTEXT_TOKENS = 4096;
const MAX_TOKENS = 512;

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const WRITE_TOKENS = Math.min(MAX_TOKENS, Number(process.env.BENCH_WRITE_TOKENS ?? MAX_TOKENS));
/** Characters (tokens) each of the crowd's visitors reads before it stops. */
const CROWD_TOKENS = Number(process.env.BENCH_CROWD_TOKENS ?? 64);

/** One ingredient list per recipe, so no two prompts are the same. */
const LISTS = [
  ['milk', 'eggs', 'flour'],
  ['rice', 'leeks', 'butter'],
  ['chickpeas', 'spinach', 'garlic'],
  ['potatoes', 'onions', 'cheddar'],
  ['salmon', 'lemon', 'dill'],
  ['lentils', 'carrots', 'cumin'],
  ['pasta', 'tomatoes', 'basil'],
  ['chicken', 'ginger', 'soy sauce'],
  ['oats', 'apples', 'cinnamon'],
  ['beans', 'peppers', 'tortillas'],
  ['tofu', 'broccoli', 'sesame'],
  ['mushrooms', 'cream', 'thyme'],
];
const CHANGES = [
  'Make it vegetarian, please.',
  'Use half the butter.',
  'Make it spicier with chili.',
  'Make it for 6 people.',
  'Bake it instead of frying.',
  'Leave out the garlic.',
];

// ---------------------------------------------------------------------------------------------
// node-llama-cpp's own floor, in this process

export interface OwnModel {
  llama: Llama;
  model: LlamaModel;
  context: LlamaContext;
  sequence: LlamaContextSequence;
  /** The prompt's tokens, as the server builds them (same chat wrapper, same messages). */
  tokensOf(messages: readonly ChatMessage[]): Token[];
  dispose(): Promise<void>;
}

/** One sequence on 2 threads: the floor, with nothing else in the context. */
export async function loadOwnModel(path: string): Promise<OwnModel> {
  const llama = await getLlama({ gpu: false, build: 'never' });
  const model = await llama.loadModel({ modelPath: path });
  const context = await model.createContext({
    contextSize: CONTEXT_TOKENS,
    sequences: 1,
    threads: THREADS,
  });
  const chatWrapper = resolveChatWrapper(model);
  return {
    llama,
    model,
    context,
    sequence: context.getSequence(),
    tokensOf: (messages) =>
      chatWrapper
        .generateContextState({ chatHistory: toHistory(messages) })
        .contextText.tokenize(model.tokenizer),
    async dispose() {
      await context.dispose();
      await model.dispose();
      await llama.dispose();
    },
  };
}

function commonStart(a: readonly Token[], b: readonly Token[]): number {
  let length = 0;
  while (length < a.length && length < b.length && a[length] === b[length]) length += 1;
  return length;
}

export interface Floor {
  /** Tokens evaluated on top of the warm sequence (the first token is sampled after them). */
  newTokens: number;
  /** Median time to evaluate them and sample the first token. */
  ms: number;
  runs: number[];
}

/**
 * The sequence holds `full`'s first `warm` tokens; each run evaluates the rest and samples one
 * token, then erases them again.
 */
export async function ownFloor(own: OwnModel, full: Token[], warm: number): Promise<Floor> {
  const { sequence } = own;
  await sequence.clearHistory();
  await sequence.evaluateWithoutGeneratingNewTokens(full.slice(0, warm));
  const runs: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    for await (const token of sequence.evaluate(full.slice(warm), { temperature: TEMPERATURE })) {
      void token;
      break;
    }
    runs.push(performance.now() - started);
    await sequence.eraseContextTokenRanges([{ start: warm, end: sequence.nextTokenIndex }]);
  }
  return { newTokens: full.length - warm, ms: median(runs), runs };
}

/** (a) floor: a second recipe's prompt on a sequence holding the prompt start all recipes share. */
export async function ownSecondRecipeFloor(own: OwnModel): Promise<Floor> {
  const shared = commonStart(
    own.tokensOf(buildMessages(LISTS[0]!)),
    own.tokensOf(buildMessages(LISTS[1]!)),
  );
  return ownFloor(own, own.tokensOf(buildMessages(LISTS[2]!)), shared);
}

const revision = (ingredients: string[], recipe: string, change: string) =>
  buildRequestMessages({ ingredients, revise: { recipe, change } });

/**
 * (b) and (c) floor: a change of `recipe` on a sequence holding the same recipe and another change
 * of it: only the change and the turn's end are new.
 */
export async function ownChangeFloor(own: OwnModel, recipe: string): Promise<Floor> {
  const full = own.tokensOf(revision(LISTS[1]!, recipe, CHANGES[1]!));
  const other = own.tokensOf(revision(LISTS[1]!, recipe, CHANGES[0]!));
  return ownFloor(own, full, commonStart(full, other));
}

export interface Writing {
  tokens: number;
  /** From the request (or the generation's start) to the first text. */
  firstTextMs: number;
  totalMs: number;
  /** Tokens after the first, per second from the first text to the last. */
  tokensPerSecond: number;
  text: string;
}

/** (d) floor: node-llama-cpp's LlamaChat loop writing a recipe, as the server asks it to. */
export async function ownWriting(own: OwnModel, ingredients: string[]): Promise<Writing> {
  await own.sequence.clearHistory();
  const chat = new LlamaChat({
    contextSequence: own.sequence,
    chatWrapper: resolveChatWrapper(own.model),
    autoDisposeSequence: false,
  });
  const started = performance.now();
  let tokens = 0;
  let first = Number.NaN;
  let last = Number.NaN;
  let text = '';
  try {
    await chat.generateResponse(toHistory(buildMessages(ingredients)), {
      maxTokens: WRITE_TOKENS,
      temperature: TEMPERATURE,
      seed: 1,
      onToken: (generated) => {
        tokens += generated.length;
      },
      onTextChunk: (chunk) => {
        last = performance.now();
        if (text === '') first = last;
        text += chunk;
      },
    });
  } finally {
    chat.dispose({ disposeSequence: false });
  }
  return {
    tokens,
    firstTextMs: first - started,
    totalMs: performance.now() - started,
    tokensPerSecond: (tokens - 1) / ((last - first) / 1000),
    text,
  };
}

// ---------------------------------------------------------------------------------------------
// Through the built server

export interface BuiltServer {
  server: ServerUnderTest;
  metricsUrl: string;
  dispose(): Promise<void>;
}

/**
 * The built server on the model file, 2 threads and 2 sequences, behind one trusted proxy hop.
 * It logs at `info` (a few lines per recipe), for the prompt tokens each stopped recipe reused.
 */
export async function startServerWithModel(
  root: string,
  modelPath: string,
  threads = THREADS,
): Promise<BuiltServer> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-built-in-model-'));
  const metricsPort = await freePort();
  const server = await startServerUnderTest(root, '', [], {
    RECIPE_ENDPOINT_URL: '',
    LOCAL_MODEL: modelPath,
    LOCAL_MODEL_DIR: join(dir, 'models'),
    LOCAL_THREADS: String(threads),
    LOCAL_SEQUENCES: String(SEQUENCES),
    METRICS_PORT: String(metricsPort),
    TRUST_PROXY: '1',
    LOG_LEVEL: 'info',
    // A 3,500-token prompt is read in 45 s at 77 tokens/s, more on a busy machine.
    RECIPE_FIRST_TOKEN_TIMEOUT_MS: '600000',
    RECIPE_TIMEOUT_MS: '1200000',
  });
  try {
    await waitUntilReady(server.origin, 300_000);
  } catch (error) {
    await server.stop();
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    server,
    metricsUrl: `http://127.0.0.1:${metricsPort}/metrics`,
    async dispose() {
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export async function waitingLine(
  metricsUrl: string,
): Promise<{ writing: number; waiting: number }> {
  const text = await (await fetch(metricsUrl)).text();
  const read = (state: string) =>
    Number(
      new RegExp(`^local_waiting_line_length\\{state="${state}"\\} (\\d+)`, 'm').exec(text)?.[1],
    );
  return { writing: read('writing'), waiting: read('waiting') };
}

/** Until no recipe is writing or waiting (the model has noticed every stop): the time it took. */
export async function waitUntilIdle(metricsUrl: string, limitMs = 600_000): Promise<number> {
  const started = performance.now();
  for (;;) {
    const line = await waitingLine(metricsUrl);
    if (line.writing === 0 && line.waiting === 0) return performance.now() - started;
    if (performance.now() - started > limitMs) throw new Error('the server stayed busy');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export interface Streamed {
  status: number;
  /** The refusal's code, or the `error` event's. */
  code?: string;
  queued: number[];
  /** The estimate of each `queued` event, and when the first came. */
  etaSeconds: number[];
  queuedAtMs: number;
  firstTextMs: number;
  lastTextMs: number;
  text: string;
  /** Characters of the first `delta`: one token per character with the byte-level stand-in. */
  firstChars: number;
  end: 'done' | 'error' | 'stopped' | 'refused';
}

export interface StreamOptions {
  /** Stops (aborts the fetch) once this many characters arrived; 1 = after the first text. */
  stopAfter?: number;
  /** Stops at the first `queued` event. */
  stopWhenQueued?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** One recipe through the server, its SSE events parsed as they arrive. */
export async function streamRecipe(
  apiUrl: string,
  body: object,
  options: StreamOptions = {},
): Promise<Streamed> {
  const controller = new AbortController();
  options.signal?.addEventListener('abort', () => controller.abort(), { once: true });
  const started = performance.now();
  const result: Streamed = {
    status: 0,
    queued: [],
    etaSeconds: [],
    queuedAtMs: Number.NaN,
    firstTextMs: Number.NaN,
    lastTextMs: Number.NaN,
    text: '',
    firstChars: 0,
    end: 'stopped',
  };
  let response: Response;
  try {
    response = await fetch(apiUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...options.headers },
      body: JSON.stringify(body),
      signal: controller.signal,
    });
  } catch (error) {
    if (controller.signal.aborted) return result;
    throw error;
  }
  result.status = response.status;
  if (response.status !== 200) {
    const refusal = (await response.json()) as { error?: { code?: string } };
    return { ...result, code: refusal.error?.code, end: 'refused' };
  }
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for await (const chunk of response.body!) {
      buffer += decoder.decode(chunk as Uint8Array, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) !== -1) {
        const message = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(message)?.[1];
        const data = JSON.parse(/^data: (.*)$/m.exec(message)?.[1] ?? 'null') as Record<
          string,
          unknown
        > | null;
        if (event === 'queued') {
          if (result.queued.length === 0) result.queuedAtMs = performance.now() - started;
          result.queued.push(data?.position as number);
          result.etaSeconds.push(data?.etaSeconds as number);
          if (options.stopWhenQueued === true) {
            controller.abort();
            return result;
          }
        } else if (event === 'delta') {
          const now = performance.now() - started;
          if (result.text === '') {
            result.firstTextMs = now;
            result.firstChars = (data?.text as string).length;
          }
          result.lastTextMs = now;
          result.text += data?.text as string;
          if (options.stopAfter !== undefined && result.text.length >= options.stopAfter) {
            controller.abort();
            return result;
          }
        } else if (event === 'done') {
          result.end = 'done';
        } else if (event === 'error') {
          result.end = 'error';
          result.code = data?.code as string;
        }
      }
    }
  } catch (error) {
    if (!controller.signal.aborted) throw error;
  }
  return result;
}

const recipeBody = (ingredients: string[]) => ({ ingredients });
const revisionBody = (ingredients: string[], recipe: string, change: string) => ({
  ingredients,
  revise: { recipe, change },
});

/** A recipe's first text through the server, after the model has noticed the previous stops. */
async function firstText(built: BuiltServer, body: object): Promise<number> {
  await waitUntilIdle(built.metricsUrl);
  const streamed = await streamRecipe(built.server.apiUrl, body, { stopAfter: 1 });
  if (streamed.end !== 'stopped' || Number.isNaN(streamed.firstTextMs)) {
    throw new Error(`no first text: ${streamed.status} ${streamed.end} ${streamed.code ?? ''}`);
  }
  return streamed.firstTextMs;
}

export interface ServerFirstTexts {
  ms: number;
  runs: number[];
}

/** (a) server: after a first recipe, recipes with other ingredient lists, stopped at first text. */
export async function serverSecondRecipe(built: BuiltServer): Promise<ServerFirstTexts> {
  await firstText(built, recipeBody(LISTS[0]!));
  const runs: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    runs.push(await firstText(built, recipeBody(LISTS[2 + run]!)));
  }
  return { ms: median(runs), runs };
}

/** (d) server: a whole recipe (up to BENCH_WRITE_TOKENS) through the server. */
export async function serverWriting(built: BuiltServer, ingredients: string[]): Promise<Writing> {
  await waitUntilIdle(built.metricsUrl);
  const started = performance.now();
  const streamed = await streamRecipe(built.server.apiUrl, recipeBody(ingredients), {
    stopAfter: WRITE_TOKENS < MAX_TOKENS ? WRITE_TOKENS : undefined,
  });
  const tokens = streamed.text.length;
  return {
    tokens,
    firstTextMs: streamed.firstTextMs,
    totalMs: performance.now() - started,
    tokensPerSecond:
      (tokens - streamed.firstChars) / ((streamed.lastTextMs - streamed.firstTextMs) / 1000),
    text: streamed.text,
  };
}

/**
 * (b) server: a first change of `recipe` (stopped at its first text), then other changes of the
 * same recipe, each stopped at its first text.
 */
export async function serverSecondChange(
  built: BuiltServer,
  ingredients: string[],
  recipe: string,
): Promise<ServerFirstTexts & { firstChangeMs: number }> {
  const firstChangeMs = await firstText(built, revisionBody(ingredients, recipe, CHANGES[0]!));
  const runs: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    runs.push(await firstText(built, revisionBody(ingredients, recipe, CHANGES[1 + run]!)));
  }
  return { ms: median(runs), runs, firstChangeMs };
}

/** (c) server: 4 other recipes (stopped at their first text), then a change of `recipe`. */
export async function serverChangeAfterOthers(
  built: BuiltServer,
  ingredients: string[],
  recipe: string,
): Promise<{ ms: number; othersMs: number[] }> {
  const othersMs: number[] = [];
  for (let other = 0; other < 4; other += 1) {
    othersMs.push(await firstText(built, recipeBody(LISTS[6 + other]!)));
  }
  const ms = await firstText(built, revisionBody(ingredients, recipe, CHANGES[5]!));
  return { ms, othersMs };
}

export interface Crowd {
  visitors: number;
  written: number;
  busy: number;
  other: string[];
  /** Each waiting visitor's `queued` positions, in order. */
  queued: number[][];
  /** Every waiting visitor's positions only went down, and reached 1. */
  queuedReachedOne: boolean;
  healthMaxMs: number;
  healthMedianMs: number;
  healthCount: number;
  totalMs: number;
}

/**
 * (f) 6 visitors at once (distinct addresses through the trusted proxy hop), each reading its
 * recipe to `tokens` characters, while api/health is asked every 250 ms.
 */
export async function serverCrowd(
  built: BuiltServer,
  visitors = 6,
  tokens = CROWD_TOKENS,
): Promise<Crowd> {
  await waitUntilIdle(built.metricsUrl);
  const health: number[] = [];
  let polling = true;
  const poller = (async () => {
    while (polling) {
      const started = performance.now();
      await (await fetch(`${built.server.origin}/Recipe-generator/api/health`)).json();
      health.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  const started = performance.now();
  const results = await Promise.all(
    Array.from({ length: visitors }, (_, visitor) =>
      streamRecipe(built.server.apiUrl, recipeBody(LISTS[visitor % LISTS.length]!), {
        stopAfter: tokens,
        headers: { 'x-forwarded-for': `10.0.0.${visitor + 1}` },
      }),
    ),
  );
  const totalMs = performance.now() - started;
  await waitUntilIdle(built.metricsUrl);
  polling = false;
  await poller;
  const queued = results.filter((result) => result.queued.length > 0).map((r) => r.queued);
  return {
    visitors,
    written: results.filter((result) => result.text.length > 0).length,
    busy: results.filter((result) => result.code === 'busy').length,
    other: results
      .filter((result) => result.text.length === 0 && result.code !== 'busy')
      .map((result) => `${result.status} ${result.end} ${result.code ?? ''}`),
    queued,
    queuedReachedOne: queued.every(
      (positions) =>
        positions.at(-1) === 1 && positions.every((p, i) => i === 0 || p < positions[i - 1]!),
    ),
    healthMaxMs: Math.max(...health),
    healthMedianMs: median(health),
    healthCount: health.length,
    totalMs,
  };
}

export interface StopDuringPrompt {
  promptTokens: number;
  /** Tokens of that prompt already held by a sequence (the shared start): the rest is read. */
  sharedTokens: number;
  /**
   * From the fetch's abort, 1 s into reading the prompt, until the server's waiting line shows no
   * recipe writing: the sequence is free for the next recipe.
   */
  freeAfterStopMs: number;
}

/** A recipe of plain ASCII lines, about `characters` long (one token per character here). */
function longRecipe(characters: number): string {
  const lines = ['# A long stew', '', '## Steps'];
  for (let step = 1; lines.join('\n').length < characters; step += 1) {
    lines.push(
      `${step}. Stir the pot slowly and add a little water, then taste and season it well.`,
    );
  }
  return lines.join('\n').slice(0, characters);
}

/**
 * (g) Stop 1 s into a revision whose prompt is nearly a sequence's whole room (about 3,500 tokens
 * with the byte-level vocabulary: context 4,096 less the 512-token answer): how long the server's
 * sequence stays busy after the stop, and the next recipe's first text.
 */
export async function serverStopDuringPrompt(
  built: BuiltServer,
  own: OwnModel,
): Promise<StopDuringPrompt> {
  const room = CONTEXT_TOKENS - MAX_TOKENS;
  let characters = 3000;
  let messages = revision(LISTS[11]!, longRecipe(characters), CHANGES[0]!);
  // The server refuses a prompt over its room: the longest recipe that fits, less a little.
  characters += room - 16 - own.tokensOf(messages).length;
  const recipe = longRecipe(characters);
  messages = revision(LISTS[11]!, recipe, CHANGES[0]!);
  const promptTokens = own.tokensOf(messages).length;

  const shared = commonStart(own.tokensOf(messages), own.tokensOf(buildMessages(LISTS[0]!)));

  await waitUntilIdle(built.metricsUrl);
  const stop = new AbortController();
  const streaming = streamRecipe(
    built.server.apiUrl,
    revisionBody(LISTS[11]!, recipe, CHANGES[0]!),
    { signal: stop.signal },
  );
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const line = await waitingLine(built.metricsUrl);
  if (line.writing !== 1) throw new Error(`expected one recipe writing, saw ${line.writing}`);
  stop.abort();
  const freeAfterStopMs = await waitUntilIdle(built.metricsUrl);
  const streamed = await streaming;
  if (streamed.text !== '') throw new Error('the long revision wrote before it was stopped');
  return { promptTokens, sharedTokens: shared, freeAfterStopMs };
}

/**
 * 20 ingredients, a shuffle of its own for each `index` (a fixed pseudo-random one): no two lists
 * of a run are the same, and few start alike.
 */
function longList(index: number): string[] {
  const pool = [...new Set(LISTS.flat())];
  let seed = index * 2_654_435_761;
  for (let at = pool.length - 1; at > 0; at -= 1) {
    seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0;
    const other = seed % (at + 1);
    [pool[at], pool[other]] = [pool[other]!, pool[at]!];
  }
  return pool.slice(0, 20);
}

/** A recipe stopped at its first text: how long that took, and its prompt as the server read it. */
export interface FirstText {
  ms: number;
  promptTokens: number;
  /** Tokens of the prompt the server did not evaluate again (a sequence's or a saved state's). */
  reusedTokens: number;
  /** Tokens of them loaded from a saved state, 0 when none was. */
  restoredTokens: number;
  /** Tokens written by the time the stop reached the model (the first text's and any after). */
  outputTokens: number;
  /** CPU time the server used for it, from the request until it was idle again (state saved). */
  cpuMs: number;
}

/** The server's log lines with this message, parsed. */
function logLines(built: BuiltServer, message: string): Record<string, number>[] {
  return built.server
    .output()
    .split('\n')
    .filter((line) => line.includes(`"msg":"${message}"`))
    .map((line) => JSON.parse(line) as Record<string, number>);
}

const STOPPED = 'local model stopped writing';
const RESTORED = 'local model state restored';

/**
 * A first text as one client (its own address through the trusted proxy hop), with the counts the
 * server logged for it (before its sequence is given back, so before it is idle again).
 */
async function firstTextAs(built: BuiltServer, client: string, body: object): Promise<FirstText> {
  await waitUntilIdle(built.metricsUrl);
  const stoppedBefore = logLines(built, STOPPED).length;
  const restoredBefore = logLines(built, RESTORED).length;
  const cpuBefore = await built.server.cpuSeconds();
  const streamed = await streamRecipe(built.server.apiUrl, body, {
    stopAfter: 1,
    headers: { 'x-forwarded-for': client },
  });
  if (Number.isNaN(streamed.firstTextMs)) {
    throw new Error(`no first text: ${streamed.status} ${streamed.end} ${streamed.code ?? ''}`);
  }
  await waitUntilIdle(built.metricsUrl);
  const cpuMs = ((await built.server.cpuSeconds()) - cpuBefore) * 1000;
  const stopped = logLines(built, STOPPED).slice(stoppedBefore);
  if (stopped.length !== 1) throw new Error(`${stopped.length} recipes logged their stop, not 1`);
  const restored = logLines(built, RESTORED).slice(restoredBefore);
  return {
    ms: streamed.firstTextMs,
    promptTokens: stopped[0]!.promptTokens!,
    reusedTokens: stopped[0]!.reusedTokens!,
    outputTokens: stopped[0]!.outputTokens!,
    restoredTokens: restored[0]?.restoredTokens ?? 0,
    cpuMs,
  };
}

/** The median first text of a case and its median CPU time, and each of its recipes. */
export interface ReuseCase {
  ms: number;
  cpuMs: number;
  runs: FirstText[];
}

function reuseCase(runs: FirstText[]): ReuseCase {
  return {
    ms: median(runs.map((run) => run.ms)),
    cpuMs: median(runs.map((run) => run.cpuMs)),
    runs,
  };
}

/** Another visitor's list against a fresh one: each pair's ratio, and their median (`ratio`). */
export interface ReusePairs {
  otherList: ReuseCase;
  freshList: ReuseCase;
  ratios: number[];
  ratio: number;
  /** The cases' median CPU times, other / fresh: the work, which load stretches less. */
  cpuRatio: number;
}

export interface ReuseAcrossVisitors {
  runs: number;
  warm: ReusePairs;
  saved: ReusePairs & { ownAgain: ReuseCase };
}

function reusePairs(other: FirstText[], fresh: FirstText[]): ReusePairs {
  const ratios = other.map((pair, run) => pair.ms / fresh[run]!.ms);
  const [otherList, freshList] = [reuseCase(other), reuseCase(fresh)];
  const cpuRatio = otherList.cpuMs / freshList.cpuMs;
  return { otherList, freshList, ratios, ratio: median(ratios), cpuRatio };
}

/** Both, one right after the other: on odd runs the second first, so a drift of load falls on both. */
async function inTurn<T>(run: number, first: () => Promise<T>, second: () => Promise<T>) {
  if (run % 2 === 0) return [await first(), await second()] as const;
  const secondResult = await second();
  return [await first(), secondResult] as const;
}

/** Visitor A, asking again and again; every other recipe is a client of its own. */
const VISITOR_A = '10.1.0.1';

/**
 * (h) Pairs of the same work: a 20-item list visitor A asked, asked by a new client B, against a
 * fresh list asked by another new client. Both evaluate the same number of tokens when the
 * server keeps each client's prompt to itself: the counts it logged are kept with each time.
 * Warm: each case right after A asked (A's list; a list of A's own, then the fresh one), so the
 * sequences are alike. Saved: after A asked and 4 other recipes took both sequences, B and the
 * fresh list back to back; then A again, which loads its saved state.
 */
export async function serverReuseAcrossVisitors(built: BuiltServer): Promise<ReuseAcrossVisitors> {
  const warm = { other: [] as FirstText[], fresh: [] as FirstText[] };
  const saved = { other: [] as FirstText[], fresh: [] as FirstText[], own: [] as FirstText[] };
  let lists = 0;
  const fresh = () => ({ ingredients: longList((lists += 1)) });
  let clients = 0;
  const newClient = () => `10.2.${Math.floor(clients / 250)}.${(clients++ % 250) + 1}`;
  const afterA = async (aAsks: object, body: object) => {
    await firstTextAs(built, VISITOR_A, aAsks);
    return firstTextAs(built, newClient(), body);
  };
  for (let run = 0; run < RUNS; run += 1) {
    const asked = fresh();
    const [other, freshList] = await inTurn(
      run,
      () => afterA(asked, asked),
      () => afterA(fresh(), fresh()),
    );
    warm.other.push(other);
    warm.fresh.push(freshList);

    const again = fresh();
    await firstTextAs(built, VISITOR_A, again);
    for (let others = 0; others < 4; others += 1) await firstTextAs(built, newClient(), fresh());
    const [savedOther, savedFresh] = await inTurn(
      run,
      () => firstTextAs(built, newClient(), again),
      () => firstTextAs(built, newClient(), fresh()),
    );
    saved.other.push(savedOther);
    saved.fresh.push(savedFresh);
    saved.own.push(await firstTextAs(built, VISITOR_A, again));
  }
  return {
    runs: RUNS,
    warm: reusePairs(warm.other, warm.fresh),
    saved: { ...reusePairs(saved.other, saved.fresh), ownAgain: reuseCase(saved.own) },
  };
}

export interface EstimateAfterLeftRevisions {
  /** Place 1's estimate before the 6 revisions (the same speed figure sets the time limit). */
  etaBeforeSeconds: number;
  etaSeconds: number;
  realWaitMs: number;
}

/**
 * Two recipes of other clients writing and a third waiting at place 1: its estimate, and with
 * `toEnd` how long it really waited (the two written whole, the third to its first text); without,
 * all three stop once it is told its estimate, so nothing is measured into the speed figure.
 */
async function estimateAtPlaceOne(
  built: BuiltServer,
  toEnd: boolean,
): Promise<{ etaSeconds: number; realWaitMs: number }> {
  await waitUntilIdle(built.metricsUrl);
  const stop = new AbortController();
  const writers = Promise.all(
    [1, 2].map((writer) =>
      streamRecipe(built.server.apiUrl, recipeBody(LISTS[writer]!), {
        headers: { 'x-forwarded-for': `10.9.0.${writer}` },
        signal: stop.signal,
      }),
    ),
  );
  // A writer failing before it is awaited below fails there, where the caller reports it (not
  // as an unhandled rejection that ends the process before the server's output is shown).
  writers.catch(() => {});
  while ((await waitingLine(built.metricsUrl)).writing < 2) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const waiting = await streamRecipe(built.server.apiUrl, recipeBody(LISTS[3]!), {
    stopAfter: 1,
    stopWhenQueued: !toEnd,
    headers: { 'x-forwarded-for': '10.9.0.3' },
  });
  if (!toEnd) stop.abort();
  await writers;
  await waitUntilIdle(built.metricsUrl);
  if (waiting.queued[0] !== 1) throw new Error(`queued at ${waiting.queued[0]}, not 1`);
  return {
    etaSeconds: waiting.etaSeconds[0]!,
    realWaitMs: toEnd ? waiting.firstTextMs - waiting.queuedAtMs : Number.NaN,
  };
}

/**
 * (i) Place 1's estimate; then one visitor sends 6 long revisions and leaves each after 20 pieces
 * of text; then two recipes write and a third waits at place 1: its estimate against the one
 * before and against how long it really waited.
 */
export async function serverEstimateAfterLeftRevisions(
  built: BuiltServer,
): Promise<EstimateAfterLeftRevisions> {
  const before = await estimateAtPlaceOne(built, false);
  const recipe = longRecipe(2500);
  for (let revision = 0; revision < 6; revision += 1) {
    await waitUntilIdle(built.metricsUrl);
    await streamRecipe(built.server.apiUrl, revisionBody(LISTS[revision]!, recipe, CHANGES[0]!), {
      stopAfter: 20,
      headers: { 'x-forwarded-for': '10.8.0.1' },
    });
  }
  const after = await estimateAtPlaceOne(built, true);
  return { etaBeforeSeconds: before.etaSeconds, ...after };
}

// ---------------------------------------------------------------------------------------------
// All of it

export interface BuiltInModelResult {
  model: { path: string; bytes: number; writeMs: number };
  secondRecipe: { floor: Floor; server: ServerFirstTexts; ratio: number };
  secondChange: {
    floor: Floor;
    server: ServerFirstTexts & { firstChangeMs: number };
    ratio: number;
  };
  changeAfterOthers: { floor: Floor; server: { ms: number; othersMs: number[] }; ratio: number };
  /** `ratio`: the median of the pairs' ratios (own and server writing, one after the other). */
  writing: { own: Writing; server: Writing; ratio: number; ratios: number[] };
  rss: { bytes: number; peakBytes: number; llamaCppServerBytes: number };
  crowd: Crowd;
  stop: StopDuringPrompt;
  reuse: ReuseAcrossVisitors;
  estimate: EstimateAfterLeftRevisions;
  partsMs: Record<string, number>;
}

const withoutText = (writing: Writing) => ({ ...writing, text: `${writing.text.length} chars` });

export async function measureBuiltInModel(
  root: string,
  log: (line: string) => void = () => {},
): Promise<BuiltInModelResult> {
  const partsMs: Record<string, number> = {};
  const part = async <T>(name: string, run: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const value = await run();
    const took = performance.now() - started;
    partsMs[name] = took;
    log(`${name}: ${(took / 1000).toFixed(1)} s`);
    return value;
  };
  const model = await part('model file', writeRealSizeModel);
  const own = await part('own model load', () => loadOwnModel(model.path));
  let built: BuiltServer | undefined;
  try {
    const ownWrite = await part('(d) own writing', () => ownWriting(own, LISTS[1]!));
    const secondRecipeFloor = await part('(a) floor', () => ownSecondRecipeFloor(own));
    const changeFloor = await part('(b)(c) floor', () => ownChangeFloor(own, ownWrite.text));
    await own.sequence.clearHistory();
    built = await part('server start', () => startServerWithModel(root, model.path));
    const b = built;
    const secondRecipe = await part('(a) server', () => serverSecondRecipe(b));
    const serverWrite = await part('(d) server writing', () => serverWriting(b, LISTS[1]!));
    const secondChange = await part('(b) server', () =>
      serverSecondChange(b, LISTS[1]!, serverWrite.text),
    );
    const afterOthers = await part('(c) server', () =>
      serverChangeAfterOthers(b, LISTS[1]!, serverWrite.text),
    );
    // More writing pairs, each the own loop then the server, so a drift of the machine's speed
    // falls on both alike: the ratio is the median of the pairs'.
    const ratios = [serverWrite.tokensPerSecond / ownWrite.tokensPerSecond];
    for (let run = 2; run <= RUNS; run += 1) {
      const ownAgain = await part(`(d) own writing ${run}`, () => ownWriting(own, LISTS[1]!));
      const serverAgain = await part(`(d) server writing ${run}`, () =>
        serverWriting(b, LISTS[1]!),
      );
      ratios.push(serverAgain.tokensPerSecond / ownAgain.tokensPerSecond);
    }
    const rss = { bytes: await b.server.rssBytes(), peakBytes: await b.server.peakRssBytes() };
    const crowd = await part('(f) crowd', () => serverCrowd(b));
    const stop = await part('(g) stop', () => serverStopDuringPrompt(b, own));
    const { reuse, estimate } = await visitorParts(b, part);
    return {
      model: { ...model, writeMs: partsMs['model file']! },
      secondRecipe: {
        floor: secondRecipeFloor,
        server: secondRecipe,
        ratio: secondRecipe.ms / secondRecipeFloor.ms,
      },
      secondChange: {
        floor: changeFloor,
        server: secondChange,
        ratio: secondChange.ms / changeFloor.ms,
      },
      changeAfterOthers: {
        floor: changeFloor,
        server: afterOthers,
        ratio: afterOthers.ms / changeFloor.ms,
      },
      writing: {
        own: withoutText(ownWrite),
        server: withoutText(serverWrite),
        ratio: median(ratios),
        ratios,
      },
      rss: { ...rss, llamaCppServerBytes: 1.86e9 },
      crowd,
      stop,
      reuse,
      estimate,
      partsMs,
    };
  } finally {
    await built?.dispose();
    await own.dispose();
  }
}

/** (h) and (i), also run alone: `npx tsx bench/built-in-model.ts visitors`. */
async function visitorParts(
  built: BuiltServer,
  part: <T>(name: string, run: () => Promise<T>) => Promise<T>,
): Promise<{ reuse: ReuseAcrossVisitors; estimate: EstimateAfterLeftRevisions }> {
  const reuse = await part('(h) reuse across visitors', () => serverReuseAcrossVisitors(built));
  const estimate = await part('(i) estimate', () => serverEstimateAfterLeftRevisions(built));
  return { reuse, estimate };
}

const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const perSecond = (rate: number) => `${rate.toFixed(1)} tokens/s`;

/** The figures as lines: `what  server  floor  ratio`. */
export function describeBuiltInModel(result: BuiltInModelResult): string[] {
  const { secondRecipe: a, secondChange: b, changeAfterOthers: c, writing: d, crowd: f } = result;
  return [
    `model file: ${(result.model.bytes / 1e9).toFixed(3)} GB, ready in ${s(result.model.writeMs)}`,
    `(a) second recipe's first text: server ${s(a.server.ms)} [${a.server.runs.map(s).join(', ')}], ` +
      `floor ${s(a.floor.ms)} (${a.floor.newTokens} new tokens + first token), ratio ${a.ratio.toFixed(2)}`,
    `(b) second change's first text: server ${s(b.server.ms)} [${b.server.runs.map(s).join(', ')}] ` +
      `(first change ${s(b.server.firstChangeMs)}), floor ${s(b.floor.ms)} ` +
      `(${b.floor.newTokens} new tokens + first token), ratio ${b.ratio.toFixed(2)}`,
    `(c) change after 4 other recipes: server ${s(c.server.ms)} ` +
      `(the 4 others' first texts ${c.server.othersMs.map(s).join(', ')}), floor ${s(c.floor.ms)}, ` +
      `ratio ${c.ratio.toFixed(2)}`,
    `(d) writing: server ${perSecond(d.server.tokensPerSecond)} (${d.server.tokens} tokens, ` +
      `first text ${s(d.server.firstTextMs)}, all ${s(d.server.totalMs)}), node-llama-cpp's LlamaChat ` +
      `${perSecond(d.own.tokensPerSecond)} (${d.own.tokens} tokens, first text ${s(d.own.firstTextMs)}, ` +
      `all ${s(d.own.totalMs)}); ratio per pair ${d.ratios.map((r) => r.toFixed(3)).join(', ')}, median ${d.ratio.toFixed(2)}`,
    `(e) server RSS with the model loaded: ${(result.rss.bytes / 1e9).toFixed(2)} GB ` +
      `(peak ${(result.rss.peakBytes / 1e9).toFixed(2)} GB; llama.cpp's server: 1.86 GB)`,
    `(f) ${f.visitors} visitors at once: ${f.written} written, ${f.busy} busy` +
      (f.other.length > 0 ? `, others: ${f.other.join('; ')}` : '') +
      `; queued positions ${JSON.stringify(f.queued)} (down to 1: ${f.queuedReachedOne}); ` +
      `api/health max ${f.healthMaxMs.toFixed(0)} ms, median ${f.healthMedianMs.toFixed(0)} ms ` +
      `(${f.healthCount} asked); all in ${s(f.totalMs)}`,
    `(g) Stop 1 s into a ${result.stop.promptTokens}-token revision prompt ` +
      `(${result.stop.sharedTokens} held already): sequence free ${s(result.stop.freeAfterStopMs)} after the stop`,
    ...describeVisitorParts(result),
    `parts: ${Object.entries(result.partsMs)
      .map(([name, ms]) => `${name} ${s(ms)}`)
      .join(', ')}`,
  ];
}

/**
 * A case's median and each run's `ms reused/prompt +output tokens` (`(n restored)` from a saved
 * state).
 */
const describeCase = ({ ms, runs }: ReuseCase) =>
  `${s(ms)} [${runs
    .map(
      (run) =>
        `${s(run.ms)} ${run.reusedTokens}/${run.promptTokens} +${run.outputTokens}` +
        (run.restoredTokens > 0 ? ` (${run.restoredTokens} restored)` : ''),
    )
    .join(', ')}]`;

const describePairs = (pairs: ReusePairs) =>
  `${describeCase(pairs.otherList)} against ${describeCase(pairs.freshList)}, ratio per pair ` +
  `${pairs.ratios.map((ratio) => ratio.toFixed(2)).join(', ')}, median ${pairs.ratio.toFixed(2)}; ` +
  `server CPU ${s(pairs.otherList.cpuMs)} against ${s(pairs.freshList.cpuMs)} ` +
  `(ratio ${pairs.cpuRatio.toFixed(2)})`;

function describeVisitorParts({
  reuse,
  estimate,
}: Pick<BuiltInModelResult, 'reuse' | 'estimate'>): string[] {
  const { warm, saved } = reuse;
  return [
    `(h) first text with another visitor's 20-item list against a fresh list, ${reuse.runs} runs ` +
      `[each: time, reused/prompt +written tokens]: warm ${describePairs(warm)}; saved ` +
      `${describePairs(saved)}; the visitor's own list again ${describeCase(saved.ownAgain)}`,
    `(i) after 6 long revisions left at 20 pieces: place 1 told ${estimate.etaSeconds} s ` +
      `(before them ${estimate.etaBeforeSeconds} s), waited ${s(estimate.realWaitMs)} ` +
      `(estimate / wait ${((estimate.etaSeconds * 1000) / estimate.realWaitMs).toFixed(2)})`,
  ];
}

/** (h) and (i) as rows of the bench's table; `about` names the model and the runs. */
export function visitorFigures(
  about: string,
  reuse: ReuseAcrossVisitors,
  estimate: EstimateAfterLeftRevisions,
): Figure[] {
  const reuseFigure = (state: string, ratio: number): Figure => ({
    name: `built-in model: another visitor's 20-item list against a fresh one, first text on a ${state} (${about})`,
    measured: `${ratio.toFixed(2)}x`,
    target: '>= 0.7x',
    ok: ratio >= 0.7,
  });
  const overWait = (estimate.etaSeconds * 1000) / estimate.realWaitMs;
  return [
    reuseFigure('warm sequence', reuse.warm.ratio),
    reuseFigure('saved state', reuse.saved.ratio),
    {
      name: `built-in model: place 1's estimate against its wait, after 6 revisions left early (${about})`,
      measured: `${overWait.toFixed(2)}x`,
      ...atMost(3, 'x', overWait),
    },
    {
      name: `built-in model: place 1's estimate before and after 6 revisions left early (${about})`,
      measured: `${estimate.etaBeforeSeconds} s, ${estimate.etaSeconds} s`,
      target: 'not longer after',
      ok: estimate.etaSeconds <= estimate.etaBeforeSeconds,
    },
  ];
}

/**
 * Only (h) and (i), on the built server: the model file and the server, nothing else.
 * `BENCH_STAND_IN=small` runs them on the small stand-in of the same family (about 10 minutes on
 * two busy cores, where the real-size one takes hours), `BENCH_MODEL` on another GGUF.
 */
async function measureVisitorParts(root: string): Promise<void> {
  const modelPath = process.env.BENCH_MODEL ?? (await writeRealSizeModel(benchStandInShape())).path;
  const threads = Number(process.env.BENCH_THREADS ?? THREADS);
  console.log(`model: ${modelPath}, ${RUNS} runs, ${threads} threads`);
  const built = await startServerWithModel(root, modelPath, threads);
  try {
    const reuse = await serverReuseAcrossVisitors(built);
    // Each figure as soon as it is measured: (i) alone takes long.
    console.log(
      describeVisitorParts({
        reuse,
        estimate: { etaBeforeSeconds: NaN, etaSeconds: NaN, realWaitMs: NaN },
      })[0],
    );
    if (process.env.BENCH_SKIP_ESTIMATE === '1') return;
    // One whole recipe first: the writing speed behind the estimates is measured.
    await serverWriting(built, LISTS[1]!);
    const estimate = await serverEstimateAfterLeftRevisions(built);
    console.log(describeVisitorParts({ reuse, estimate })[1]);
    const model =
      process.env.BENCH_MODEL ??
      (benchStandInShape() === SMALL_SHAPE ? 'small stand-in' : 'real-size stand-in');
    const about = `${model}, ${threads} thread${threads === 1 ? '' : 's'}, ${RUNS} runs`;
    console.log(figuresMarkdown(visitorFigures(about, reuse, estimate), 'visitors'));
  } catch (error) {
    // The server's last words say whether it failed, not the bench.
    console.error(built.server.output().split('\n').slice(-40).join('\n'));
    throw error;
  } finally {
    await built.dispose();
  }
}

if (import.meta.url === `file://${process.argv[1]}` && process.argv[2] === 'visitors') {
  const root = resolve(import.meta.dirname, '..');
  await measureVisitorParts(root);
} else if (import.meta.url === `file://${process.argv[1]}`) {
  const root = resolve(import.meta.dirname, '..');
  const result = await measureBuiltInModel(root, (line) => console.log(line));
  console.log(JSON.stringify(result, null, 2));
  console.log(describeBuiltInModel(result).join('\n'));
}
