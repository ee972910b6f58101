/**
 * METRICS_PORT: Prometheus text on a second listener, after a known sequence of recipe requests,
 * with exact figures; none of it on the public port.
 */
import { once } from 'node:events';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { SAMPLE_TOKENS, streamOf } from '../fake-provider.js';
import { parsePrometheus, samplesOf, valueOf, type Sample } from '../support/prometheus.js';
import { INGREDIENTS, openRecipe } from '../support/recipe-visitor.js';
import { readEvents } from '../support/sse.js';
import { startServerForThisTest } from '../support/server-per-test.js';
import { postRecipe, type TestServer } from '../support/test-server.js';

const MODEL = 'test/recipe-model';
const GEN_AI = {
  gen_ai_operation_name: 'chat',
  gen_ai_provider_name: 'openai',
  gen_ai_request_model: MODEL,
};

async function scrape(server: TestServer): Promise<Sample[]> {
  const address = server.app.metricsAddress;
  if (!address) throw new Error('the metrics listener is not open');
  const response = await fetch(`http://127.0.0.1:${address.port}/metrics`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return parsePrometheus(await response.text());
}

const outcome = (samples: Sample[], name: string) =>
  valueOf(samples, 'recipe_requests_total', { outcome: name });

/** A recipe left after its first text, as a visitor who presses Stop; resolves when gone. */
async function stopAfterFirstText(server: TestServer): Promise<void> {
  const visitor = await openRecipe(server.apiUrl);
  visitor.leave();
  await server.provider.requests.at(-1)!.aborted;
}

async function finish(response: Response, status = 200): Promise<void> {
  expect(response.status).toBe(status);
  await response.text();
}

describe('metrics', () => {
  it('count every outcome and fill the GenAI histograms after a known sequence', async () => {
    const server = await startServerForThisTest({
      METRICS_PORT: '0',
      RECIPE_MODEL: MODEL,
      RATE_LIMIT_PER_MINUTE: '6',
    });
    const before = await scrape(server);
    expect(outcome(before, 'done')).toBe(0);
    expect(outcome(before, 'busy')).toBe(0);
    expect(valueOf(before, 'recipes_in_progress')).toBe(0);

    // 1-2: two recipes written to the end.
    server.provider.use(streamOf(SAMPLE_TOKENS));
    await finish(await postRecipe(server, INGREDIENTS));
    await finish(await postRecipe(server, INGREDIENTS));
    // 3: cut off at the token limit.
    server.provider.use(streamOf(['# Long', ' recipe'], { finishReason: 'length' }));
    await finish(await postRecipe(server, INGREDIENTS));
    // 4: the visitor stops after the first text.
    server.provider.use(streamOf(SAMPLE_TOKENS, { tokenDelayMs: 10_000 }));
    await stopAfterFirstText(server);
    // 5: refused: too few ingredients (never reaches the provider).
    await finish(await postRecipe(server, { ingredients: ['milk'] }), 400);
    // 6: refused by the body parser, before the route runs.
    const plain = await fetch(server.apiUrl, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'milk, eggs, flour',
    });
    await finish(plain, 415);
    // 7: the provider fails before any text.
    server.provider.use({
      kind: 'reply',
      status: 500,
      contentType: 'application/json',
      body: '{"error":"boom"}',
    });
    await finish(await postRecipe(server, INGREDIENTS), 502);
    // 8: the provider fails mid-stream.
    server.provider.use(streamOf(SAMPLE_TOKENS, { errorAfter: 2 }));
    const midStream = await postRecipe(server, INGREDIENTS);
    expect((await readEvents(midStream)).at(-1)).toMatchObject({
      event: 'error',
      data: { code: 'provider_error' },
    });
    // 9: over the per-minute limit of 6 (the two refusals above did not count).
    await finish(await postRecipe(server, INGREDIENTS), 429);

    const samples = await scrape(server);
    const counts = Object.fromEntries(
      samplesOf(samples, 'recipe_requests_total')
        .filter((sample) => sample.value > 0)
        .map((sample) => [sample.labels.outcome, sample.value]),
    );
    expect(counts).toEqual({
      done: 2,
      cut_off: 1,
      stopped: 1,
      invalid_ingredients: 1,
      unsupported_media_type: 1,
      provider_error: 2,
      rate_limited: 1,
    });
    expect(server.provider.requests).toHaveLength(6);

    const duration = 'gen_ai_client_operation_duration_seconds_count';
    expect(valueOf(samples, duration, GEN_AI)).toBe(3);
    expect(valueOf(samples, duration, { ...GEN_AI, error_type: 'provider_error' })).toBe(2);
    expect(valueOf(samples, duration, { ...GEN_AI, error_type: 'stopped' })).toBe(1);
    expect(
      samplesOf(samples, duration).map((sample) => sample.labels.error_type ?? 'none'),
    ).toEqual(['none', 'stopped', 'provider_error']);
    // Durations are positive and bounded by the test itself.
    const durationSum = valueOf(samples, 'gen_ai_client_operation_duration_seconds_sum', GEN_AI)!;
    expect(durationSum).toBeGreaterThan(0);
    expect(durationSum).toBeLessThan(60);
    // OpenTelemetry's bucket boundaries, from 10 ms to 81.92 s.
    const buckets = samplesOf(samples, 'gen_ai_client_operation_duration_seconds_bucket')
      .filter((sample) => sample.labels.error_type === undefined)
      .map((sample) => sample.labels.le);
    expect(buckets).toEqual([
      '0.01', '0.02', '0.04', '0.08', '0.16', '0.32', '0.64', '1.28', '2.56', '5.12', '10.24',
      '20.48', '40.96', '81.92', '+Inf',
    ]); // prettier-ignore

    // Every recipe that streamed text had a first chunk: 2 done, the cut, the stop, the mid-stream failure.
    const firstChunk = 'gen_ai_client_operation_time_to_first_chunk_seconds_count';
    expect(valueOf(samples, firstChunk, GEN_AI)).toBe(5);

    // No usage from the provider: the streamed chunks are counted (7 + 7 + 2 + 1 + 2).
    const usage = { ...GEN_AI, gen_ai_token_type: 'output' };
    expect(valueOf(samples, 'gen_ai_client_token_usage_count', usage)).toBe(5);
    expect(valueOf(samples, 'gen_ai_client_token_usage_sum', usage)).toBe(19);
    expect(valueOf(samples, 'gen_ai_client_token_usage_bucket', { ...usage, le: '4' })).toBe(3);

    expect(valueOf(samples, 'recipes_in_progress')).toBe(0);
    // Node's own process metrics, in the app's registry.
    expect(valueOf(samples, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(samplesOf(samples, 'nodejs_heap_size_used_bytes')).toHaveLength(1);
  });

  it("takes the provider's usage figure over the chunk count", async () => {
    const server = await startServerForThisTest({ METRICS_PORT: '0', RECIPE_MODEL: MODEL });
    server.provider.use(streamOf(SAMPLE_TOKENS, { completionTokens: 42 }));
    await finish(await postRecipe(server, INGREDIENTS));
    const usage = { ...GEN_AI, gen_ai_token_type: 'output' };
    let samples = await scrape(server);
    expect(valueOf(samples, 'gen_ai_client_token_usage_sum', usage)).toBe(42);
    expect(valueOf(samples, 'gen_ai_client_token_usage_bucket', { ...usage, le: '16' })).toBe(0);
    expect(valueOf(samples, 'gen_ai_client_token_usage_bucket', { ...usage, le: '64' })).toBe(1);

    server.provider.use(streamOf(SAMPLE_TOKENS));
    await finish(await postRecipe(server, INGREDIENTS));
    samples = await scrape(server);
    expect(valueOf(samples, 'gen_ai_client_token_usage_sum', usage)).toBe(
      42 + SAMPLE_TOKENS.length,
    );
    expect(valueOf(samples, 'gen_ai_client_token_usage_count', usage)).toBe(2);
  });

  it('counts fallbacks by model, from 0 for each default model, and refusals for lack of credits', async () => {
    const mixtral = 'mistralai/Mixtral-8x7B-Instruct-v0.1';
    const llama8b = 'meta-llama/Llama-3.1-8B-Instruct';
    const llama70b = 'meta-llama/Llama-3.3-70B-Instruct';
    const fallbacks = (samples: Sample[]) =>
      Object.fromEntries(
        samplesOf(samples, 'recipe_model_fallbacks_total').map((s) => [s.labels.model, s.value]),
      );
    // No RECIPE_MODEL: the default chain.
    const server = await startServerForThisTest({ METRICS_PORT: '0' });
    const before = await scrape(server);
    expect(fallbacks(before)).toEqual({ [mixtral]: 0, [llama8b]: 0, [llama70b]: 0 });
    expect(outcome(before, 'out_of_credits')).toBe(0);

    server.provider.use((body) =>
      body.model === mixtral
        ? { kind: 'reply', status: 404, contentType: 'application/json', body: '{"error":"gone"}' }
        : streamOf(SAMPLE_TOKENS),
    );
    // Found unavailable, then skipped while remembered: two recipes that could not use Mixtral.
    await finish(await postRecipe(server, INGREDIENTS));
    await finish(await postRecipe(server, INGREDIENTS));
    server.provider.use({
      kind: 'reply',
      status: 402,
      contentType: 'application/json',
      body: '{}',
    });
    await finish(await postRecipe(server, INGREDIENTS), 503);

    const after = await scrape(server);
    expect(fallbacks(after)).toEqual({ [mixtral]: 3, [llama8b]: 0, [llama70b]: 0 });
    expect(outcome(after, 'out_of_credits')).toBe(1);
    expect(outcome(after, 'done')).toBe(2);
    expect(server.provider.requests.map((request) => request.body.model)).toEqual([
      mixtral,
      llama8b,
      llama8b,
      llama8b,
    ]);
  });

  it('shows a recipe in progress while it streams, and 0 once it ends or the visitor leaves', async () => {
    const server = await startServerForThisTest({ METRICS_PORT: '0', RECIPE_MODEL: MODEL });
    server.provider.use(streamOf(SAMPLE_TOKENS, { tokenDelayMs: 10_000 }));
    const visitor = await openRecipe(server.apiUrl);
    expect(valueOf(await scrape(server), 'recipes_in_progress')).toBe(1);
    visitor.leave();
    await expect.poll(async () => valueOf(await scrape(server), 'recipes_in_progress')).toBe(0);

    // A visitor who leaves while the provider has not written anything yet.
    server.provider.use({ kind: 'hang' });
    const waiting = new AbortController();
    const left = expect(
      postRecipe(server, INGREDIENTS, { signal: waiting.signal }),
    ).rejects.toThrow();
    await server.provider.waitForRequests(2);
    expect(valueOf(await scrape(server), 'recipes_in_progress')).toBe(1);
    waiting.abort();
    await left;
    await server.provider.requests[1]!.aborted;
    await expect.poll(async () => valueOf(await scrape(server), 'recipes_in_progress')).toBe(0);

    server.provider.use(streamOf(SAMPLE_TOKENS));
    await finish(await postRecipe(server, INGREDIENTS));
    const samples = await scrape(server);
    expect(valueOf(samples, 'recipes_in_progress')).toBe(0);
    expect(outcome(samples, 'stopped')).toBe(2);
    expect(outcome(samples, 'done')).toBe(1);
    expect(
      valueOf(samples, 'gen_ai_client_operation_duration_seconds_count', {
        ...GEN_AI,
        error_type: 'stopped',
      }),
    ).toBe(2);
  });

  it('reports the daily remaining recipes the limits give, and NaN when they cannot tell', async () => {
    let remaining: () => Promise<number> = () => Promise.resolve(917);
    const server = await startServerForThisTest(
      { METRICS_PORT: '0' },
      { limitsStatus: { dailyRemaining: () => remaining() } },
    );
    expect(valueOf(await scrape(server), 'recipe_daily_limit_remaining')).toBe(917);
    remaining = () => Promise.reject(new Error('store unreachable'));
    expect(valueOf(await scrape(server), 'recipe_daily_limit_remaining')).toBeNaN();
    expect(server.logs.join('')).toContain('store unreachable');
  });

  it('serves nothing of it on the public port, and only /metrics on the metrics port', async () => {
    const server = await startServerForThisTest({ METRICS_PORT: '0' });
    for (const path of ['/metrics', '/Recipe-generator/metrics', '/Recipe-generator/api/metrics']) {
      const response = await fetch(`${server.origin}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text()).not.toContain('recipe_requests_total');
    }
    const metricsOrigin = `http://127.0.0.1:${server.app.metricsAddress!.port}`;
    expect(metricsOrigin).not.toBe(server.origin);
    expect((await fetch(`${metricsOrigin}/Recipe-generator/`)).status).toBe(404);
    expect((await fetch(`${metricsOrigin}/metrics`, { method: 'POST' })).status).toBe(405);
  });

  it('closes with the app, and a port in use stops the start', async () => {
    const first = await startServerForThisTest({ METRICS_PORT: '0' });
    const { port } = first.app.metricsAddress!;
    await expect(startServerForThisTest({ METRICS_PORT: String(port) })).rejects.toMatchObject({
      code: 'EADDRINUSE',
    });
    await first.close();
    await expect(fetch(`http://127.0.0.1:${port}/metrics`)).rejects.toMatchObject({
      cause: { code: 'ECONNREFUSED' },
    });
  });

  it('cuts a scraper that trickles its request, within seconds', async () => {
    const server = await startServerForThisTest({ METRICS_PORT: '0' });
    const socket = connect(server.app.metricsAddress!.port, '127.0.0.1');
    await once(socket, 'connect');
    const startedAt = Date.now();
    socket.write('GET /metrics HTTP/1.1\r\nHost: x\r\n');
    socket.resume();
    await once(socket, 'close');
    expect(Date.now() - startedAt).toBeLessThan(10_000);
  }, 20_000);

  it('is off without METRICS_PORT', async () => {
    const server = await startServerForThisTest();
    expect(server.app.metricsAddress).toBeNull();
  });
});
