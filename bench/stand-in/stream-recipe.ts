/** One recipe through the stand-in's server, read with the tests' SSE reader as it arrives. */
import { liveEvents, type DecodedEvent } from '../../test/support/sse.js';
export interface Streamed {
  status: number;
  /** The refusal's code, or the `error` event's. */
  code?: string;
  queued: number[];
  /** The estimate of each `queued` event, and when the first came. */
  etaSeconds: number[];
  queuedAtMs: number;
  firstTextMs: number;
  lastTextMs: number;
  text: string;
  /** Characters of the first `delta`: one token per character with the byte-level stand-in. */
  firstChars: number;
  end: 'done' | 'error' | 'stopped' | 'refused';
}

export interface StreamOptions {
  /** Stops (aborts the fetch) once this many characters arrived; 1 = after the first text. */
  stopAfter?: number;
  /** Stops at the first `queued` event. */
  stopWhenQueued?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** One recipe through the server, its SSE events parsed as they arrive. */
export async function streamRecipe(
  apiUrl: string,
  body: object,
  options: StreamOptions = {},
): Promise<Streamed> {
  const controller = new AbortController();
  options.signal?.addEventListener('abort', () => controller.abort(), { once: true });
  const started = performance.now();
  const result: Streamed = {
    status: 0,
    queued: [],
    etaSeconds: [],
    queuedAtMs: Number.NaN,
    firstTextMs: Number.NaN,
    lastTextMs: Number.NaN,
    text: '',
    firstChars: 0,
    end: 'stopped',
  };
  let response: Response;
  try {
    response = await fetch(apiUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...options.headers },
      body: JSON.stringify(body),
      signal: controller.signal,
    });
  } catch (error) {
    if (controller.signal.aborted) return result;
    throw error;
  }
  result.status = response.status;
  if (response.status !== 200) {
    const refusal = (await response.json()) as { error?: { code?: string } };
    return { ...result, code: refusal.error?.code, end: 'refused' };
  }
  const events = liveEvents(response);
  try {
    for (let event = await events.next(); event; event = await events.next()) {
      if (record(result, event, performance.now() - started, options)) {
        controller.abort();
        break;
      }
    }
  } catch (error) {
    if (!controller.signal.aborted) throw error;
  }
  return result;
}

/** Notes one event in `result`; true when the options say to stop there. */
function record(
  result: Streamed,
  { event, data }: DecodedEvent,
  now: number,
  options: StreamOptions,
): boolean {
  if (event === 'queued') {
    if (result.queued.length === 0) result.queuedAtMs = now;
    result.queued.push(data.position as number);
    result.etaSeconds.push(data.etaSeconds as number);
    return options.stopWhenQueued === true;
  }
  if (event === 'delta') {
    if (result.text === '') {
      result.firstTextMs = now;
      result.firstChars = (data.text as string).length;
    }
    result.lastTextMs = now;
    result.text += data.text as string;
    return options.stopAfter !== undefined && result.text.length >= options.stopAfter;
  }
  if (event === 'done') result.end = 'done';
  if (event === 'error') {
    result.end = 'error';
    result.code = data.code as string;
  }
  return false;
}
