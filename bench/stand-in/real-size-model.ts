/**
 * A stand-in of the default local model (Qwen2.5-1.5B-Instruct Q4_K_M) with its exact shape and
 * quantization types and random weights, written by the bench itself: no real weights anywhere.
 * What decides the speed on a CPU is there: 28 qwen2 blocks 1,536 wide (FFN 8,960, 12 heads and 2
 * KV heads of 128, q/k/v biases), a 151,936-token vocabulary with the output tied to the embedding,
 * and Q4_K_M's types: token_embd Q6_K; attn_v and ffn_down Q6_K in 14 of the 28 blocks (llama.cpp's
 * `use_more_bits`); every other matrix Q4_K; norms and biases F32. About 0.98 GB, like the real file.
 *
 * The vocabulary is byte-level (GPT-2's byte-to-unicode tokens, no merges), so text is one token
 * per byte: prompts have about four times the real model's token counts. The ChatML specials
 * follow, then padding up to 151,936 with distinct short printable pieces. The padding and special
 * rows of the tied embedding are zero and the byte rows carry a large shared component on channels
 * 0-15, positive for letters, digits, space, `.`, `,` and newline and negative for every other byte:
 * the random model writes printable ASCII from its first token and never ends its turn, so a
 * recipe runs to the token cap.
 *
 * A small stand-in of the same family (`SMALL_SHAPE`: 8 blocks 1,024 wide, a 4,096-token
 * vocabulary, some 80 MB) is built the same way for the parts of the bench that send dozens of
 * prompts (reuse across visitors, the waiting estimate): it reads a prompt about ten times faster,
 * still slowly enough (hundreds of milliseconds for a 20-item list) that reused tokens show.
 * `BENCH_STAND_IN=small` picks it where the bench says so.
 *
 * Written once into `$XDG_CACHE_HOME/recipe-generator/bench` (else `~/.cache/…`), through a `.part`
 * file renamed when whole; the version in the file name changes with the shape or the weights.
 */
import {
  BLOCK_BYTES,
  gpt2ByteTokens,
  keystream,
  QK_K,
  tensorData,
  type Fill,
  type PlannedTensor,
} from './weights.js';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join } from 'node:path';
import {
  GGML_TYPE,
  GGUF_ALIGNMENT,
  ggufHeader,
  type GgufValue,
} from '../../test/support/tiny-gguf.js';

/** Bumped whenever the shape, the metadata or the weights change: the old file is not reused. */
export const REAL_SIZE_MODEL_VERSION = 2;

export interface StandInShape {
  /** In the file name. */
  name: string;
  /** The GGUF's `general.name`. */
  title: string;
  blocks: number;
  width: number;
  feedForward: number;
  heads: number;
  kvHeads: number;
  headSize: number;
  vocabulary: number;
  contextLength: number;
  ropeFreqBase: number;
  rmsEpsilon: number;
}

/** Qwen2.5-1.5B-Instruct's shape (its config.json and GGUF metadata). */
export const REAL_SIZE_SHAPE: StandInShape = {
  name: 'qwen2.5-1.5b-instruct-shape',
  title: 'Qwen2.5 1.5B Instruct shape, random weights (bench stand-in)',
  blocks: 28,
  width: 1536,
  feedForward: 8960,
  heads: 12,
  kvHeads: 2,
  headSize: 128,
  vocabulary: 151_936,
  contextLength: 32_768,
  ropeFreqBase: 1e6,
  rmsEpsilon: 1e-6,
};

/**
 * The same family, small: 8 blocks 1,024 wide (FFN 5,632, 8 heads and 2 KV heads of 128), and a
 * vocabulary of the byte tokens, the specials and padding up to 4,096, so writing a token does
 * not cost a 151,936-row output. Every width is a multiple of the quantization block (256).
 */
export const SMALL_SHAPE: StandInShape = {
  ...REAL_SIZE_SHAPE,
  name: 'qwen2-small-shape',
  title: 'Qwen2 small shape, random weights (bench stand-in)',
  blocks: 8,
  width: 1024,
  feedForward: 5632,
  heads: 8,
  vocabulary: 4096,
};

/** The stand-in `BENCH_STAND_IN` names: `small`, else the real size. */
export function benchStandInShape(): StandInShape {
  return process.env.BENCH_STAND_IN === 'small' ? SMALL_SHAPE : REAL_SIZE_SHAPE;
}

