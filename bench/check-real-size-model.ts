/**
 * Checks the real-size stand-in with node-llama-cpp: its size and parameters, its tokenizer (one
 * token per byte, back to the same text, ChatML specials only when allowed), that it writes
 * printable text from its first token without ending its turn, and its prompt and writing speed
 * on 2 threads (medians of a few runs: other processes may share the CPU).
 * `npx tsx bench/check-real-size-model.ts` (`CHECK_RUNS`, `CHECK_THREADS`, `CHECK_CHAT=0` to skip the
 * chat, which reads a ~480-token prompt first; `BENCH_STAND_IN=small` checks the small stand-in).
 */
import { getLlama, LlamaChat, resolveChatWrapper, type Token } from 'node-llama-cpp';
import { toHistory } from '../src/server/providers/local/chat-history.js';
import { buildMessages } from '../src/server/prompt/prompt.js';
import { INGREDIENTS } from '../test/support/recipe-visitor.js';
import { median } from './report.js';
import {
  benchStandInShape,
  realSizeParameters,
  writeRealSizeModel,
} from './stand-in/real-size-model.js';

/** 2 as llama-bench was run; `CHECK_THREADS=1` shows how much a busy CPU costs 2 threads. */
const THREADS = Number(process.env.CHECK_THREADS ?? 2);
const RUNS = Number(process.env.CHECK_RUNS ?? 3);
const CHAT = process.env.CHECK_CHAT !== '0';
const PROMPT_TOKENS = 256;
const DECODE_TOKENS = 64;

const RECIPE = `# Leek and rice gratin

Serves 2. Ready in 40 minutes.

## Ingredients
- 150 g rice
- 2 leeks, sliced
- 30 g butter

## Steps
1. Heat the oven to 200 C.
2. Soften the leeks in the butter, 10 minutes.
3. Stir in the rice, cover with 400 ml water and bake 25 minutes.
`;

const writeStarted = performance.now();
const shape = benchStandInShape();
const file = await writeRealSizeModel(shape);
console.log(`file: ${file.path}`);
console.log(
  `  ${file.bytes} bytes (${(file.bytes / 1e9).toFixed(3)} GB), ready in ` +
    `${((performance.now() - writeStarted) / 1000).toFixed(1)} s`,
);

const llama = await getLlama({ gpu: false, build: 'never' });
const loadStarted = performance.now();
const model = await llama.loadModel({ modelPath: file.path });
console.log(`loaded in ${((performance.now() - loadStarted) / 1000).toFixed(1)} s`);
console.log(
  `  parameters: ${(model.fileInsights.totalParameters / 1e9).toFixed(3)} B (node-llama-cpp), ` +
    `${(realSizeParameters(shape) / 1e9).toFixed(3)} B (tensors written)`,
);
console.log(`  model.size: ${(model.size / 1e9).toFixed(3)} GB, ${model.typeDescription}`);
console.log(
  `  trainContextSize ${model.trainContextSize}, layers ${model.fileInsights.totalLayers}, ` +
    `embedding ${model.embeddingVectorSize}, vocabulary ${model.fileInfo.metadata.tokenizer.ggml.tokens.length}`,
);
console.log(
  `  bos ${model.tokens.bosString} eos ${model.tokens.eosString} eot ${model.tokens.eotString}`,
);

// The tokenizer.
const tokens = model.tokenize(RECIPE);
const bytes = Buffer.byteLength(RECIPE);
console.log(
  `tokenizer: ${tokens.length} tokens for ${bytes} bytes (one per byte: ${tokens.length === bytes}), ` +
    `back to the same text: ${model.detokenize(tokens) === RECIPE}`,
);
const chatml = '<|im_start|>user\nhi<|im_end|>';
const plain = model.tokenize(chatml);
const special = model.tokenize(chatml, true);
console.log(
  `  ChatML as text: ${plain.length} tokens (${Buffer.byteLength(chatml)} bytes); ` +
    `with specialTokens: ${special.length} tokens, first ${model.detokenize([special[0]!], true)}`,
);

const context = await model.createContext({ contextSize: 4096, sequences: 1, threads: THREADS });
const sequence = context.getSequence();

// Printable text from the first token, no end of turn: one chat, to the token cap.
if (CHAT) {
  const chatWrapper = resolveChatWrapper(model);
  console.log(`chat wrapper: ${chatWrapper.wrapperName}`);
  const history = toHistory(buildMessages(INGREDIENTS.ingredients));
  const chat = new LlamaChat({
    contextSequence: sequence,
    chatWrapper,
    autoDisposeSequence: false,
  });
  const started = performance.now();
  const chunks: { at: number; text: string }[] = [];
  let generated = 0;
  let firstTokenMs = Number.NaN;
  const { metadata } = await chat.generateResponse(history, {
    maxTokens: 96,
    temperature: 0.7,
    seed: 1,
    onToken: (t) => {
      if (generated === 0) firstTokenMs = performance.now() - started;
      generated += t.length;
    },
    onTextChunk: (text) => chunks.push({ at: generated, text }),
  });
  const text = chunks.map((chunk) => chunk.text).join('');
  console.log(
    `  ${generated} tokens, stop: ${metadata.stopReason}, first token ${firstTokenMs.toFixed(0)} ms, ` +
      `first text after token ${chunks[0]?.at ?? 'none'}, printable: ${/^[\x20-\x7e\n]*$/.test(text)}`,
  );
  console.log(`  ${JSON.stringify(text.slice(0, 160))}`);
  chat.dispose({ disposeSequence: false });
}

// Speed on 2 threads: prompt evaluation of 256 tokens, then writing one token at a time.
const promptRates: number[] = [];
const decodeRates: number[] = [];
const promptTokens = model.tokenize(RECIPE.repeat(2)).slice(0, PROMPT_TOKENS);
for (let run = 0; run < RUNS; run += 1) {
  await sequence.clearHistory();
  let started = performance.now();
  await sequence.evaluateWithoutGeneratingNewTokens(promptTokens);
  promptRates.push(PROMPT_TOKENS / ((performance.now() - started) / 1000));

  let count = 0;
  const iterator = sequence.evaluate([promptTokens.at(-1)!] as Token[], { temperature: 0.7 });
  started = performance.now();
  for await (const token of iterator) {
    void token;
    count += 1;
    // The first token's time holds one evaluation like every other.
    if (count >= DECODE_TOKENS) break;
  }
  decodeRates.push(count / ((performance.now() - started) / 1000));
  console.log(
    `run ${run + 1}: prompt ${promptRates.at(-1)!.toFixed(1)} tokens/s, ` +
      `writing ${decodeRates.at(-1)!.toFixed(1)} tokens/s`,
  );
}
console.log(
  `median of ${RUNS} on ${THREADS} threads: prompt ${median(promptRates).toFixed(1)} tokens/s ` +
    `(${PROMPT_TOKENS} tokens), writing ${median(decodeRates).toFixed(1)} tokens/s ` +
    `(${DECODE_TOKENS} tokens); llama-bench here: 77 and 14.3`,
);

await context.dispose();
await model.dispose();
await llama.dispose();
