/** node-llama-cpp's own floor, in this process: what the server's figures are set against. */
import {
  createPromptTokens,
  type PromptTokens,
} from '../../src/server/providers/local/prompt-tokens.js';
import { sharedStart } from '../../src/server/providers/local/saved-states.js';
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
} from '../../src/server/prompt/prompt.js';
import { toHistory } from '../../src/server/providers/local/chat-history.js';
import { median } from '../report.js';
import {
  CHANGES,
  LOCAL_CONTEXT_TOKENS,
  LISTS,
  RUNS,
  TEMPERATURE,
  THREADS,
  WRITE_TOKENS,
} from './inputs.js';

export interface OwnModel {
  llama: Llama;
  model: LlamaModel;
  context: LlamaContext;
  sequence: LlamaContextSequence;
  /** The prompt's tokens and the start every recipe shares, by the server's own code. */
  prompts: PromptTokens;
  tokensOf(messages: readonly ChatMessage[]): Token[];
  dispose(): Promise<void>;
}

/** One sequence on 2 threads: the floor, with nothing else in the context. */
export async function loadOwnModel(path: string): Promise<OwnModel> {
  const llama = await getLlama({ gpu: false, build: 'never' });
  const model = await llama.loadModel({ modelPath: path });
  const context = await model.createContext({
    contextSize: LOCAL_CONTEXT_TOKENS,
    sequences: 1,
    threads: THREADS,
  });
  const prompts = createPromptTokens(resolveChatWrapper(model), model);
  return {
    llama,
    model,
    context,
    sequence: context.getSequence(),
    prompts,
    tokensOf: prompts.tokensOf,
    async dispose() {
      await context.dispose();
      await model.dispose();
      await llama.dispose();
    },
  };
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
  const shared = own.prompts.everyRecipeStart().length;
  return ownFloor(own, own.tokensOf(buildMessages(LISTS[2]!)), shared);
}

export const revision = (ingredients: string[], recipe: string, change: string) =>
  buildRequestMessages({ ingredients, revise: { recipe, change } });

/**
 * (b) and (c) floor: a change of `recipe` on a sequence holding the same recipe and another change
 * of it: only the change and the turn's end are new.
 */
export async function ownChangeFloor(own: OwnModel, recipe: string): Promise<Floor> {
  const full = own.tokensOf(revision(LISTS[1]!, recipe, CHANGES[1]!));
  const other = own.tokensOf(revision(LISTS[1]!, recipe, CHANGES[0]!));
  return ownFloor(own, full, sharedStart(full, other));
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
