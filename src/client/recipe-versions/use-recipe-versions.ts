import { useCallback, useMemo, useState } from 'react';
import type { RecipeOptions } from '../../recipe/recipe-request';
import { newVersionId } from './version-id';
import { currentLanguage } from '../i18n/text';
import type { AskedWith, RecipeState } from '../shared/recipe-state';
import { useRecipe } from './use-recipe';

/** Versions kept in the page's memory; a new one beyond this drops the oldest. */
export const MAX_VERSIONS = 10;

export type { AskedWith } from '../shared/recipe-state';

/** A version kept in memory, with when it was written (for My recipes). */
export type Version = RecipeState & { asked: AskedWith; writtenAt?: string };

/** The versions of one recipe, under an id that a new recipe (not a change) renews. */
export interface History {
  id: string;
  list: readonly Version[];
}

interface Versions {
  /** Finished or stopped versions, oldest first, each with some text. */
  list: Version[];
  shown: number;
  /** Why the last revision failed, shown under the version it started from. */
  failure: RecipeState['error'];
}

const NO_VERSIONS: Versions = { list: [], shown: 0, failure: null };

type Request =
  | { kind: 'fresh'; ingredients: readonly string[]; options: RecipeOptions }
  | {
      kind: 'revision';
      ingredients: readonly string[];
      options: RecipeOptions;
      recipe: string;
      change: string;
    };

/**
 * The recipe and its versions. A new recipe starts a fresh history; a revision changes the
 * version shown and is appended after the others (later versions are kept). A failed revision
 * keeps the version shown and its history, with the failure under it.
 */
export function useRecipeVersions() {
  const { state: live, start, stop } = useRecipe();
  const kept = useVersionHistory(stop);
  const { versions, setVersions, setHistoryId } = kept;
  const [last, setLast] = useState<Request | null>(null);

  const write = useCallback(
    async (request: Request) => {
      setLast(request);
      if (request.kind === 'fresh') {
        setVersions(NO_VERSIONS);
        setHistoryId(newVersionId());
      } else setVersions((current) => ({ ...current, failure: null }));
      const options = inPageLanguage(request.options);
      const ended = await start(
        request.ingredients,
        options,
        request.kind === 'revision'
          ? { recipe: request.recipe, change: request.change }
          : undefined,
      );
      if (!ended) return;
      if (ended.status === 'error' && request.kind === 'revision') {
        setVersions((current) => ({ ...current, failure: ended.error }));
      } else if (ended.status !== 'error' && ended.markdown !== '') {
        const asked = { ingredients: request.ingredients, options };
        setVersions((current) => append(current, { ...ended, asked }));
      }
    },
    [start, setVersions, setHistoryId],
  );

  const writeRecipe = useCallback(
    (ingredients: readonly string[], options: RecipeOptions) =>
      write({ kind: 'fresh', ingredients, options }),
    [write],
  );

  /** A new version of the recipe shown, with the ingredients and options set now. */
  const revise = useCallback(
    (ingredients: readonly string[], options: RecipeOptions, recipe: string, change: string) =>
      write({ kind: 'revision', ingredients, options, recipe, change }),
    [write],
  );

  /** Asks again for what failed (the same change, for a revision), with the list and options now. */
  const retry = useCallback(
    (ingredients: readonly string[], options: RecipeOptions) =>
      write(last ? { ...last, ingredients, options } : { kind: 'fresh', ingredients, options }),
    [last, write],
  );

  const inHistory = live.status !== 'writing' && versions.list.length > 0;
  const version = inHistory ? versions.list[versions.shown]! : null;
  const recipe: RecipeState = version
    ? { ...withoutAsked(version), error: versions.failure }
    : live;
  const asked: AskedWith | null = version
    ? version.asked
    : last && { ingredients: last.ingredients, options: last.options };

  return {
    recipe,
    /** What the recipe shown was written for (null before any). */
    asked,
    /** 0-based index of the version shown, and how many there are (0 while none is kept). */
    shown: versions.shown,
    count: inHistory ? versions.list.length : 0,
    writeRecipe,
    revise,
    retry,
    show: kept.show,
    stop,
    forgetOtherVersions: kept.forgetOtherVersions,
    open: kept.open,
    restore: kept.restore,
    /** Every finished version of the recipe, for keeping in the browser. */
    history: kept.history,
  };
}

/** The versions kept, under their history's id, and what changes them without writing. */
function useVersionHistory(stop: () => void) {
  const [versions, setVersions] = useState<Versions>(NO_VERSIONS);
  const [historyId, setHistoryId] = useState(newVersionId);

  /**
   * A recipe opened from a shared link, added after the versions kept (none is lost) and shown.
   * Whatever is being written is stopped first: the link is what the visitor asked to see.
   */
  const open = useCallback(
    (markdown: string, finishReason: RecipeState['finishReason'], asked: AskedWith) => {
      stop();
      setVersions((current) =>
        append(current, { status: 'done', markdown, finishReason, error: null, asked }),
      );
    },
    [stop],
  );

  /** A kept recipe reopened: its versions become the history, the newest shown. */
  const restore = useCallback(
    (id: string, list: readonly Version[]) => {
      stop();
      if (list.length === 0) return;
      setHistoryId(id);
      setVersions({
        list: list.slice(-MAX_VERSIONS),
        shown: Math.min(list.length, MAX_VERSIONS) - 1,
        failure: null,
      });
    },
    [stop],
  );

  const history = useMemo<History>(
    () => ({ id: historyId, list: versions.list }),
    [historyId, versions.list],
  );

  const show = useCallback((index: number) => {
    setVersions((current) =>
      index < 0 || index >= current.list.length
        ? current
        : { ...current, shown: index, failure: null },
    );
  }, []);

  /** The ingredient list changed: the version shown stays, as the only one. */
  const forgetOtherVersions = useCallback(() => {
    setVersions((current) => {
      const shown = current.list[current.shown];
      return shown ? { list: [shown], shown: 0, failure: current.failure } : current;
    });
  }, []);

  return { versions, setVersions, setHistoryId, history, open, restore, show, forgetOtherVersions };
}

function append(current: Versions, version: Version): Versions {
  const written = { ...version, writtenAt: version.writtenAt ?? new Date().toISOString() };
  const list = [...current.list, written].slice(-MAX_VERSIONS);
  return { list, shown: list.length - 1, failure: null };
}

function withoutAsked({ asked: _asked, writtenAt: _writtenAt, ...recipe }: Version): RecipeState {
  return recipe;
}

/**
 * A recipe is asked in the page's language (English, the default, is not sent), which its version
 * keeps: the wishes check, the reader, My recipes and the kitchen read it from there.
 */
function inPageLanguage(options: RecipeOptions): RecipeOptions {
  const language = currentLanguage();
  return language === 'en' ? options : { ...options, language };
}
