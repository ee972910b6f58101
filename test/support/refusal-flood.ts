/**
 * A flood of refused requests, as in the refusal-flood attack: clients (each its own X-Forwarded-For
 * address, so the server needs TRUST_PROXY=1) each sending a refused body back to back, one raw
 * connection per request. Shared by the flood test and the benchmark.
 */
import { openRaw, parseRawResponse } from './raw-http.js';

export interface FloodResult {
  /** How many answers of each status the clients got. */
  statuses: Record<number, number>;
  /** Whether every 429 said when to come back. */
  retryAfterOnEvery429: boolean;
}

export async function floodRefusals(
  origin: string,
  options: { clients: number; requestsPerClient: number; body: string },
): Promise<FloodResult> {
  const statuses: Record<number, number> = {};
  let retryAfterOnEvery429 = true;
  const client = async (index: number) => {
    const head =
      'POST /Recipe-generator/api/recipe HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
      'Content-Type: application/json\r\nConnection: close\r\n' +
      `X-Forwarded-For: 198.51.100.${index + 1}\r\n` +
      `Content-Length: ${Buffer.byteLength(options.body)}\r\n\r\n`;
    for (let sent = 0; sent < options.requestsPerClient; sent++) {
      const connection = await openRaw(origin);
      connection.send(head + options.body);
      const answer = parseRawResponse(await connection.closed);
      statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      if (answer.status === 429 && !answer.headers.has('retry-after')) retryAfterOnEvery429 = false;
    }
  };
  await Promise.all(Array.from({ length: options.clients }, (_, index) => client(index)));
  return { statuses, retryAfterOnEvery429 };
}

/** Times `api/health`, one request after another, until `until` settles (at least `min` times). */
export async function timeHealth(
  origin: string,
  until: Promise<unknown>,
  min = 1,
): Promise<number[]> {
  let settled = false;
  void until.finally(() => (settled = true));
  const times: number[] = [];
  while (!settled || times.length < min) {
    const started = performance.now();
    const response = await fetch(`${origin}/Recipe-generator/api/health`);
    await response.text();
    if (response.status !== 200) throw new Error(`api/health answered ${response.status}`);
    times.push(performance.now() - started);
  }
  return times;
}
