/**
 * A loopback OpenAI-compatible chat-completions server for tests: it streams with delays, fails
 * on demand, and records every request it gets (and whether the caller hung up early).
 */
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setImmediate, setTimeout as delay } from 'node:timers/promises';
import { createGzip } from 'node:zlib';
import { encodeChatChunk } from '../src/server/demo/chat-completion-chunk.js';

export type FakeBehaviour =
  /** A streamed success: each token one SSE chunk, then finish_reason and [DONE]. */
  | {
      kind: 'stream';
      tokens: string[];
      firstTokenDelayMs?: number;
      tokenDelayMs?: number;
      finishReason?: string | null;
      /** Destroy the connection after this many tokens, without finishing. */
      resetAfter?: number;
      /** Send a chunk that is not JSON after this many tokens. */
      malformedAfter?: number;
      /** Send an `{"error":…}` chunk after this many tokens. */
      errorAfter?: number;
      /** Send OpenAI's last usage chunk (`choices: []`) with this many completion tokens. */
      completionTokens?: number;
      /** After this many tokens, wait for `until` before sending the rest. */
      holdAfter?: number;
      until?: Promise<unknown>;
    }
  /** A non-200 answer (or any recorded answer), sent as is. */
  | {
      kind: 'reply';
      status: number;
      body: string;
      contentType: string;
      headers?: Record<string, string>;
    }
  /** Accepts the request and never answers. */
  | { kind: 'hang' }
  /**
   * A hostile answer of about `bytes` bytes, written only as fast as the caller reads (the fake
   * never holds it): a 500 JSON error body, one SSE line (after `textBefore` as valid chunks), or
   * event-stream bytes with no newline at all.
   */
  | {
      kind: 'flood';
      shape: 'json-error' | 'sse-line' | 'no-newline';
      bytes: number;
      textBefore?: string[];
    }
  /** `bytes` of one repeated letter, no newline, gzipped to about a thousandth of that. */
  | { kind: 'gzip-bomb'; bytes: number; status: 200 | 500 }
  /** Valid chunks of `token`, forever, as fast as the caller reads them. */
  | { kind: 'endless'; token: string }
  /** A redirect to `location`. */
  | { kind: 'redirect'; status: 301 | 302 | 303 | 307 | 308; location: string };

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: ChatRequestBody;
  /** Resolves with the time the caller hung up before the answer was complete. */
  aborted: Promise<number>;
  abortedAt: number | null;
  /** Date.now() when the first token of a streamed answer was written, for the benchmark. */
  firstTokenAt: number | null;
  /** Date.now() when the whole request had arrived. */
  receivedAt: number;
  /** Date.now() when the answer was completely written, or null while it is not. */
  endedAt: number | null;
}

export interface ChatRequestBody {
  model?: string;
  messages?: { role: string; content: string }[];
  max_tokens?: number;
  stream?: boolean;
  [key: string]: unknown;
}

export interface FakeProvider {
  /** Base URL for RECIPE_ENDPOINT_URL. */
  url: string;
  requests: RecordedRequest[];
  /** The behaviour for every request from now on, or one chosen per request. */
  use(behaviour: FakeBehaviour | ((body: ChatRequestBody) => FakeBehaviour)): void;
  /** Resolves once the provider has received `count` requests in all. */
  waitForRequests(count: number): Promise<RecordedRequest>;
  close(): Promise<void>;
}

/** 64 KB of one letter, written again and again by the floods. */
const FILL = Buffer.alloc(64 * 1024, 'x');

/**
 * Writes one piece and waits until the caller has taken it (or has gone): resolves false once the
 * connection is closed. Yields to the event loop after every write, so a flood never blocks it.
 */
async function send(res: ServerResponse, piece: string | Buffer): Promise<boolean> {
  if (res.destroyed) return false;
  if (res.write(piece)) await setImmediate();
  else {
    await new Promise<void>((resolve) => {
      const done = () => {
        res.off('drain', done);
        res.off('close', done);
        resolve();
      };
      res.on('drain', done);
      res.on('close', done);
    });
  }
  return !res.destroyed;
}

const bombs = new Map<number, Promise<Buffer>>();

/** `bytes` of the letter a, gzipped as a stream (never held whole); made once per size. */
export function gzipBomb(bytes: number): Promise<Buffer> {
  let bomb = bombs.get(bytes);
  if (!bomb) {
    const block = Buffer.alloc(FILL.length, 'a');
    const blocks = Math.ceil(bytes / block.length);
    bomb = (async () => {
      const parts: Buffer[] = [];
      const gzip = createGzip({ level: 9 });
      gzip.on('data', (part: Buffer) => parts.push(part));
      await pipeline(
        Readable.from(
          (function* () {
            for (let i = 0; i < blocks; i++) yield block;
          })(),
        ),
        gzip,
      );
      return Buffer.concat(parts);
    })();
    bombs.set(bytes, bomb);
  }
  return bomb;
}

export const SAMPLE_TOKENS = ['# Pancakes', '\n\n', 'Whisk ', 'milk, ', 'eggs ', 'and ', 'flour.'];

export function streamOf(
  tokens: string[],
  options: Partial<Extract<FakeBehaviour, { kind: 'stream' }>> = {},
): FakeBehaviour {
  return { kind: 'stream', tokens, ...options };
}

