/** A recipe's Server-Sent Events read one at a time, as they arrive. */
import { EventSourceParserStream } from 'eventsource-parser/stream';
import type { DecodedEvent } from './sse.js';

export interface LiveEvents {
  /** The next event, or undefined once the stream ended. */
  next(): Promise<DecodedEvent | undefined>;
  /** Reads until the stream ends; every event read so far, this one's included. */
  rest(): Promise<DecodedEvent[]>;
  /** Every event read so far. */
  readonly seen: DecodedEvent[];
  /** Hangs up, as a visitor who presses Stop. */
  stop(): Promise<void>;
}

export function liveEvents(response: Response): LiveEvents {
  if (!response.body) throw new Error('no body');
  const reader = response.body
    .pipeThrough(new TextDecoderStream())
    .pipeThrough(new EventSourceParserStream())
    .getReader();
  const seen: DecodedEvent[] = [];
  const next = async () => {
    const { value, done } = await reader.read();
    if (done) return undefined;
    const event = { event: value.event, data: JSON.parse(value.data) as Record<string, unknown> };
    seen.push(event);
    return event;
  };
  return {
    next,
    seen,
    async rest() {
      while ((await next()) !== undefined);
      return seen;
    },
    stop: () => reader.cancel(),
  };
}
