/**
 * The `fetch` the provider client uses, with every answer bounded. `@huggingface/inference` reads
 * a whole error body into memory, re-copies a growing SSE line on every chunk and follows
 * redirects; a hostile or broken provider could fill the heap or send the prompt elsewhere.
 * Bytes are counted after decompression (fetch inflates gzip, deflate and br itself), and reading
 * stops, cancelling the provider's answer, as soon as a bound is passed.
 */

import { setImmediate } from 'node:timers/promises';

/** An error body is read up to this much; a longer one is dropped whole. */
export const ERROR_BODY_LIMIT_BYTES = 64 * 1024;
/** One SSE line (one event's data) may be this long; an honest chunk is well under 1 KB. */
export const SSE_LINE_LIMIT_BYTES = 256 * 1024;
/**
 * A whole streamed answer. An honest one is 512 tokens at most (the server's max_tokens), a chunk
 * each of some 300 bytes: about 150 KB. Parsing costs the server about 0.1 s of CPU a MB.
 */
export const ANSWER_LIMIT_BYTES = 1024 * 1024;

/** The provider's answer broke a bound or a rule; the recipe ends with `provider_error`. */
export class ProviderAnswerRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProviderAnswerRefused';
  }
}

export const boundedFetch: typeof fetch = async (input, init) => {
  const response = await fetch(input, { ...init, redirect: 'manual' });
  if (response.status >= 300 && response.status < 400) {
    await response.body?.cancel();
    // The location is the provider's; it goes to the log only.
    throw new ProviderAnswerRefused(
      `the provider redirected (${response.status} to ${response.headers.get('location') ?? 'nowhere'}); redirects are not followed`,
    );
  }
  if (!response.ok) return withBoundedErrorBody(response);
  if (!response.body) return response;
  return new Response(boundedStream(response.body), {
    status: response.status,
    statusText: response.statusText,
    headers: withoutEncoding(response.headers),
  });
};

/** The same headers without those that described the body as it came over the wire. */
function withoutEncoding(headers: Headers): Headers {
  const copy = new Headers(headers);
  copy.delete('content-encoding');
  copy.delete('content-length');
  return copy;
}

async function withBoundedErrorBody(response: Response): Promise<Response> {
  const headers = withoutEncoding(response.headers);
  const init = { status: response.status, statusText: response.statusText, headers };
  if (!response.body) return new Response(null, init);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return new Response(Buffer.concat(chunks), init);
    size += value.byteLength;
    if (size > ERROR_BODY_LIMIT_BYTES) break;
    chunks.push(value);
  }
  await reader.cancel();
  // Dropped whole: a cut JSON body would only fail to parse. The status still tells what failed.
  headers.delete('content-type');
  return new Response(null, init);
}

/** Passes the SSE bytes through as they are read, failing once a line or the whole is too long. */
function boundedStream(source: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  const reader = source.getReader();
  let total = 0;
  let lineLength = 0;
  const refuse = async (
    controller: ReadableStreamDefaultController<Uint8Array>,
    problem: ProviderAnswerRefused,
  ) => {
    controller.error(problem);
    await reader.cancel(problem);
  };
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        // Data fetch has already buffered is read without a turn of the event loop; a fast
        // flood would then be parsed in one long run while api/health waits. One chunk a turn.
        await setImmediate();
        const { done, value } = await reader.read();
        if (done) {
          controller.close();
          return;
        }
        total += value.byteLength;
        lineLength = openLineLength(value, lineLength);
        if (lineLength > SSE_LINE_LIMIT_BYTES) {
          await refuse(controller, new ProviderAnswerRefused('an SSE line over 256 KB'));
        } else if (total > ANSWER_LIMIT_BYTES) {
          await refuse(controller, new ProviderAnswerRefused('an answer over 1 MB'));
        } else {
          controller.enqueue(value);
        }
      },
      cancel(reason) {
        return reader.cancel(reason);
      },
    },
    // Reads only when the client asks: nothing is buffered ahead of it.
    { highWaterMark: 0 },
  );
}

/**
 * The length of the line still open after `chunk`, given the length of the one open before it; a
 * line that grows past the limit inside the chunk gives a length over the limit.
 */
export function openLineLength(chunk: Uint8Array, openLength: number): number {
  let start = 0;
  let open = openLength;
  let lf = chunk.indexOf(0x0a);
  let cr = chunk.indexOf(0x0d);
  while (lf !== -1 || cr !== -1) {
    const end = lf === -1 ? cr : cr === -1 ? lf : Math.min(lf, cr);
    if (open + end - start > SSE_LINE_LIMIT_BYTES) return open + end - start;
    open = 0;
    start = end + 1;
    if (lf !== -1 && lf < start) lf = chunk.indexOf(0x0a, start);
    if (cr !== -1 && cr < start) cr = chunk.indexOf(0x0d, start);
  }
  return open + chunk.byteLength - start;
}