/** A promise for `until` (holdAfter) and the function that settles it. */
export function gate(): { opened: Promise<void>; open: () => void } {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

export async function startFakeProvider(): Promise<FakeProvider> {
  let choose: (body: ChatRequestBody) => FakeBehaviour = () => streamOf(SAMPLE_TOKENS);
  const requests: RecordedRequest[] = [];
  const waiters: { count: number; resolve: (request: RecordedRequest) => void }[] = [];
  const sockets = new Set<import('node:net').Socket>();

  const server = createServer((req, res) => {
    void handle(req, res).catch((error: unknown) => {
      // A hung-up caller makes writes fail; anything else is a bug in the fake itself.
      if (!res.destroyed) throw error;
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    let body: ChatRequestBody;
    try {
      body = JSON.parse(text) as ChatRequestBody;
    } catch {
      body = { unparsable: text };
    }
    let markAborted: (at: number) => void = () => {};
    const record: RecordedRequest = {
      method: req.method ?? '',
      path: req.url ?? '',
      headers: req.headers,
      body,
      aborted: new Promise((resolve) => (markAborted = resolve)),
      abortedAt: null,
      firstTokenAt: null,
      receivedAt: Date.now(),
      endedAt: null,
    };
    res.on('finish', () => (record.endedAt = Date.now()));
    res.on('close', () => {
      if (!res.writableFinished) {
        record.abortedAt = Date.now();
        markAborted(record.abortedAt);
      }
    });
    requests.push(record);
    for (const waiter of waiters.filter((w) => requests.length >= w.count)) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(record);
    }

    if (!(req.url ?? '').endsWith('/chat/completions') || req.method !== 'POST') {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: `no route ${req.method} ${req.url}` } }));
      return;
    }
    const behaviour = choose(body);
    switch (behaviour.kind) {
      case 'hang':
        return;
      case 'reply':
        res.writeHead(behaviour.status, {
          'content-type': behaviour.contentType,
          ...behaviour.headers,
        });
        res.end(behaviour.body);
        return;
      case 'stream':
        await stream(res, behaviour, body.model ?? 'fake-model', record);
        return;
      case 'flood':
        await flood(res, behaviour, body.model ?? 'fake-model');
        return;
      case 'gzip-bomb': {
        const compressed = await gzipBomb(behaviour.bytes);
        res.writeHead(behaviour.status, {
          'content-type': behaviour.status === 200 ? 'text/event-stream' : 'application/json',
          'content-encoding': 'gzip',
        });
        res.end(compressed);
        return;
      }
      case 'endless':
        await endless(res, behaviour.token, body.model ?? 'fake-model');
        return;
      case 'redirect':
        res.writeHead(behaviour.status, { location: behaviour.location });
        res.end();
    }
  }

  async function flood(
    res: ServerResponse,
    behaviour: Extract<FakeBehaviour, { kind: 'flood' }>,
    model: string,
  ): Promise<void> {
    if (behaviour.shape === 'json-error') {
      res.writeHead(500, { 'content-type': 'application/json' });
      if (!(await send(res, '{"error":{"message":"'))) return;
    } else {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      for (const text of behaviour.textBefore ?? []) {
        if (!(await send(res, encodeChatChunk('chatcmpl-fake', model, { content: text }, null)))) {
          return;
        }
      }
      const lineStart = '{"choices":[{"index":0,"delta":{"content":"';
      if (!(await send(res, behaviour.shape === 'sse-line' ? `data: ${lineStart}` : 'data: '))) {
        return;
      }
    }
    for (let sent = 0; sent < behaviour.bytes; sent += FILL.length) {
      if (!(await send(res, FILL))) return;
    }
    res.end(behaviour.shape === 'no-newline' ? '' : '"}}]}\n\n');
  }

  async function endless(res: ServerResponse, token: string, model: string): Promise<void> {
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    const batch = encodeChatChunk('chatcmpl-fake', model, { content: token }, null).repeat(50);
    while (await send(res, batch));
  }

  async function stream(
    res: ServerResponse,
    behaviour: Extract<FakeBehaviour, { kind: 'stream' }>,
    model: string,
    record: RecordedRequest,
  ): Promise<void> {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    res.flushHeaders();
    const chunk = (delta: { role?: 'assistant'; content?: string }, finishReason: string | null) =>
      encodeChatChunk('chatcmpl-fake', model, delta, finishReason);
    res.write(chunk({ role: 'assistant', content: '' }, null));
    await delay(behaviour.firstTokenDelayMs ?? 0);
    for (const [index, token] of behaviour.tokens.entries()) {
      if (index > 0) await delay(behaviour.tokenDelayMs ?? 0);
      if (index === behaviour.holdAfter) await behaviour.until;
      if (res.destroyed) return;
      if (index === behaviour.resetAfter) {
        res.socket?.destroy();
        return;
      }
      if (index === behaviour.malformedAfter) {
        res.end('data: {"choices": [{"delta": {"content": "oops\n\n');
        return;
      }
      if (index === behaviour.errorAfter) {
        res.end(`data: ${JSON.stringify({ error: { message: 'Internal model error' } })}\n\n`);
        return;
      }
      if (index === 0) record.firstTokenAt = Date.now();
      res.write(chunk({ content: token }, null));
    }
    res.write(chunk({}, behaviour.finishReason === undefined ? 'stop' : behaviour.finishReason));
    if (behaviour.completionTokens !== undefined) {
      const usage = {
        prompt_tokens: 40,
        completion_tokens: behaviour.completionTokens,
        total_tokens: 40 + behaviour.completionTokens,
      };
      const usageChunk = {
        id: 'chatcmpl-fake',
        object: 'chat.completion.chunk',
        model,
        choices: [],
        usage,
      };
      res.write(`data: ${JSON.stringify(usageChunk)}\n\n`);
    }
    res.end('data: [DONE]\n\n');
  }

  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    use(behaviour) {
      choose = typeof behaviour === 'function' ? behaviour : () => behaviour;
    },
    waitForRequests(count) {
      const reached = requests[count - 1];
      if (reached) return Promise.resolve(reached);
      return new Promise((resolve) => waiters.push({ count, resolve }));
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      server.close();
      await once(server, 'close');
    },
  };
}
