/**
 * The one reader of the recipe's Server-Sent Events outside the page, for tests, the bench and
 * scripts: a whole answer at once, or one event at a time as they arrive. Both decode with
 * eventsource-parser, the library the page's own reader is checked against.
 */
import { createParser } from 'eventsource-parser';
import { EventSourceParserStream } from 'eventsource-parser/stream';

export interface DecodedEvent {
  event: string | undefined;
  data: Record<string, unknown>;
}

/** The events of a whole SSE text. */
export function decodeEvents(text: string): DecodedEvent[] {
  const events: DecodedEvent[] = [];
  const parser = createParser({
    onEvent: (message) =>
      events.push({
        event: message.event,
        data: JSON.parse(message.data) as Record<string, unknown>,
      }),
  });
  parser.feed(text);
  return events;
}

/** Reads a whole SSE response and decodes its events. */
export async function readEvents(response: Response): Promise<DecodedEvent[]> {
  return decodeEvents(await response.text());
}

export function recipeText(events: DecodedEvent[]): string {
  return events
    .filter((event) => event.event === 'delta')
    .map((event) => event.data.text as string)
    .join('');
}

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

/** A recipe's events read one at a time, as they arrive. */
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
