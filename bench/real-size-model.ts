/**
 * A stand-in of the default built-in model (Qwen2.5-1.5B-Instruct Q4_K_M) with its exact shape and
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
import { createCipheriv, createHash } from 'node:crypto';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join } from 'node:path';
import {
  GGML_TYPE,
  GGUF_ALIGNMENT,
  ggufHeader,
  type GgufTensorInfo,
  type GgufValue,
} from '../test/support/tiny-gguf.js';

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

const BLOCK_BYTES: Record<number, number> = {
  [GGML_TYPE.Q4_K]: 144,
  [GGML_TYPE.Q6_K]: 210,
};
const QK_K = 256;

export function realSizeModelDir(): string {
  const cache = process.env.XDG_CACHE_HOME;
  const base = cache !== undefined && cache !== '' ? cache : join(homedir(), '.cache');
  return join(base, 'recipe-generator', 'bench');
}

export function realSizeModelPath(shape: StandInShape = REAL_SIZE_SHAPE): string {
  return join(realSizeModelDir(), `${shape.name}-q4_k_m-random-v${REAL_SIZE_MODEL_VERSION}.gguf`);
}

/**
 * GPT-2's byte-to-unicode mapping, in its own order (the printable bytes first, as the first 256
 * tokens of Qwen's vocabulary): `[byte, character]` pairs.
 */
export function gpt2ByteTokens(): [number, string][] {
  const bytes: number[] = [];
  for (let b = 0x21; b <= 0x7e; b += 1) bytes.push(b);
  for (let b = 0xa1; b <= 0xac; b += 1) bytes.push(b);
  for (let b = 0xae; b <= 0xff; b += 1) bytes.push(b);
  const pairs: [number, string][] = bytes.map((b) => [b, String.fromCodePoint(b)]);
  let extra = 0;
  for (let b = 0; b < 256; b += 1) {
    if (!bytes.includes(b)) pairs.push([b, String.fromCodePoint(256 + extra++)]);
  }
  return pairs;
}

/** The bytes the model favours: letters, digits, spaces and plain punctuation (as tiny-gguf). */
function isFavoured(byte: number): boolean {
  return /[A-Za-z0-9 .,\n]/.test(String.fromCharCode(byte));
}

/** Q4_K_M gives attn_v and ffn_down of these blocks Q6_K (llama.cpp's `use_more_bits`). */
export function usesMoreBits(block: number, blocks: number): boolean {
  const eighth = Math.floor(blocks / 8);
  return block < eighth || block >= Math.floor((7 * blocks) / 8) || (block - eighth) % 3 === 2;
}

type Fill =
  | { kind: 'ones' }
  | { kind: 'uniform'; scale: number }
  | { kind: 'output_norm' }
  | { kind: 'quantized'; std: number }
  | { kind: 'embedding' };

