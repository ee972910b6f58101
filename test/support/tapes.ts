/** The recorded provider answers of test/fixtures/provider-tapes.json, and what each should give. */
import { readFileSync } from 'node:fs';
import type { FinishReason } from '../../src/recipe/recipe-events.js';
import { normalizeFinishReason } from '../../src/server/providers/finish-reason.js';

export interface Tape {
  index: number;
  url: string;
  status: number;
  contentType: string;
  body: string;
}

export function loadTapes(): Tape[] {
  const file = JSON.parse(
    readFileSync(new URL('../fixtures/provider-tapes.json', import.meta.url), 'utf8'),
  ) as { tapes: { url: string; status: number; headers: Record<string, string>; body: string }[] };
  return file.tapes.map((tape, index) => ({
    index,
    url: tape.url,
    status: tape.status,
    contentType: tape.headers['content-type']!,
    body: tape.body,
  }));
}

export function isStreamedSuccess(tape: Tape): boolean {
  return tape.status === 200 && tape.contentType.startsWith('text/event-stream');
}

/**
 * What the visitor must get from a streamed tape, read independently of the server's code: the
 * `delta.content` of every complete SSE event joined, and the last finish reason.
 */
export function expectedRecipe(tape: Tape): { text: string; finishReason: FinishReason } {
  let text = '';
  let finishReason: unknown = null;
  // Only events ended by a blank line count; a recording may end in the middle of one.
  const events = tape.body.replace(/\r\n/g, '\n').split('\n\n').slice(0, -1);
  for (const event of events) {
    const data = event
      .split('\n')
      .filter((line) => line.startsWith('data:'))
      .map((line) => line.slice(5).replace(/^ /, ''))
      .join('\n');
    if (data === '' || data === '[DONE]') continue;
    const chunk = JSON.parse(data) as {
      choices?: { delta?: { content?: unknown }; finish_reason?: unknown }[];
    };
    const choice = chunk.choices?.[0];
    if (typeof choice?.delta?.content === 'string') text += choice.delta.content;
    if (choice?.finish_reason) finishReason = choice.finish_reason;
  }
  return { text, finishReason: normalizeFinishReason(finishReason) };
}
