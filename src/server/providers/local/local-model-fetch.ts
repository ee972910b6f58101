/**
 * Fetches the local model file: resumable (a Range request from what is on disk), atomic (a `.part`
 * file renamed when whole), checked (LOCAL_MODEL_SHA256, else the hub's sha256, and the GGUF
 * magic), free disk checked first, every response bounded in time. Bytes that fail the check are
 * deleted. A model already at its place is used without asking the network anything.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, rename, rm, stat, statfs } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { LocalModelConfig } from '../../config.js';
import { megabytes } from './download-progress.js';

export interface FetchProgress {
  receivedBytes: number;
  totalBytes: number;
}

export interface FetchOptions {
  signal: AbortSignal;
  onProgress: (progress: FetchProgress) => void;
  /** No answer, or no new bytes, within this long cuts the transfer (to be resumed later). */
  stallTimeoutMs?: number;
}

/** A failure the owner can act on; `message` is the reason shown in health and the log. */
export class ModelFetchError extends Error {
  constructor(
    message: string,
    /** True when bytes arrived before the failure: trying again at once continues from there. */
    readonly madeProgress = false,
  ) {
    super(message);
    this.name = 'ModelFetchError';
  }
}

export const GGUF_MAGIC = Buffer.from('GGUF', 'latin1');
export const DEFAULT_STALL_TIMEOUT_MS = 30_000;
const MAX_REDIRECTS = 5;
/** Kept free beyond the model itself. */
const DISK_MARGIN_BYTES = 64 * 1024 * 1024;

/** Where the model lives on disk: a path as given, a fetched model under LOCAL_MODEL_DIR. */
export function modelPath(local: LocalModelConfig): string {
  const { source } = local;
  switch (source.kind) {
    case 'path':
      return source.path;
    case 'hf':
      return join(local.dir, 'hf', source.owner, source.repo, ...source.file.split('/'));
    case 'url': {
      const tag = createHash('sha256').update(source.url).digest('hex').slice(0, 12);
      return join(local.dir, 'url', tag, source.fileName);
    }
  }
}

export function sourceUrl(local: LocalModelConfig): string | undefined {
  const { source } = local;
  if (source.kind === 'url') return source.url;
  if (source.kind === 'hf') {
    const file = source.file.split('/').map(encodeURIComponent).join('/');
    return `${local.hfEndpoint}/${source.owner}/${source.repo}/resolve/main/${file}`;
  }
  return undefined;
}

export async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** Fetches the model to modelPath(local) unless it is there; resolves with that path. */
export async function fetchModel(local: LocalModelConfig, options: FetchOptions): Promise<string> {
  const target = modelPath(local);
  if (await isFile(target)) return target;
  const url = sourceUrl(local);
  if (url === undefined) throw new ModelFetchError(`no model file at ${target}`);
  const partPath = `${target}.part`;
  await mkdir(dirname(target), { recursive: true });
  const onDisk = (await isFile(partPath)) ? (await stat(partPath)).size : 0;

  const stallMs = options.stallTimeoutMs ?? DEFAULT_STALL_TIMEOUT_MS;
  const answer = await request(url, onDisk, options.signal, stallMs);
  const expectedSha = local.sha256 ?? answer.hubSha256;
  const resumed = answer.response.status === 206;
  if (resumed && answer.rangeStart !== onDisk) {
    await answer.response.body?.cancel();
    throw new ModelFetchError(`the model host sent a range that does not start at ${onDisk}`);
  }
  const start = resumed ? onDisk : 0;
  if (answer.response.status !== 206 && answer.response.status !== 200) {
    await answer.response.body?.cancel();
    throw new ModelFetchError(
      answer.response.status === 404
        ? `the model was not found at ${url} (404)`
        : `the model host answered ${answer.response.status} for ${url}`,
    );
  }
  const total = answer.totalBytes ?? (answer.contentLength ?? 0) + start;

  const free = await freeBytes(dirname(target));
  if (free !== undefined && total > 0 && free < total - start + DISK_MARGIN_BYTES) {
    await answer.response.body?.cancel();
    throw new ModelFetchError(
      `not enough disk space in ${local.dir}: the model needs ${megabytes(total - start)} more, ${megabytes(free)} free`,
    );
  }

  let received = start;
  options.onProgress({ receivedBytes: received, totalBytes: total });
  const body = answer.response.body;
  if (body === null) throw new ModelFetchError(`the model host sent no body for ${url}`);
  const stall = new StallWatch(stallMs, answer.controller);
  try {
    await storeBody(body, partPath, resumed, (bytes) => {
      received += bytes;
      stall.touch();
      options.onProgress({ receivedBytes: received, totalBytes: total });
    });
  } catch (error) {
    if (options.signal.aborted) throw error;
    const why = stall.fired ? `no data for ${stallMs / 1000} s` : describe(error);
    if (isDiskFull(error)) {
      throw new ModelFetchError(`the disk in ${local.dir} is full`);
    }
    throw new ModelFetchError(
      `the transfer from ${new URL(url).host} was cut after ${megabytes(received)} (${why})`,
      received > start,
    );
  } finally {
    stall.stop();
  }
  if (total > 0 && received !== total) {
    throw new ModelFetchError(
      `the transfer ended after ${megabytes(received)} of ${megabytes(total)}`,
      received > start,
    );
  }

  const problem = await checkFile(partPath, expectedSha);
  if (problem !== undefined) {
    await rm(partPath, { force: true });
    throw new ModelFetchError(problem);
  }
  await rename(partPath, target);
  return target;
}

