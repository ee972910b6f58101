/**
 * Writes a tiny random llama as a GGUF v3 file at test time: no real weights anywhere. A byte-level
 * SPM vocabulary (so any text tokenizes), a ChatML chat template, F32 tensors. One embedding channel
 * carries a large constant and every output row reads it with a bias towards letters, digits,
 * line breaks and plain punctuation, so
 * the text is markdown-safe and the answer never ends by itself: it runs to the token cap. Layer weights
 * are scaled by 1/sqrt(fan-in) so wider, deeper variants (slow enough to time) still behave.
 */
import { createHash } from 'node:crypto';
import { open } from 'node:fs/promises';

export interface TinyModelShape {
  /** Embedding width (64 by default). */
  width?: number;
  layers?: number;
  seed?: number;
  /** A Jinja chat template in place of TINY_CHAT_TEMPLATE. */
  chatTemplate?: string;
  /** The context it says it was trained for (4,096 by default). */
  contextLength?: number;
}

export interface WrittenModel {
  path: string;
  bytes: number;
  sha256: string;
}

/**
 * ChatML, as Qwen's models write it, which node-llama-cpp recognises: it formats prompts with its
 * own ChatML wrapper. The model's name says "chatML" so that wrapper is the first one compared
 * with the template at load. A template it does not recognise costs seconds at every load (about
 * 4.4 s at a load average of 14: the template rendered against each wrapper the library knows),
 * and is then run as Jinja; this one costs 0.1 s. Its two markers are control tokens of the vocabulary,
 * as in Qwen's, which the random model never writes: an answer still runs to the token cap.
 */
export const TINY_CHAT_TEMPLATE =
  "{% for message in messages %}{{ '<|im_start|>' + message['role'] + '\\n' + message['content'] + '<|im_end|>' + '\\n' }}" +
  "{% endfor %}{% if add_generation_prompt %}{{ '<|im_start|>assistant\\n' }}{% endif %}";

/** The GGUF encoding below is shared with the bench's real-size stand-in (bench/stand-in/real-size-model.ts). */
export const GGUF_ALIGNMENT = 32;
const ALIGNMENT = GGUF_ALIGNMENT;
const TYPE = { u32: 4, i32: 5, f32: 6, bool: 7, string: 8, array: 9 } as const;
const BYTE_TOKENS_START = 3;
/** The word-start piece, after the bytes; ChatML's two markers follow it, as control tokens. */
const SPACE_TOKEN = BYTE_TOKENS_START + 256;
const CHATML_MARKERS = ['<|im_start|>', '<|im_end|>'];
const VOCAB_SIZE = SPACE_TOKEN + 1 + CHATML_MARKERS.length;

export type GgufValue =
  | { type: 'u32' | 'i32' | 'f32'; value: number }
  | { type: 'bool'; value: boolean }
  | { type: 'string'; value: string }
  | { type: 'array'; of: 'string'; value: string[] }
  | { type: 'array'; of: 'f32' | 'i32'; value: number[] };

export class ByteWriter {
  private chunks: Buffer[] = [];
  size = 0;
  push(buffer: Buffer): void {
    this.chunks.push(buffer);
    this.size += buffer.length;
  }
  u32(n: number): void {
    const b = Buffer.alloc(4);
    b.writeUInt32LE(n);
    this.push(b);
  }
  i32(n: number): void {
    const b = Buffer.alloc(4);
    b.writeInt32LE(n);
    this.push(b);
  }
  u64(n: number): void {
    const b = Buffer.alloc(8);
    b.writeBigUInt64LE(BigInt(n));
    this.push(b);
  }
  f32(n: number): void {
    const b = Buffer.alloc(4);
    b.writeFloatLE(n);
    this.push(b);
  }
  string(text: string): void {
    const bytes = Buffer.from(text, 'utf8');
    this.u64(bytes.length);
    this.push(bytes);
  }
  pad(): void {
    const rest = this.size % ALIGNMENT;
    if (rest !== 0) this.push(Buffer.alloc(ALIGNMENT - rest));
  }
  take(): Buffer {
    return Buffer.concat(this.chunks);
  }
}

