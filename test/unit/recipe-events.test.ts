import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { describe, expect, it } from 'vitest';
import { encodeRecipeEvent } from '../../src/recipe/recipe-events.js';

function decode(stream: string): EventSourceMessage[] {
  const events: EventSourceMessage[] = [];
  const parser = createParser({ onEvent: (event) => events.push(event) });
  // Feed in awkward pieces, as a network would.
  for (let i = 0; i < stream.length; i += 7) parser.feed(stream.slice(i, i + 7));
  return events;
}

describe('recipe events', () => {
  it('encodes events that an SSE parser decodes back, newlines and unicode included', () => {
    const text = 'line one\n\nline two\r\n: not a comment\ndata: not a field — 🍳';
    const stream =
      encodeRecipeEvent('delta', { text }) +
      encodeRecipeEvent('done', { finishReason: 'length', conflicts: [] }) +
      encodeRecipeEvent('error', { code: 'timeout', message: 'Too slow.' });
    const events = decode(stream);
    expect(events.map((event) => event.event)).toEqual(['delta', 'done', 'error']);
    expect(JSON.parse(events[0]!.data)).toEqual({ text });
    expect(JSON.parse(events[1]!.data)).toEqual({ finishReason: 'length', conflicts: [] });
    expect(JSON.parse(events[2]!.data)).toEqual({ code: 'timeout', message: 'Too slow.' });
  });

  it('writes each event as one event line and one data line', () => {
    expect(encodeRecipeEvent('delta', { text: 'a\nb' })).toBe(
      'event: delta\ndata: {"text":"a\\nb"}\n\n',
    );
  });
});
