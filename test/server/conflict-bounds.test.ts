import { describe, expect, it } from 'vitest';
import { CONFLICT_LIMITS } from '../../src/recipe/wishes/find-conflicts.js';
import { streamOf } from '../fake-provider.js';
import { INGREDIENTS } from '../support/recipe-visitor.js';
import { readEvents } from '../support/sse.js';
import { startServerForThisTest } from '../support/server-per-test.js';
import { postRecipe } from '../support/test-server.js';
import { answerOfDistinctPairs } from '../support/worst-wishes-answer.js';

describe('the done event of an answer naming thousands of conflicts', () => {
  it('lists a bounded number and counts the rest', async () => {
    const server = await startServerForThisTest();
    const answer = answerOfDistinctPairs();
    const pieces = answer.match(/[\s\S]{1,512}/g)!;
    server.provider.use(streamOf(pieces));
    const response = await postRecipe(server, {
      ...INGREDIENTS,
      options: { diet: ['vegan', 'dairy-free'], avoid: ['eggs', 'dairy'] },
    });
    const body = await response.text();
    const done = body.slice(body.lastIndexOf('event: done'));
    expect(done.length).toBeLessThan(16 * 1024);
    const events = await readEvents(new Response(body));
    const { conflicts, moreConflicts } = events.at(-1)!.data as {
      conflicts: { wish: string }[];
      moreConflicts: number;
    };
    expect(conflicts.length).toBe(CONFLICT_LIMITS.total);
    for (const wish of ['vegan', 'dairy-free', 'eggs', 'dairy']) {
      expect(conflicts.filter((conflict) => conflict.wish === wish).length).toBeLessThanOrEqual(
        CONFLICT_LIMITS.perWish,
      );
    }
    expect(moreConflicts).toBeGreaterThan(1000);
  });
});