export function writeValue(w: ByteWriter, value: GgufValue): void {
  w.u32(TYPE[value.type]);
  switch (value.type) {
    case 'u32':
      return w.u32(value.value);
    case 'i32':
      return w.i32(value.value);
    case 'f32':
      return w.f32(value.value);
    case 'bool':
      return w.push(Buffer.from([value.value ? 1 : 0]));
    case 'string':
      return w.string(value.value);
    case 'array':
      w.u32(TYPE[value.of]);
      w.u64(value.value.length);
      for (const item of value.value) {
        if (value.of === 'string') w.string(item as string);
        else if (value.of === 'f32') w.f32(item as number);
        else w.i32(item as number);
      }
  }
}

/** mulberry32: the same seed writes the same model. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** ggml tensor types used here: F32 weights, and the two k-quants of Q4_K_M. */
export const GGML_TYPE = { F32: 0, Q4_K: 12, Q6_K: 14 } as const;

export interface GgufTensorInfo {
  name: string;
  /** ggml order: the first dimension is the innermost (row length). */
  dims: number[];
  type: number;
  /** Bytes of the tensor's data; each tensor starts on the alignment. */
  bytes: number;
}

/**
 * A GGUF v3 header: magic, version, counts, the key/values, the tensor infos, padded to the
 * alignment. The tensors' data follows in the same order, each padded to the alignment.
 */
export function ggufHeader(
  metadata: readonly (readonly [string, GgufValue])[],
  tensors: readonly GgufTensorInfo[],
): Buffer {
  const header = new ByteWriter();
  header.push(Buffer.from('GGUF', 'latin1'));
  header.u32(3);
  header.u64(tensors.length);
  header.u64(metadata.length);
  for (const [key, value] of metadata) {
    header.string(key);
    writeValue(header, value);
  }
  let offset = 0;
  for (const tensor of tensors) {
    header.string(tensor.name);
    header.u32(tensor.dims.length);
    for (const dim of tensor.dims) header.u64(dim);
    header.u32(tensor.type);
    header.u64(offset);
    offset += Math.ceil(tensor.bytes / ALIGNMENT) * ALIGNMENT;
  }
  header.pad();
  return header.take();
}

/**
 * Letters, digits, line breaks and plain punctuation: markdown shows all of it. Not spaces: a space
 * is the `\u2581` token, and an answer beginning with it loses it (the SPM detokenizer drops a
 * leading space), so the text written would not tokenize back to exactly the tokens written.
 */
function isFavoured(byte: number): boolean {
  return /[A-Za-z0-9.,\n]/.test(String.fromCharCode(byte));
}

interface Tensor {
  name: string;
  /** ggml order: the first dimension is the innermost (row length). */
  dims: number[];
  fill: (data: Float32Array) => void;
}

function tensors(width: number, layers: number, next: () => number): Tensor[] {
  const ff = width * 2;
  const uniform = (scale: number) => (data: Float32Array) => {
    for (let i = 0; i < data.length; i += 1) data[i] = (next() * 2 - 1) * scale;
  };
  const ones = (data: Float32Array) => data.fill(1);
  const list: Tensor[] = [
    {
      name: 'token_embd.weight',
      dims: [width, VOCAB_SIZE],
      fill: (data) => {
        uniform(0.1)(data);
        for (let token = 0; token < VOCAB_SIZE; token += 1) data[token * width] = 8;
      },
    },
    { name: 'output_norm.weight', dims: [width], fill: ones },
    {
      name: 'output.weight',
      dims: [width, VOCAB_SIZE],
      fill: (data) => {
        uniform(0.5 / Math.sqrt(width))(data);
        for (let token = 0; token < VOCAB_SIZE; token += 1) {
          const byte = token - BYTE_TOKENS_START;
          const favoured = byte >= 0 && byte < 256 && isFavoured(byte);
          data[token * width] = favoured ? 0.3 : -3;
        }
      },
    },
  ];
  for (let layer = 0; layer < layers; layer += 1) {
    const at = (name: string) => `blk.${layer}.${name}.weight`;
    const scaled = (fanIn: number) => uniform(1 / Math.sqrt(fanIn));
    list.push(
      { name: at('attn_norm'), dims: [width], fill: ones },
      { name: at('attn_q'), dims: [width, width], fill: scaled(width) },
      { name: at('attn_k'), dims: [width, width], fill: scaled(width) },
      { name: at('attn_v'), dims: [width, width], fill: scaled(width) },
      { name: at('attn_output'), dims: [width, width], fill: scaled(width) },
      { name: at('ffn_norm'), dims: [width], fill: ones },
      { name: at('ffn_gate'), dims: [width, ff], fill: scaled(width) },
      { name: at('ffn_up'), dims: [width, ff], fill: scaled(width) },
      { name: at('ffn_down'), dims: [ff, width], fill: scaled(ff) },
    );
  }
  return list;
}

