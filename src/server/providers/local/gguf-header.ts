/**
 * Reads a GGUF file's header with every count checked against the file's own size, before
 * node-llama-cpp reads it: a crafted header (2^62 tensors, an array of 2^40 strings) would
 * otherwise make it allocate without bound and end the process. Only the header is read, in
 * pieces; the tensor data is never touched.
 */
import { open, type FileHandle } from 'node:fs/promises';

export class UnsafeModelFile extends Error {
  constructor(what: string) {
    super(`the model file's header is not a sound GGUF header: ${what}`);
    this.name = 'UnsafeModelFile';
  }
}

/** GGUF value types, with the size of one value where it is fixed. */
const FIXED_SIZE: Record<number, number> = {
  0: 1, // uint8
  1: 1, // int8
  2: 2, // uint16
  3: 2, // int16
  4: 4, // uint32
  5: 4, // int32
  6: 4, // float32
  7: 1, // bool
  10: 8, // uint64
  11: 8, // int64
  12: 8, // float64
};
const STRING = 8;
const ARRAY = 9;
/** The smallest a key/value pair and a tensor's description can be, in bytes. */
const MIN_KV_BYTES = 8 + 1 + 4 + 1;
const MIN_TENSOR_INFO_BYTES = 8 + 1 + 4 + 8 + 4 + 8;
const MAX_DIMS = 4;
/** Metadata strings (keys, vocabulary entries, chat templates) are short; 1 MB is generous. */
export const MAX_GGUF_STRING_BYTES = 1024 * 1024;
const PIECE_BYTES = 1024 * 1024;

export interface GgufHeaderFacts {
  version: number;
  tensors: number;
  keys: number;
  /** `tokenizer.chat_template`, when the file has one. */
  chatTemplate?: string;
}

const CHAT_TEMPLATE_KEY = 'tokenizer.chat_template';

export async function checkGgufHeader(path: string): Promise<GgufHeaderFacts> {
  const file = await open(path, 'r');
  try {
    const size = (await file.stat()).size;
    const reader = new BoundedReader(file, size);
    if ((await reader.bytes(4)).toString('latin1') !== 'GGUF')
      throw new UnsafeModelFile('no GGUF magic');
    const version = await reader.u32();
    if (version !== 2 && version !== 3) throw new UnsafeModelFile(`version ${version}`);
    const tensors = await reader.count('tensors', MIN_TENSOR_INFO_BYTES);
    const keys = await reader.count('metadata keys', MIN_KV_BYTES);
    let chatTemplate: string | undefined;
    for (let i = 0; i < keys; i++) {
      const key = await reader.string();
      const type = await reader.u32();
      if (key === CHAT_TEMPLATE_KEY && type === STRING) chatTemplate = await reader.string();
      else await reader.value(type);
    }
    for (let i = 0; i < tensors; i++) {
      await reader.string();
      const dims = await reader.u32();
      if (dims < 1 || dims > MAX_DIMS) throw new UnsafeModelFile(`a tensor of ${dims} dimensions`);
      for (let d = 0; d < dims; d++) await reader.u64();
      await reader.u32();
      await reader.u64();
    }
    return { version, tensors, keys, ...(chatTemplate === undefined ? {} : { chatTemplate }) };
  } finally {
    await file.close();
  }
}

/** Reads forward through the file in pieces; every length is checked against what is left. */
class BoundedReader {
  private buffer = Buffer.alloc(0);
  private bufferAt = 0;
  private at = 0;

  constructor(
    private readonly file: FileHandle,
    private readonly size: number,
  ) {}

  async bytes(length: number): Promise<Buffer> {
    if (length > this.size - this.at)
      throw new UnsafeModelFile('it claims more bytes than the file holds');
    const offset = this.at - this.bufferAt;
    if (offset + length > this.buffer.length) {
      const want = Math.max(length, Math.min(PIECE_BYTES, this.size - this.at));
      const fresh = Buffer.alloc(want);
      const { bytesRead } = await this.file.read(fresh, 0, want, this.at);
      this.buffer = fresh.subarray(0, bytesRead);
      this.bufferAt = this.at;
    }
    const start = this.at - this.bufferAt;
    this.at += length;
    return this.buffer.subarray(start, start + length);
  }

  async skipString(): Promise<void> {
    const length = await this.u64();
    if (length > BigInt(MAX_GGUF_STRING_BYTES)) {
      throw new UnsafeModelFile(`a string of ${length} bytes`);
    }
    await this.skip(Number(length));
  }

  async u32(): Promise<number> {
    return (await this.bytes(4)).readUInt32LE(0);
  }

  async u64(): Promise<bigint> {
    return (await this.bytes(8)).readBigUInt64LE(0);
  }

  /** A count of things each at least `minBytes` long: never more than the rest of the file holds. */
  async count(what: string, minBytes: number): Promise<number> {
    const count = await this.u64();
    if (count * BigInt(minBytes) > BigInt(this.size - this.at)) {
      throw new UnsafeModelFile(`${count} ${what} in a file of ${this.size} bytes`);
    }
    return Number(count);
  }

  async string(): Promise<string> {
    const length = await this.u64();
    if (length > BigInt(MAX_GGUF_STRING_BYTES)) {
      throw new UnsafeModelFile(`a string of ${length} bytes`);
    }
    return (await this.bytes(Number(length))).toString('utf8');
  }

  async value(type: number): Promise<void> {
    if (type === STRING) return this.skipString();
    if (type === ARRAY) {
      const elementType = await this.u32();
      if (elementType === ARRAY) throw new UnsafeModelFile('an array of arrays');
      const fixed = FIXED_SIZE[elementType];
      const minBytes = fixed ?? (elementType === STRING ? 8 : undefined);
      if (minBytes === undefined) throw new UnsafeModelFile(`a value of type ${elementType}`);
      const count = await this.count('array elements', minBytes);
      if (fixed !== undefined) {
        await this.skip(count * fixed);
        return;
      }
      for (let i = 0; i < count; i++) await this.skipString();
      return;
    }
    const fixed = FIXED_SIZE[type];
    if (fixed === undefined) throw new UnsafeModelFile(`a value of type ${type}`);
    await this.skip(fixed);
  }

  private async skip(length: number): Promise<void> {
    if (length > this.size - this.at)
      throw new UnsafeModelFile('it claims more bytes than the file holds');
    if (this.at + length <= this.bufferAt + this.buffer.length) {
      this.at += length;
      return;
    }
    this.at += length;
    this.buffer = Buffer.alloc(0);
    this.bufferAt = this.at;
  }
}
