import { describe, expect, it } from 'vitest';
import { createConcurrencyLimit } from '../../src/server/limits/concurrency-limit.js';

describe('concurrency limit', () => {
  it('hands out at most max slots, and a released slot can be taken again', () => {
    const limit = createConcurrencyLimit(2);
    const first = limit.tryAcquire();
    const second = limit.tryAcquire();
    expect(first).not.toBeNull();
    expect(second).not.toBeNull();
    expect(limit.tryAcquire()).toBeNull();
    expect(limit.active).toBe(2);
    first!();
    expect(limit.active).toBe(1);
    expect(limit.tryAcquire()).not.toBeNull();
    expect(limit.tryAcquire()).toBeNull();
  });

  it('frees a slot only once, however often it is released', () => {
    const limit = createConcurrencyLimit(1);
    const release = limit.tryAcquire()!;
    release();
    release();
    expect(limit.active).toBe(0);
    expect(limit.tryAcquire()).not.toBeNull();
    expect(limit.tryAcquire()).toBeNull();
  });
});