/** Writes the model to `path`; 64 wide and 2 layers is about 0.5 MB and loads in under a second. */
export async function writeTinyModel(
  path: string,
  shape: TinyModelShape = {},
): Promise<WrittenModel> {
  const width = shape.width ?? 64;
  const layers = shape.layers ?? 2;
  const heads = Math.max(1, width / 16);
  const tokens = ['<unk>', '<s>', '</s>'];
  for (let byte = 0; byte < 256; byte += 1) {
    tokens.push(`<0x${byte.toString(16).toUpperCase().padStart(2, '0')}>`);
  }
  tokens.push('\u2581', ...CHATML_MARKERS);
  const metadata: [string, GgufValue][] = [
    ['general.architecture', { type: 'string', value: 'llama' }],
    ['general.name', { type: 'string', value: 'chatML tiny test llama' }],
    ['general.alignment', { type: 'u32', value: ALIGNMENT }],
    ['llama.context_length', { type: 'u32', value: shape.contextLength ?? 4096 }],
    ['llama.embedding_length', { type: 'u32', value: width }],
    ['llama.block_count', { type: 'u32', value: layers }],
    ['llama.feed_forward_length', { type: 'u32', value: width * 2 }],
    ['llama.attention.head_count', { type: 'u32', value: heads }],
    ['llama.attention.head_count_kv', { type: 'u32', value: heads }],
    ['llama.rope.dimension_count', { type: 'u32', value: width / heads }],
    ['llama.attention.layer_norm_rms_epsilon', { type: 'f32', value: 1e-5 }],
    ['tokenizer.ggml.model', { type: 'string', value: 'llama' }],
    ['tokenizer.ggml.tokens', { type: 'array', of: 'string', value: tokens }],
    [
      'tokenizer.ggml.scores',
      {
        type: 'array',
        of: 'f32',
        value: tokens.map((_token, i) => (i === SPACE_TOKEN ? -1 : 0)),
      },
    ],
    [
      'tokenizer.ggml.token_type',
      {
        type: 'array',
        of: 'i32',
        // 2 unknown, 3 control, 6 byte, 1 normal
        value: tokens.map((_token, i) =>
          i === 0 ? 2 : i < BYTE_TOKENS_START || i > SPACE_TOKEN ? 3 : i < SPACE_TOKEN ? 6 : 1,
        ),
      },
    ],
    ['tokenizer.ggml.unknown_token_id', { type: 'u32', value: 0 }],
    ['tokenizer.ggml.bos_token_id', { type: 'u32', value: 1 }],
    ['tokenizer.ggml.eos_token_id', { type: 'u32', value: 2 }],
    ['tokenizer.ggml.add_bos_token', { type: 'bool', value: true }],
    ['tokenizer.ggml.add_space_prefix', { type: 'bool', value: false }],
    [
      'tokenizer.chat_template',
      { type: 'string', value: shape.chatTemplate ?? TINY_CHAT_TEMPLATE },
    ],
  ];
  const list = tensors(width, layers, random(shape.seed ?? 1));

  const sizes = list.map((tensor) => tensor.dims.reduce((a, b) => a * b, 1) * 4);
  const header = ggufHeader(
    metadata,
    list.map((tensor, index) => ({ ...tensor, type: GGML_TYPE.F32, bytes: sizes[index]! })),
  );

  const hash = createHash('sha256');
  const file = await open(path, 'w');
  try {
    let bytes = 0;
    const write = async (buffer: Buffer) => {
      hash.update(buffer);
      await file.write(buffer);
      bytes += buffer.length;
    };
    await write(header);
    for (const [index, tensor] of list.entries()) {
      const data = new Float32Array(sizes[index]! / 4);
      tensor.fill(data);
      await write(Buffer.from(data.buffer, data.byteOffset, data.byteLength));
      const rest = sizes[index]! % ALIGNMENT;
      if (rest !== 0) await write(Buffer.alloc(ALIGNMENT - rest));
    }
    return { path, bytes, sha256: hash.digest('hex') };
  } finally {
    await file.close();
  }
}
