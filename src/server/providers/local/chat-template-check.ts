/**
 * A model file's chat template is a program (Jinja) that node-llama-cpp runs on the server's own
 * thread, at load and for every recipe. Before it does, the template is run once in a worker, on
 * the largest prompt the server accepts, with a time and a memory bound: a template that loops for
 * millions of steps, grows without bound or writes far more than it is given ends the load as
 * `failed` instead of holding the page and health, or ending the process.
 */
import { createHash } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import { MAX_AVOID } from '../../../recipe/avoid-rules.js';
import { MAX_INGREDIENT_LENGTH, MAX_INGREDIENTS } from '../../../recipe/ingredient-rules.js';
import { DIETS, MAX_SERVINGS } from '../../../recipe/recipe-request.js';
import { MAX_RECIPE_LENGTH } from '../../../recipe/recipe-length.js';
import { MAX_CHANGE_LENGTH } from '../../../recipe/revision-rules.js';
import { buildRequestMessages } from '../../prompt/prompt.js';
import { toHistory } from './chat-history.js';

export const TEMPLATE_TIME_LIMIT_MS = 3000;
export const TEMPLATE_HEAP_LIMIT_MB = 128;
/** What a template may add to the messages it is given: real ones add well under 1 kB. */
export const TEMPLATE_OVERHEAD_LIMIT_CHARS = 16 * 1024;

export class UnsafeChatTemplate extends Error {
  constructor(what: string) {
    super(`the model file's chat template ${what}`);
    this.name = 'UnsafeChatTemplate';
  }
}

/** Runs node-llama-cpp's own Jinja wrapper on the template, as it will at load, off this thread. */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
import(workerData.library)
  .then(({ JinjaTemplateChatWrapper }) => {
    parentPort.postMessage({ loaded: true });
    const wrapper = new JinjaTemplateChatWrapper({ template: workerData.template });
    const { contextText } = wrapper.generateContextState({ chatHistory: workerData.history });
    parentPort.postMessage({ length: contextText.toString().length });
  })
  .catch((error) => parentPort.postMessage({ error: String((error && error.message) || error) }));
`;

/** The largest prompt a visitor can make the server render: every field at its bound. */
function largestPrompt() {
  const entry = (i: number) => `${i}`.padEnd(MAX_INGREDIENT_LENGTH, 'x');
  return buildRequestMessages({
    ingredients: Array.from({ length: MAX_INGREDIENTS }, (_, i) => entry(i)),
    options: {
      servings: MAX_SERVINGS,
      diet: [...DIETS],
      avoid: Array.from({ length: MAX_AVOID }, (_, i) => entry(i + MAX_INGREDIENTS)),
      units: 'metric',
    },
    revise: { recipe: 'r'.repeat(MAX_RECIPE_LENGTH), change: 'c'.repeat(MAX_CHANGE_LENGTH) },
  });
}

export interface TemplateCheck {
  /** How long the worker took, the library's loading included. */
  ms: number;
}

/**
 * Templates that passed in this process, by hash: loading the same model again (a retry after a
 * failed load, each test's server) skips a worker that loads node-llama-cpp afresh, seconds on a
 * busy machine. The check depends on the template alone; a failure is never remembered.
 */
const passed = new Set<string>();
const PASSED_KEPT = 16;

export async function checkChatTemplate(template: string): Promise<TemplateCheck> {
  const key = createHash('sha256').update(template).digest('hex');
  if (passed.has(key)) return { ms: 0 };
  const check = await runChatTemplateCheck(template);
  if (passed.size >= PASSED_KEPT) passed.delete(passed.values().next().value!);
  passed.add(key);
  return check;
}

async function runChatTemplateCheck(template: string): Promise<TemplateCheck> {
  const messages = largestPrompt();
  const given = messages.reduce((sum, message) => sum + message.content.length, 0);
  const began = Date.now();
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: {
      library: import.meta.resolve('node-llama-cpp'),
      template,
      history: toHistory(messages),
    },
    resourceLimits: { maxOldGenerationSizeMb: TEMPLATE_HEAP_LIMIT_MB },
    stdout: true,
    stderr: true,
  });
  type Answer = { loaded?: true; length?: number; error?: string };
  const answer = await new Promise<Answer>((resolve, reject) => {
    // The library's own loading is not the template's doing: the bound counts from after it.
    let timer = setTimeout(
      () => reject(new Error('the chat template check did not start')),
      60_000,
    );
    const settle = () => clearTimeout(timer);
    worker.on('message', (message: Answer) => {
      settle();
      if (message.loaded !== true) return resolve(message);
      timer = setTimeout(() => {
        reject(new UnsafeChatTemplate(`ran for over ${TEMPLATE_TIME_LIMIT_MS / 1000} s`));
      }, TEMPLATE_TIME_LIMIT_MS);
    });
    worker.once('error', (error: Error & { code?: string }) => {
      settle();
      reject(
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? new UnsafeChatTemplate(`needed over ${TEMPLATE_HEAP_LIMIT_MB} MB of memory`)
          : error,
      );
    });
    worker.once('exit', () => {
      settle();
      reject(new UnsafeChatTemplate('stopped before it finished'));
    });
  }).finally(() => worker.terminate());
  // A template the library cannot use is not a danger: it falls back to a general format.
  if (answer.length !== undefined && answer.length > given + TEMPLATE_OVERHEAD_LIMIT_CHARS) {
    throw new UnsafeChatTemplate(
      `writes ${answer.length} characters for ${given} characters of messages`,
    );
  }
  return { ms: Date.now() - began };
}
