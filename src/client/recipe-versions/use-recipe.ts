import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type Dispatch,
  type SetStateAction,
} from 'react';
import { RecipeError } from '../../recipe/recipe-failure';
import type { RecipeOptions } from '../../recipe/recipe-request';
import type { Revision } from '../../recipe/revision-rules';
import type { RecipeState } from '../shared/recipe-state';
import en from '../i18n/en';
import { streamRecipe } from './recipe-stream';

export type { RecipeState } from '../shared/recipe-state';

const IDLE: RecipeState = { status: 'idle', markdown: '', finishReason: null, error: null };

/**
 * One recipe at a time. Streamed text is buffered and applied at most once per animation frame,
 * so a fast stream does not re-render the markdown for every token.
 */
export function useRecipe() {
  const [state, setState] = useState<RecipeState>(IDLE);
  const request = useRef<AbortController | null>(null);
  const { add, flush, forget } = useTextPerFrame(setState);

  /**
   * Writes a recipe, or a new version of one with `revise`. Resolves with how it ended (null when
   * another was still being written), for the versions kept by useRecipeVersions.
   */
  const start = useCallback(
    async (
      ingredients: readonly string[],
      options?: RecipeOptions,
      revise?: Revision,
    ): Promise<RecipeState | null> => {
      if (request.current) return null;
      const controller = new AbortController();
      request.current = controller;
      forget();
      let written = '';
      setState({ ...IDLE, status: 'writing' });
      try {
        const { finishReason, conflicts } = await streamRecipe(ingredients, {
          options,
          revise,
          signal: controller.signal,
          onQueued(place) {
            setState((current) => ({ ...current, queued: place }));
          },
          onText(text) {
            written += text;
            add(text);
          },
        });
        flush();
        setState((current) => ({
          ...current,
          status: 'done',
          finishReason,
          conflicts,
          queued: undefined,
        }));
        return { status: 'done', markdown: written, finishReason, conflicts, error: null };
      } catch (error) {
        flush();
        if (controller.signal.aborted) {
          return { status: 'stopped', markdown: written, finishReason: null, error: null };
        }
        const failed = failedState(error, written);
        setState(failed);
        return failed;
      } finally {
        if (request.current === controller) request.current = null;
      }
    },
    [add, flush, forget],
  );

  /** Aborts the request (the server then aborts the provider call) and keeps the text so far. */
  const stop = useCallback(() => {
    const controller = request.current;
    if (!controller) return;
    request.current = null;
    controller.abort(new DOMException('The visitor stopped the recipe.', 'AbortError'));
    flush();
    setState((current) =>
      current.status === 'writing' ? { ...current, status: 'stopped', queued: undefined } : current,
    );
  }, [flush]);

  useEffect(() => () => request.current?.abort(), []);

  return { state, start, stop };
}

/**
 * Streamed text, buffered and applied to the recipe at most once per animation frame (`flush`
 * applies it at once); what is left is dropped when the page goes.
 */
function useTextPerFrame(setState: Dispatch<SetStateAction<RecipeState>>) {
  const pending = useRef('');
  const frame = useRef<number | null>(null);

  const flush = useCallback(() => {
    if (frame.current !== null) cancelAnimationFrame(frame.current);
    frame.current = null;
    const text = pending.current;
    pending.current = '';
    if (text) {
      setState((current) => ({ ...current, markdown: current.markdown + text, queued: undefined }));
    }
  }, [setState]);

  const add = useCallback(
    (text: string) => {
      pending.current += text;
      frame.current ??= requestAnimationFrame(flush);
    },
    [flush],
  );

  const forget = useCallback(() => {
    pending.current = '';
  }, []);

  useEffect(
    () => () => {
      if (frame.current !== null) cancelAnimationFrame(frame.current);
    },
    [],
  );

  return { add, flush, forget };
}

/** A recipe that failed, with the text written before it did and why, in the visitor's words. */
function failedState(error: unknown, written: string): RecipeState {
  console.error('Recipe request failed:', error);
  const failure =
    error instanceof RecipeError
      ? error
      : new RecipeError('provider_error', '', {
          message: en.somethingWrong,
        });
  return {
    status: 'error',
    markdown: written,
    finishReason: null,
    error: {
      code: failure.code,
      message: failure.message,
      ...(failure.retryAfterSeconds === undefined
        ? {}
        : { retryAfterSeconds: failure.retryAfterSeconds }),
    },
  };
}
