import { createParser } from 'eventsource-parser';

export interface DecodedEvent {
  event: string | undefined;
  data: Record<string, unknown>;
}

/** Reads a whole SSE response and decodes its events. */
export async function readEvents(response: Response): Promise<DecodedEvent[]> {
  const events: DecodedEvent[] = [];
  const parser = createParser({
    onEvent: (message) =>
      events.push({
        event: message.event,
        data: JSON.parse(message.data) as Record<string, unknown>,
      }),
  });
  parser.feed(await response.text());
  return events;
}

export function recipeText(events: DecodedEvent[]): string {
  return events
    .filter((event) => event.event === 'delta')
    .map((event) => event.data.text as string)
    .join('');
}
