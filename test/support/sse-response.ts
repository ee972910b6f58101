/**
 * Bodies for the page's SSE reader, cut exactly where a test says: a `Response` over a pull
 * stream hands each chunk to the reader on its own, as the network may.
 */

export type StreamEnd = 'close' | 'error';

/** A 200 `text/event-stream` answer whose body is `chunks`, then a clean end or a broken one. */
export function sseResponse(chunks: Uint8Array[], end: StreamEnd = 'close'): Response {
  const queue = [...chunks];
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const next = queue.shift();
        if (next) controller.enqueue(next);
        else if (end === 'close') controller.close();
        else controller.error(new TypeError('terminated: other side closed'));
      },
    },
    { highWaterMark: 0 },
  );
  return new Response(body, {
    status: 200,
    headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' },
  });
}

/** Every byte a chunk of its own. */
export function oneByteChunks(text: string): Uint8Array[] {
  return [...new TextEncoder().encode(text)].map((byte) => Uint8Array.of(byte));
}

/**
 * Cut just before every UTF-8 continuation byte, so each multi-byte character arrives in pieces;
 * returns the chunks and how many characters were split.
 */
export function chunksSplittingCharacters(text: string): {
  chunks: Uint8Array[];
  splitCharacters: number;
} {
  const bytes = new TextEncoder().encode(text);
  const chunks: Uint8Array[] = [];
  let start = 0;
  let splitCharacters = 0;
  for (let index = 1; index < bytes.length; index++) {
    const isContinuation = (bytes[index]! & 0b1100_0000) === 0b1000_0000;
    if (!isContinuation) continue;
    if ((bytes[index - 1]! & 0b1100_0000) !== 0b1000_0000) splitCharacters++;
    chunks.push(bytes.slice(start, index));
    start = index;
  }
  chunks.push(bytes.slice(start));
  return { chunks, splitCharacters };
}
