/**
 * A burst of recipe requests from one address does not hold `api/health` until every one of them
 * is answered: each recipe request takes a turn of the event loop of its own, and the loop reads
 * its sockets (health among them) between two turns. Judged by the order the answers arrive in,
 * not by a time: sent after the whole burst, health is answered before most of it.
 */
import { expect, it } from 'vitest';
import { openRaw, parseRawResponse, rawRecipePost } from '../support/raw-http.js';
import { startServerForThisTest } from '../support/server-per-test.js';

const BURST = 100;
const HEALTH_REQUEST =
  'GET /Recipe-generator/api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n';

it('answers api/health sent after a burst of 100 refused recipes before most of the burst', async () => {
  const server = await startServerForThisTest();
  // Node accepts one connection a turn of the event loop: every connection is accepted before
  // anything is sent, so that the whole burst arrives in one poll, as it does from a real client.
  let accepted = 0;
  const allAccepted = new Promise<void>((resolve) => {
    server.app.server.on('connection', () => {
      accepted += 1;
      if (accepted === BURST + 1) resolve();
    });
  });
  const health = await openRaw(server.origin);
  const burst = await Promise.all(Array.from({ length: BURST }, () => openRaw(server.origin)));
  await allAccepted;
  // Refused for its body (400), then past the refusal budget (429): nothing reaches the provider.
  const request = rawRecipePost({ ingredients: [] }, 'Connection: close\r\n');
  let burstAnswered = 0;
  let burstAnsweredBeforeHealth: number | undefined;
  for (const connection of burst) {
    connection.socket.once('data', () => (burstAnswered += 1));
  }
  health.socket.once('data', () => (burstAnsweredBeforeHealth = burstAnswered));

  for (const connection of burst) connection.send(request);
  health.send(HEALTH_REQUEST);

  expect(parseRawResponse(await health.closed).status).toBe(200);
  const statuses = (await Promise.all(burst.map((connection) => connection.closed))).map(
    (text) => parseRawResponse(text).status,
  );
  expect(new Set(statuses)).toEqual(new Set([400, 429]));
  expect(burstAnsweredBeforeHealth).toBeLessThan(BURST / 2);
});
