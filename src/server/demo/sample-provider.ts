/**
 * The sample provider of `npm run demo`: a loopback OpenAI-compatible chat-completions server that
 * streams canned markdown recipes word by word, so the page can be tried without any token. It
 * stops writing as soon as the caller hangs up.
 */
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { encodeChatChunk } from './chat-completion-chunk.js';

export const SAMPLE_RECIPES: readonly string[] = [
  [
    '# Sample recipe: Golden Pantry Pancakes',
    '',
    '*A sample from the demo writer, not written for your ingredients.*',
    '',
    '## Ingredients',
    '',
    '- 1 cup flour',
    '- 1 cup milk',
    '- 1 egg',
    '- 1 tablespoon sugar',
    '- a pinch of salt',
    '',
    '## Steps',
    '',
    '1. Whisk the flour, sugar and salt in a bowl.',
    '2. Beat in the **milk** and the **egg** until smooth.',
    '3. Cook ladlefuls in a hot, buttered pan until bubbles form, then flip.',
    '4. Serve warm with fruit or syrup.',
  ].join('\n'),
  [
    '# Sample recipe: Simple Vegetable Frittata',
    '',
    '*A sample from the demo writer, not written for your ingredients.*',
    '',
    '## Ingredients',
    '',
    '- 6 eggs',
    '- 1 onion, sliced',
    '- 1 pepper, diced',
    '- a handful of spinach',
    '- 50 g grated cheese',
    '',
    '## Steps',
    '',
    '1. Soften the onion and pepper in an oven-safe pan.',
    '2. Add the spinach and let it wilt.',
    '3. Pour in the beaten eggs, scatter the **cheese** over them.',
    '4. Cook gently for 5 minutes, then finish under the grill until set.',
  ].join('\n'),
  [
    '# Sample recipe: Tomato and Bean Soup',
    '',
    '*A sample from the demo writer, not written for your ingredients.*',
    '',
    '## Ingredients',
    '',
    '- 1 tin chopped tomatoes',
    '- 1 tin white beans, drained',
    '- 1 garlic clove',
    '- 500 ml vegetable stock',
    '- olive oil, salt and pepper',
    '',
    '## Steps',
    '',
    '1. Warm the oil and fry the sliced garlic for a minute.',
    '2. Add the tomatoes, beans and stock; simmer for 15 minutes.',
    '3. Blend half of it, stir back in, and season to taste.',
  ].join('\n'),
];

export interface SampleProviderOptions {
  /** Pause before the first word, in milliseconds. */
  firstTokenDelayMs?: number;
  /** Pause between words, in milliseconds. */
  tokenDelayMs?: number;
}

export interface SampleProvider {
  /** Base URL for RECIPE_ENDPOINT_URL. */
  url: string;
  close(): Promise<void>;
}

/** Splits a recipe into word-sized pieces that join back to the exact text. */
export function sampleTokens(recipe: string): string[] {
  return recipe.match(/\S+\s*|\s+/g) ?? [];
}

export async function startSampleProvider(
  options: SampleProviderOptions = {},
): Promise<SampleProvider> {
  const firstTokenDelayMs = options.firstTokenDelayMs ?? 600;
  const tokenDelayMs = options.tokenDelayMs ?? 45;
  let served = 0;
  const sockets = new Set<Socket>();

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      // Writing to a caller that hung up fails; that is the caller's choice, not an error.
      if (!res.destroyed) {
        console.error('sample provider failed:', error);
        res.destroy();
      }
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    // Read (and ignore) the request body so the caller's upload completes.
    await new Promise((resolve) => req.resume().once('end', resolve));
    if (req.method !== 'POST' || !(req.url ?? '').endsWith('/chat/completions')) {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: `no route ${req.method} ${req.url}` } }));
      return;
    }
    const recipe = SAMPLE_RECIPES[served++ % SAMPLE_RECIPES.length] ?? '';
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const id = `chatcmpl-sample-${served}`;
    const chunk = (delta: { role?: 'assistant'; content?: string }, finishReason: string | null) =>
      encodeChatChunk(id, 'sample', delta, finishReason);
    res.write(chunk({ role: 'assistant', content: '' }, null));
    await delay(firstTokenDelayMs);
    for (const token of sampleTokens(recipe)) {
      if (res.destroyed) return;
      res.write(chunk({ content: token }, null));
      await delay(tokenDelayMs);
    }
    if (res.destroyed) return;
    res.write(chunk({}, 'stop'));
    res.end('data: [DONE]\n\n');
  }

  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      for (const socket of sockets) socket.destroy();
      server.close();
      await once(server, 'close');
    },
  };
}