/** Bytes read from the host but not yet on disk, past which reading waits for the disk. */
const MAX_UNWRITTEN_BYTES = 8 * 1024 * 1024;

/**
 * Appends (or writes) `body` to the file at `path`, and keeps every byte that arrived even when the
 * transfer is cut: a read is always waiting while the disk writes, so a piece that comes just
 * before the connection breaks is handed over instead of being dropped with the stream's queue,
 * and all that was read is written before the cut is thrown. A resume then starts where the bytes
 * stopped, not where the disk had caught up to.
 */
async function storeBody(
  body: ReadableStream<Uint8Array>,
  path: string,
  append: boolean,
  onBytes: (bytes: number) => void,
): Promise<void> {
  const file = await open(path, append ? 'a' : 'w');
  const reader = body.getReader();
  let written: Promise<void> = Promise.resolve();
  let unwritten = 0;
  let writeError: unknown;
  const write = (piece: Uint8Array) =>
    file.write(piece).then(
      () => {
        unwritten -= piece.length;
      },
      (error: unknown) => {
        writeError ??= error;
      },
    );
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      onBytes(value.length);
      unwritten += value.length;
      written = written.then(() => (writeError === undefined ? write(value) : undefined));
      if (unwritten > MAX_UNWRITTEN_BYTES) await written;
      if (writeError !== undefined) throw writeError;
    }
  } catch (error) {
    await reader.cancel().catch(() => {});
    throw error;
  } finally {
    await written;
    await file.close();
  }
  if (writeError !== undefined) throw writeError;
}

interface Answer {
  response: Response;
  controller: AbortController;
  hubSha256: string | undefined;
  totalBytes: number | undefined;
  contentLength: number | undefined;
  rangeStart: number | undefined;
}

/**
 * Follows redirects by hand: the hub's own 302 carries the file's sha256 (X-Linked-Etag) and size
 * (X-Linked-Size); the CDN it points to serves the bytes.
 */
async function request(
  url: string,
  from: number,
  signal: AbortSignal,
  stallMs: number,
): Promise<Answer> {
  let hubSha256: string | undefined;
  let linkedSize: number | undefined;
  let next = url;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
    // Cuts this hop (no answer in time, or a stalled body later); `signal` cuts it too, even
    // when it was aborted before the hop began.
    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(new Error(`no answer within ${stallMs / 1000} s`)),
      stallMs,
    );
    let response: Response;
    try {
      response = await fetch(next, {
        redirect: 'manual',
        signal: AbortSignal.any([signal, controller.signal]),
        headers: from > 0 ? { range: `bytes=${from}-` } : {},
      });
    } catch (error) {
      if (signal.aborted) throw error;
      const reason = controller.signal.aborted
        ? String((controller.signal.reason as Error).message)
        : describe(error);
      throw new ModelFetchError(
        `the model host ${new URL(next).host} could not be reached (${reason})`,
      );
    } finally {
      clearTimeout(timer);
    }
    hubSha256 ??= sha256Of(response.headers.get('x-linked-etag'));
    linkedSize ??= sizeOf(response.headers.get('x-linked-size'));
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location !== null) {
      await response.body?.cancel();
      next = new URL(location, next).href;
      continue;
    }
    const range = /^bytes (\d+)-\d+\/(\d+|\*)$/.exec(response.headers.get('content-range') ?? '');
    const rangeTotal = range && range[2] !== '*' ? Number(range[2]) : undefined;
    return {
      response,
      controller,
      hubSha256,
      totalBytes: linkedSize ?? rangeTotal,
      contentLength: sizeOf(response.headers.get('content-length')),
      rangeStart: range ? Number(range[1]) : undefined,
    };
  }
  throw new ModelFetchError(`more than ${MAX_REDIRECTS} redirects from ${url}`);
}

/** Cuts a transfer that stops sending bytes. */
class StallWatch {
  fired = false;
  private timer: NodeJS.Timeout;
  constructor(
    ms: number,
    private readonly controller: AbortController,
  ) {
    this.timer = setTimeout(() => this.fire(), ms);
  }
  touch(): void {
    this.timer.refresh();
  }
  stop(): void {
    clearTimeout(this.timer);
  }
  private fire(): void {
    this.fired = true;
    this.controller.abort(new Error('stalled'));
  }
}

/** The reason the file is refused, or undefined when it is a GGUF with the expected checksum. */
async function checkFile(
  path: string,
  expectedSha: string | undefined,
): Promise<string | undefined> {
  const file = await open(path, 'r');
  try {
    const head = Buffer.alloc(4);
    await file.read(head, 0, 4, 0);
    if (!head.equals(GGUF_MAGIC)) return 'the file fetched is not a GGUF model';
  } finally {
    await file.close();
  }
  if (expectedSha === undefined) return undefined;
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash);
  const actual = hash.digest('hex');
  return actual === expectedSha
    ? undefined
    : `the file fetched does not match its checksum (sha256 ${actual}, expected ${expectedSha})`;
}

function sha256Of(etag: string | null): string | undefined {
  const match = /^(?:W\/)?"?([0-9a-f]{64})"?$/i.exec(etag?.trim() ?? '');
  return match ? match[1]!.toLowerCase() : undefined;
}

function sizeOf(header: string | null): number | undefined {
  return header !== null && /^\d+$/.test(header.trim()) ? Number(header) : undefined;
}

async function freeBytes(dir: string): Promise<number | undefined> {
  try {
    const stats = await statfs(dir);
    return stats.bavail * stats.bsize;
  } catch {
    return undefined;
  }
}

function isDiskFull(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === 'ENOSPC';
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`;
}