interface PlannedTensor extends GgufTensorInfo {
  fill: Fill;
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

/** IEEE half precision of a finite float within its normal range (or zero). */
function toHalf(value: number): number {
  if (value === 0) return 0;
  const sign = value < 0 ? 0x8000 : 0;
  const abs = Math.abs(value);
  const exponent = Math.floor(Math.log2(abs));
  if (exponent < -14 || exponent > 15) throw new Error(`${value} is outside f16's normal range`);
  const mantissa = Math.round((abs / 2 ** exponent - 1) * 1024);
  if (mantissa === 1024) return sign | ((exponent + 16) << 10);
  return sign | ((exponent + 15) << 10) | mantissa;
}

/**
 * Random bytes from AES-128-CTR with a fixed key: deterministic (the same file every time) and
 * fast (well over 1 GB/s), so 1 GB of weights is written in seconds.
 */
function keystream(seed: string): (bytes: number) => Buffer {
  const key = createHash('sha256').update(seed).digest();
  const cipher = createCipheriv('aes-128-ctr', key.subarray(0, 16), key.subarray(16, 32));
  return (bytes) => cipher.update(Buffer.alloc(bytes));
}

/**
 * The 12 bytes holding Q4_K's eight 6-bit scales and eight 6-bit mins (llama.cpp's
 * `get_scale_min_k4` read backwards).
 */
function packQ4KScales(scales: number[], mins: number[]): Buffer {
  const q = Buffer.alloc(12);
  for (let j = 0; j < 4; j += 1) {
    q[j] = (scales[j]! & 63) | ((scales[j + 4]! >> 4) << 6);
    q[j + 4] = (mins[j]! & 63) | ((mins[j + 4]! >> 4) << 6);
    q[j + 8] = (scales[j + 4]! & 15) | ((mins[j + 4]! & 15) << 4);
  }
  return q;
}

/**
 * Q4_K: a weight is `d * scale * q - dmin * min` with q in 0..15. Every scale 32 and every min 60
 * with dmin = 4 d centre it: `32 d (q - 7.5)`, uniform, standard deviation 32 d * 4.61.
 */
function q4kHeader(std: number): Buffer {
  const d = std / (32 * Math.sqrt((16 * 16 - 1) / 12));
  const header = Buffer.alloc(16);
  header.writeUInt16LE(toHalf(d), 0);
  header.writeUInt16LE(toHalf(4 * d), 2);
  packQ4KScales(Array(8).fill(32), Array(8).fill(60)).copy(header, 4);
  return header;
}

/** Q6_K's tail (16 int8 scales, f16 d): a weight is `d * scale * (q - 32)`, q in 0..63. */
function q6kTail(std: number, scale: number, firstScale = scale): Buffer {
  const d = std / (scale * Math.sqrt((64 * 64 - 1) / 12));
  const tail = Buffer.alloc(18);
  for (let i = 0; i < 16; i += 1) tail.writeInt8(i === 0 ? firstScale : scale, i);
  tail.writeUInt16LE(toHalf(d), 16);
  return tail;
}

const Q6K_TAIL_AT = 192;

/** Random quantized blocks of one type and one spread, the block headers written over. */
function quantizedChunk(type: number, blocks: number, std: number, random: (n: number) => Buffer) {
  const size = BLOCK_BYTES[type]!;
  const data = random(blocks * size);
  const header = type === GGML_TYPE.Q4_K ? q4kHeader(std) : q6kTail(std, 2);
  const at = type === GGML_TYPE.Q4_K ? 0 : Q6K_TAIL_AT;
  for (let block = 0; block < blocks; block += 1) header.copy(data, block * size + at);
  return data;
}

/**
 * The embedding rows' random part: small, so a token's own row does not outweigh the others when
 * the output reads it back (a large one made the model repeat its last byte forever).
 */
const EMBEDDING_STD = 0.1;
/** Q6_K scale of the random part; the first 16 channels' scale is 127: the shared component. */
const EMBEDDING_SCALE = 1;
const SHARED_CHANNELS = 16;

/**
 * Rows of the tied embedding, one Q6_K block per 256 channels. A byte token's row: channels 0-15
 * at +31 (favoured bytes) or -31 (the others) times 127 d, about ±21 each, far above what the
 * blocks add to the residual; the rest random. Special and padding rows: all zero (d = 0), so their
 * logits stay at 0, far below the favoured bytes'.
 */
function embeddingChunk(
  width: number,
  firstRow: number,
  rows: number,
  random: (n: number) => Buffer,
): Buffer {
  const perRow = width / QK_K;
  const size = BLOCK_BYTES[GGML_TYPE.Q6_K]!;
  const data = random(rows * perRow * size);
  const byteOf = new Map(gpt2ByteTokens().map(([byte], id) => [id, byte]));
  const rest = q6kTail(EMBEDDING_STD, EMBEDDING_SCALE);
  const first = q6kTail(EMBEDDING_STD, EMBEDDING_SCALE, 127);
  const zero = Buffer.alloc(18);
  for (let row = 0; row < rows; row += 1) {
    const token = firstRow + row;
    const byte = byteOf.get(token);
    for (let block = 0; block < perRow; block += 1) {
      const at = (row * perRow + block) * size;
      if (byte === undefined) {
        zero.copy(data, at + Q6K_TAIL_AT);
        continue;
      }
      (block === 0 ? first : rest).copy(data, at + Q6K_TAIL_AT);
      if (block !== 0) continue;
      // Element l's low 4 bits are ql[l]'s low nibble, its high 2 bits qh[l]'s bits 0-1 (l < 32).
      const q = isFavoured(byte) ? 63 : 1;
      for (let l = 0; l < SHARED_CHANNELS; l += 1) {
        data[at + l] = (data[at + l]! & 0xf0) | (q & 15);
        data[at + 128 + l] = (data[at + 128 + l]! & 0xfc) | (q >> 4);
      }
    }
  }
  return data;
}

/**
 * The final norm: the shared channels scaled so the favoured bytes' logits sit some 40 above the
 * padding's 0, the other channels so the random part varies them by a couple.
 */
const OUTPUT_NORM_SHARED = 0.036;
const OUTPUT_NORM_REST = 0.5;

function f32Data(count: number, fill: Fill, random: (n: number) => Buffer): Buffer {
  const data = new Float32Array(count);
  if (fill.kind === 'ones') data.fill(1);
  else if (fill.kind === 'output_norm') {
    data.fill(OUTPUT_NORM_REST);
    data.fill(OUTPUT_NORM_SHARED, 0, SHARED_CHANNELS);
  } else if (fill.kind === 'uniform') {
    const bytes = random(count * 4);
    for (let i = 0; i < count; i += 1) {
      data[i] = (bytes.readUInt32LE(i * 4) / 2 ** 32 - 0.5) * 2 * fill.scale;
    }
  }
  return Buffer.from(data.buffer, data.byteOffset, data.byteLength);
}

/** About 8 MB per write. */
const CHUNK_BYTES = 8 * 1024 * 1024;

async function* tensorData(
  tensor: PlannedTensor,
  random: (n: number) => Buffer,
): AsyncGenerator<Buffer> {
  const { fill } = tensor;
  if (tensor.type === GGML_TYPE.F32) {
    yield f32Data(
      tensor.dims.reduce((a, b) => a * b, 1),
      fill,
      random,
    );
  } else if (fill.kind === 'embedding') {
    const rows = tensor.dims[1]!;
    const rowBytes = tensor.bytes / rows;
    const perChunk = Math.max(1, Math.floor(CHUNK_BYTES / rowBytes));
    for (let row = 0; row < rows; row += perChunk) {
      yield embeddingChunk(tensor.dims[0]!, row, Math.min(perChunk, rows - row), random);
    }
  } else if (fill.kind === 'quantized') {
    const size = BLOCK_BYTES[tensor.type]!;
    const blocks = tensor.bytes / size;
    const perChunk = Math.floor(CHUNK_BYTES / size);
    for (let block = 0; block < blocks; block += perChunk) {
      yield quantizedChunk(tensor.type, Math.min(perChunk, blocks - block), fill.std, random);
    }
  } else {
    throw new Error(`no data for ${tensor.name}`);
  }
  const rest = tensor.bytes % GGUF_ALIGNMENT;
  if (rest !== 0) yield Buffer.alloc(GGUF_ALIGNMENT - rest);
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