export const REAL_SIZE_CHAT_TEMPLATE =
  // Qwen2.5's ChatML template (without its tool-calling branches): a default system message when
  // the conversation has none, every turn between <|im_start|>role and <|im_end|>.
  "{%- if messages[0]['role'] == 'system' %}" +
  "{{- '<|im_start|>system\\n' + messages[0]['content'] + '<|im_end|>\\n' }}" +
  '{%- else %}' +
  "{{- '<|im_start|>system\\nYou are Qwen, created by Alibaba Cloud. You are a helpful assistant.<|im_end|>\\n' }}" +
  '{%- endif %}' +
  '{%- for message in messages %}' +
  "{%- if (message.role == 'user') or (message.role == 'system' and not loop.first) or (message.role == 'assistant') %}" +
  "{{- '<|im_start|>' + message.role + '\\n' + message.content + '<|im_end|>\\n' }}" +
  '{%- endif %}' +
  '{%- endfor %}' +
  "{%- if add_generation_prompt %}{{- '<|im_start|>assistant\\n' }}{%- endif %}";

const SPECIAL_TOKENS = ['<|endoftext|>', '<|im_start|>', '<|im_end|>'] as const;
const FIRST_SPECIAL = 256;
const ENDOFTEXT = FIRST_SPECIAL;
const IM_END = FIRST_SPECIAL + 2;

/** llama.cpp's LLAMA_FTYPE_MOSTLY_Q4_K_M. */
const FILE_TYPE_Q4_K_M = 15;

export function realSizeModelDir(): string {
  const cache = process.env.XDG_CACHE_HOME;
  const base = cache !== undefined && cache !== '' ? cache : join(homedir(), '.cache');
  return join(base, 'recipe-generator', 'bench');
}

export function realSizeModelPath(shape: StandInShape = REAL_SIZE_SHAPE): string {
  return join(realSizeModelDir(), `${shape.name}-q4_k_m-random-v${REAL_SIZE_MODEL_VERSION}.gguf`);
}

/** Q4_K_M gives attn_v and ffn_down of these blocks Q6_K (llama.cpp's `use_more_bits`). */
export function usesMoreBits(block: number, blocks: number): boolean {
  const eighth = Math.floor(blocks / 8);
  return block < eighth || block >= Math.floor((7 * blocks) / 8) || (block - eighth) % 3 === 2;
}

function tensorBytes(type: number, dims: number[]): number {
  const count = dims.reduce((a, b) => a * b, 1);
  if (type === GGML_TYPE.F32) return count * 4;
  return (count / QK_K) * BLOCK_BYTES[type]!;
}

function plan(shape: StandInShape): PlannedTensor[] {
  const { blocks, width, feedForward, kvHeads, headSize, vocabulary } = shape;
  const kv = kvHeads * headSize;
  const list: PlannedTensor[] = [];
  const add = (name: string, dims: number[], type: number, fill: Fill) =>
    list.push({ name, dims, type, bytes: tensorBytes(type, dims), fill });
  const matrix = (name: string, fanIn: number, out: number, type: number) =>
    add(name, [fanIn, out], type, { kind: 'quantized', std: 1 / Math.sqrt(fanIn) });

  add('token_embd.weight', [width, vocabulary], GGML_TYPE.Q6_K, { kind: 'embedding' });
  for (let block = 0; block < blocks; block += 1) {
    const at = (name: string) => `blk.${block}.${name}`;
    const more = usesMoreBits(block, blocks) ? GGML_TYPE.Q6_K : GGML_TYPE.Q4_K;
    add(at('attn_norm.weight'), [width], GGML_TYPE.F32, { kind: 'ones' });
    matrix(at('attn_q.weight'), width, width, GGML_TYPE.Q4_K);
    add(at('attn_q.bias'), [width], GGML_TYPE.F32, { kind: 'uniform', scale: 0.1 });
    matrix(at('attn_k.weight'), width, kv, GGML_TYPE.Q4_K);
    add(at('attn_k.bias'), [kv], GGML_TYPE.F32, { kind: 'uniform', scale: 0.1 });
    matrix(at('attn_v.weight'), width, kv, more);
    add(at('attn_v.bias'), [kv], GGML_TYPE.F32, { kind: 'uniform', scale: 0.1 });
    matrix(at('attn_output.weight'), width, width, GGML_TYPE.Q4_K);
    add(at('ffn_norm.weight'), [width], GGML_TYPE.F32, { kind: 'ones' });
    matrix(at('ffn_gate.weight'), width, feedForward, GGML_TYPE.Q4_K);
    matrix(at('ffn_up.weight'), width, feedForward, GGML_TYPE.Q4_K);
    matrix(at('ffn_down.weight'), feedForward, width, more);
  }
  add('output_norm.weight', [width], GGML_TYPE.F32, { kind: 'output_norm' });
  return list;
}

/** Parameters of the stand-in (and of the real model): every tensor's element count. */
export function realSizeParameters(shape: StandInShape = REAL_SIZE_SHAPE): number {
  return plan(shape).reduce((sum, tensor) => sum + tensor.dims.reduce((a, b) => a * b, 1), 0);
}

