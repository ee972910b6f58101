/**
 * What a hostile or broken provider can send, each with the answer the visitor must get: shared
 * by test/server/hostile-provider.test.ts and the bench's health-under-attack figure.
 */
import type { RecipeErrorCode } from '../../src/recipe/recipe-errors.js';
import type { FakeBehaviour } from '../fake-provider.js';

const MB = 1024 * 1024;
export const GZIP_BOMB_BYTES = 200 * MB;
export const ABSURD_RETRY_AFTER = '99999999999999999999';

export interface HostileCase {
  name: string;
  behaviour: FakeBehaviour;
  /** A refusal before any text, or a stream that ends with this event. */
  answer:
    | { status: number; code: RecipeErrorCode }
    | { status: 200; ends: 'done' | 'error'; code?: RecipeErrorCode };
}

/** `redirectTarget` is a second fake provider, which must never be asked. */
export function hostileCases(redirectTarget: string): HostileCase[] {
  const target = `${redirectTarget}/v1/chat/completions`;
  return [
    {
      name: 'a 40 MB JSON error body',
      behaviour: { kind: 'flood', shape: 'json-error', bytes: 40 * MB },
      answer: { status: 502, code: 'provider_error' },
    },
    {
      name: 'a 40 MB SSE line',
      behaviour: { kind: 'flood', shape: 'sse-line', bytes: 40 * MB },
      answer: { status: 502, code: 'provider_error' },
    },
    {
      name: 'a 40 MB SSE line after some text',
      behaviour: { kind: 'flood', shape: 'sse-line', bytes: 40 * MB, textBefore: ['# Soup\n'] },
      answer: { status: 200, ends: 'error', code: 'provider_error' },
    },
    {
      name: '100 MB with no newline',
      behaviour: { kind: 'flood', shape: 'no-newline', bytes: 100 * MB },
      answer: { status: 502, code: 'provider_error' },
    },
    {
      name: 'a 200 MB gzip bomb as the stream',
      behaviour: { kind: 'gzip-bomb', bytes: GZIP_BOMB_BYTES, status: 200 },
      answer: { status: 502, code: 'provider_error' },
    },
    {
      name: 'a 200 MB gzip bomb as an error body',
      behaviour: { kind: 'gzip-bomb', bytes: GZIP_BOMB_BYTES, status: 500 },
      answer: { status: 502, code: 'provider_error' },
    },
    {
      name: 'endless valid chunks',
      behaviour: { kind: 'endless', token: 'Stir and stir again. ' },
      answer: { status: 200, ends: 'done' },
    },
    {
      name: 'endless chunks without text',
      behaviour: { kind: 'endless', token: '' },
      answer: { status: 502, code: 'provider_error' },
    },
    {
      name: 'a 302 to a second provider',
      behaviour: { kind: 'redirect', status: 302, location: target },
      answer: { status: 502, code: 'provider_error' },
    },
    {
      name: 'a 307 to a second provider',
      behaviour: { kind: 'redirect', status: 307, location: target },
      answer: { status: 502, code: 'provider_error' },
    },
    {
      name: 'an absurd Retry-After',
      behaviour: {
        kind: 'reply',
        status: 429,
        contentType: 'application/json',
        body: '{"error":"Rate limit reached"}',
        headers: { 'retry-after': ABSURD_RETRY_AFTER },
      },
      answer: { status: 503, code: 'provider_busy' },
    },
  ];
}
