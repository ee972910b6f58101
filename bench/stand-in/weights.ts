/**
 * The stand-in's random weights, written block by block as llama.cpp reads them: Q4_K and Q6_K
 * blocks with fp16 scales, the tied embedding with its shared printable component, F32 norms.
 */
import { createCipheriv, createHash } from 'node:crypto';
import { GGML_TYPE, GGUF_ALIGNMENT, type GgufTensorInfo } from '../../test/support/tiny-gguf.js';

/** Bytes of one block of 256 weights, by quantization type. */
export const BLOCK_BYTES: Record<number, number> = {
  [GGML_TYPE.Q4_K]: 144,
  [GGML_TYPE.Q6_K]: 210,
};
export const QK_K = 256;

export type Fill =
  | { kind: 'ones' }
  | { kind: 'uniform'; scale: number }
  | { kind: 'output_norm' }
  | { kind: 'quantized'; std: number }
  | { kind: 'embedding' };

export interface PlannedTensor extends GgufTensorInfo {
  fill: Fill;
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
export function isFavoured(byte: number): boolean {
  return /[A-Za-z0-9 .,\n]/.test(String.fromCharCode(byte));
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
export function keystream(seed: string): (bytes: number) => Buffer {
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

export async function* tensorData(
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
