import { describe, expect, it } from 'vitest';
import { UNAVAILABLE_MEMORY_MS, createModelChain } from '../../src/server/writer/model-chain.js';

const MODELS = ['first/model', 'second/model', 'third/model'];

/** A clock that moves only when told. */
function manualClock(start = 1_000_000) {
  let time = start;
  return {
    now: () => time,
    advance(ms: number) {
      time += ms;
    },
  };
}

describe('the model chain', () => {
  it('tries the configured models in order while none is known unavailable', () => {
    const chain = createModelChain(MODELS);
    expect(chain.plan()).toEqual({ models: MODELS, skipped: [], retryingAll: false });
    expect(chain.modelInUse()).toBe('first/model');
  });

  it('skips a model found unavailable, and names the next as the model in use', () => {
    const clock = manualClock();
    const chain = createModelChain(MODELS, clock);
    chain.markUnavailable('first/model');
    expect(chain.plan()).toEqual({
      models: ['second/model', 'third/model'],
      skipped: ['first/model'],
      retryingAll: false,
    });
    expect(chain.modelInUse()).toBe('second/model');
  });

  it('skips it for 10 minutes, then tries it first again', () => {
    const clock = manualClock();
    const chain = createModelChain(MODELS, clock);
    chain.markUnavailable('first/model');
    clock.advance(10 * 60 * 1000 - 1);
    expect(chain.modelInUse()).toBe('second/model');
    clock.advance(1);
    expect(chain.modelInUse()).toBe('first/model');
    expect(chain.plan().skipped).toEqual([]);
  });

  it('keeps the configured order among the models left', () => {
    const chain = createModelChain(MODELS, manualClock());
    chain.markUnavailable('second/model');
    expect(chain.plan()).toMatchObject({
      models: ['first/model', 'third/model'],
      skipped: ['second/model'],
    });
  });

  it('tries every model anyway, in order, when all are believed unavailable', () => {
    const chain = createModelChain(MODELS, manualClock());
    for (const model of MODELS) chain.markUnavailable(model);
    expect(chain.plan()).toEqual({ models: MODELS, skipped: [], retryingAll: true });
    expect(chain.modelInUse()).toBe('first/model');
  });

  it('forgets a model that answers, before its 10 minutes are up', () => {
    const chain = createModelChain(MODELS, manualClock());
    chain.markUnavailable('first/model');
    chain.markAnswered('first/model');
    expect(chain.modelInUse()).toBe('first/model');
  });

  it('starts the 10 minutes again when a model is found unavailable again', () => {
    const clock = manualClock();
    const chain = createModelChain(MODELS, clock);
    chain.markUnavailable('first/model');
    clock.advance(UNAVAILABLE_MEMORY_MS / 2);
    chain.markUnavailable('first/model');
    clock.advance(UNAVAILABLE_MEMORY_MS / 2);
    expect(chain.modelInUse()).toBe('second/model');
  });

  it('remembers only the configured models', () => {
    const chain = createModelChain(MODELS, manualClock());
    chain.markUnavailable('someone/else');
    expect(chain.plan().skipped).toEqual([]);
    expect(chain.plan().models).toEqual(MODELS);
  });

  it('needs at least one model', () => {
    expect(() => createModelChain([])).toThrow(/at least one model/);
  });
});