function vocabulary(size: number): { tokens: string[]; types: number[] } {
  const tokens = gpt2ByteTokens().map(([, text]) => text);
  const types = tokens.map(() => 1); // normal: byte tokens of a BPE vocabulary are plain tokens
  for (const special of SPECIAL_TOKENS) {
    tokens.push(special);
    types.push(3); // control
  }
  // Distinct short printable pieces (ASCII letters and digits map to themselves in GPT-2's
  // mapping), normal tokens that no merge reaches: text never tokenizes into them, and if one is
  // ever sampled it still shows as text.
  for (let id = tokens.length; id < size; id += 1) {
    tokens.push(`p${id.toString(36)}`);
    types.push(1);
  }
  return { tokens, types };
}

function metadata(s: StandInShape): [string, GgufValue][] {
  const { tokens, types } = vocabulary(s.vocabulary);
  const u32 = (value: number): GgufValue => ({ type: 'u32', value });
  const f32 = (value: number): GgufValue => ({ type: 'f32', value });
  const str = (value: string): GgufValue => ({ type: 'string', value });
  return [
    ['general.architecture', str('qwen2')],
    ['general.name', str(s.title)],
    ['general.alignment', u32(GGUF_ALIGNMENT)],
    ['general.file_type', u32(FILE_TYPE_Q4_K_M)],
    ['qwen2.block_count', u32(s.blocks)],
    ['qwen2.context_length', u32(s.contextLength)],
    ['qwen2.embedding_length', u32(s.width)],
    ['qwen2.feed_forward_length', u32(s.feedForward)],
    ['qwen2.attention.head_count', u32(s.heads)],
    ['qwen2.attention.head_count_kv', u32(s.kvHeads)],
    ['qwen2.rope.freq_base', f32(s.ropeFreqBase)],
    ['qwen2.attention.layer_norm_rms_epsilon', f32(s.rmsEpsilon)],
    ['tokenizer.ggml.model', str('gpt2')],
    ['tokenizer.ggml.pre', str('qwen2')],
    ['tokenizer.ggml.tokens', { type: 'array', of: 'string', value: tokens }],
    ['tokenizer.ggml.token_type', { type: 'array', of: 'i32', value: types }],
    ['tokenizer.ggml.merges', { type: 'array', of: 'string', value: [] }],
    ['tokenizer.ggml.bos_token_id', u32(ENDOFTEXT)],
    ['tokenizer.ggml.eos_token_id', u32(IM_END)],
    ['tokenizer.ggml.eot_token_id', u32(IM_END)],
    ['tokenizer.ggml.padding_token_id', u32(ENDOFTEXT)],
    ['tokenizer.ggml.add_bos_token', { type: 'bool', value: false }],
    ['tokenizer.chat_template', str(REAL_SIZE_CHAT_TEMPLATE)],
  ];
}

function expectedBytes(header: Buffer, tensors: readonly PlannedTensor[]): number {
  return tensors.reduce(
    (sum, tensor) => sum + Math.ceil(tensor.bytes / GGUF_ALIGNMENT) * GGUF_ALIGNMENT,
    header.length,
  );
}

/**
 * Writes the stand-in once (about 1 GB, some seconds) and reuses it while it is there whole: its
 * size is checked against the size the current version writes.
 */
export async function writeRealSizeModel(
  shape: StandInShape = REAL_SIZE_SHAPE,
): Promise<{ path: string; bytes: number }> {
  const tensors = plan(shape);
  const header = ggufHeader(metadata(shape), tensors);
  const bytes = expectedBytes(header, tensors);
  const path = realSizeModelPath(shape);
  const existing = await stat(path).catch(() => undefined);
  if (existing?.isFile() === true && existing.size === bytes) return { path, bytes };

  await mkdir(realSizeModelDir(), { recursive: true });
  const part = `${path}.${process.pid}.part`;
  // The real size keeps its seed (and so its file); another shape has one of its own.
  const seedName = shape === REAL_SIZE_SHAPE ? 'real-size' : shape.name;
  const random = keystream(`recipe-generator ${seedName} stand-in v${REAL_SIZE_MODEL_VERSION}`);
  const file = await open(part, 'w');
  try {
    let written = 0;
    const write = async (buffer: Buffer) => {
      for (let at = 0; at < buffer.length;) {
        const { bytesWritten } = await file.write(buffer, at, buffer.length - at);
        at += bytesWritten;
      }
      written += buffer.length;
    };
    await write(header);
    for (const tensor of tensors) {
      for await (const chunk of tensorData(tensor, random)) await write(chunk);
    }
    if (written !== bytes) throw new Error(`wrote ${written} bytes, expected ${bytes}`);
    await file.close();
    await rename(part, path);
  } catch (error) {
    await file.close().catch(() => {});
    await rm(part, { force: true });
    throw error;
  }
  return { path, bytes };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = performance.now();
  const shape = benchStandInShape();
  const model = await writeRealSizeModel(shape);
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `${model.path}: ${(model.bytes / 1e9).toFixed(3)} GB, ` +
      `${(realSizeParameters(shape) / 1e9).toFixed(3)} B parameters, ${seconds.toFixed(1)} s`,
  );
}
