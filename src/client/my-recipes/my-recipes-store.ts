/**
 * The kept recipes in IndexedDB, through the plain API (a few promise helpers; no wrapper library,
 * see docs/page.md). Every change is one readwrite transaction that merges with what is stored and
 * trims to the bounds, so two tabs writing at once lose nothing and duplicate nothing; each change
 * is announced on a BroadcastChannel so other tabs refresh their list, and a tab closes its
 * connection when a newer page version needs to upgrade the database.
 */
import {
  myRecipeSize,
  mergeMyRecipes,
  newestFirst,
  readMyRecipe,
  recipesToDrop,
  recipesToImport,
  withDates,
  type MyRecipe,
  type MyRecipeSummary,
  type MyRecipeVersion,
} from './my-recipe';

export const DATABASE_NAME = 'recipe-generator';
export const DATABASE_VERSION = 1;
export const RECIPES_STORE = 'recipes';
/** Other tabs of this page hear "changed" here after every write. */
export const CHANGES_CHANNEL = 'recipe-generator-recipes';

let opening: Promise<IDBDatabase> | null = null;

function requestResult<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

function transactionDone(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onabort = () =>
      reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
    transaction.onerror = () =>
      reject(transaction.error ?? new Error('IndexedDB transaction failed'));
  });
}

function openDatabase(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    // Throws at once where storage is turned off; the promise then rejects.
    const request = indexedDB.open(DATABASE_NAME, DATABASE_VERSION);
    request.onupgradeneeded = () => {
      const database = request.result;
      if (!database.objectStoreNames.contains(RECIPES_STORE)) {
        database.createObjectStore(RECIPES_STORE, { keyPath: 'id' });
      }
    };
    request.onsuccess = () => {
      const database = request.result;
      // A newer page in another tab upgrades the database: let it, and open again when needed.
      database.onversionchange = () => {
        database.close();
        opening = null;
      };
      database.onclose = () => {
        opening = null;
      };
      resolve(database);
    };
    request.onerror = () => reject(request.error ?? new Error('IndexedDB refused to open'));
    request.onblocked = () => reject(new Error('IndexedDB is held by an older tab of this page'));
  });
}

function database(): Promise<IDBDatabase> {
  opening ??= openDatabase().catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

/** This tab's own changes, heard at once by its list. */
const changesHere = new EventTarget();
/**
 * One channel for this tab's announcements, never closed: a channel closed right after posting
 * may drop the message.
 */
let announcer: BroadcastChannel | null = null;

function announceChange(): void {
  changesHere.dispatchEvent(new Event('changed'));
  if (typeof BroadcastChannel === 'undefined') return;
  announcer ??= new BroadcastChannel(CHANGES_CHANNEL);
  announcer.postMessage('changed');
}

/** Calls `onChange` whenever this tab or another changed the kept recipes; returns the unsubscribe. */
export function watchChanges(onChange: () => void): () => void {
  changesHere.addEventListener('changed', onChange);
  if (typeof BroadcastChannel === 'undefined') {
    return () => changesHere.removeEventListener('changed', onChange);
  }
  const channel = new BroadcastChannel(CHANGES_CHANNEL);
  // The announcer's own messages come back here too; once more is harmless.
  channel.onmessage = () => onChange();
  return () => {
    changesHere.removeEventListener('changed', onChange);
    channel.close();
  };
}

/** Every kept recipe of the current shape, newest first; entries of other shapes are skipped. */
export async function listMyRecipes(): Promise<MyRecipe[]> {
  const transaction = (await database()).transaction(RECIPES_STORE, 'readonly');
  const values = await requestResult(transaction.objectStore(RECIPES_STORE).getAll());
  const read = values.map(readMyRecipe).filter((recipe) => recipe !== null);
  return newestFirst(read);
}

/** Every kept recipe's id, last change and size. */
async function summaries(store: IDBObjectStore) {
  const values = await requestResult(store.getAll());
  return values
    .map(readMyRecipe)
    .filter((recipe) => recipe !== null)
    .map((recipe) => ({ id: recipe.id, updatedAt: recipe.updatedAt, size: myRecipeSize(recipe) }));
}

/** Within one transaction: drops what the bounds leave out (never an entry of unknown shape). */
async function trim(store: IDBObjectStore): Promise<void> {
  for (const id of recipesToDrop(await summaries(store))) store.delete(id);
}

/** `change` on the recipes store in one readwrite transaction: written whole or not at all. */
async function inOneTransaction<T>(change: (store: IDBObjectStore) => Promise<T>): Promise<T> {
  const transaction = (await database()).transaction(RECIPES_STORE, 'readwrite');
  const done = transactionDone(transaction);
  let result: T;
  try {
    result = await change(transaction.objectStore(RECIPES_STORE));
  } catch (error) {
    transaction.abort();
    await done.catch(() => undefined);
    throw error;
  }
  await done;
  announceChange();
  return result;
}

async function mergeAll(store: IDBObjectStore, recipes: readonly MyRecipe[]): Promise<void> {
  for (const recipe of recipes) {
    const stored = readMyRecipe(await requestResult(store.get(recipe.id)));
    store.put(mergeMyRecipes(stored, recipe));
  }
}

/** Merges each recipe with its stored record (by id) and trims to the bounds. */
export function keepRecipes(recipes: readonly MyRecipe[]): Promise<void> {
  return inOneTransaction(async (store) => {
    await mergeAll(store, recipes);
    await trim(store);
  });
}

/**
 * Imports what there is room for beside the recipes already kept, which all stay
 * (recipesToImport); the recipes left out and those kept before, for the message to name.
 */
export function importRecipes(
  recipes: readonly MyRecipe[],
): Promise<{ left: MyRecipe[]; kept: MyRecipeSummary[] }> {
  return inOneTransaction(async (store) => {
    const kept = await summaries(store);
    const keptSizes = new Map(kept.map((summary) => [summary.id, summary.size]));
    const incoming: MyRecipeSummary[] = [];
    for (const recipe of recipes) {
      const before = keptSizes.get(recipe.id);
      // One already kept counts what merging adds to it.
      const size =
        before === undefined
          ? myRecipeSize(recipe)
          : myRecipeSize(
              mergeMyRecipes(readMyRecipe(await requestResult(store.get(recipe.id))), recipe),
            ) - before;
      incoming.push({ id: recipe.id, updatedAt: recipe.updatedAt, size });
    }
    const accepted = recipesToImport(kept, incoming);
    await mergeAll(
      store,
      recipes.filter((recipe) => accepted.has(recipe.id)),
    );
    await trim(store);
    return { left: recipes.filter((recipe) => !accepted.has(recipe.id)), kept };
  });
}

/** The versions of the recipe shown, kept as one recipe under the history's id. */
export function keepHistory(id: string, versions: readonly MyRecipeVersion[]): Promise<void> {
  return keepRecipes([withDates(id, versions)]);
}

/** Deletes one recipe (undo puts it back with keepRecipes). */
export async function forgetMyRecipe(id: string): Promise<void> {
  const transaction = (await database()).transaction(RECIPES_STORE, 'readwrite');
  transaction.objectStore(RECIPES_STORE).delete(id);
  await transactionDone(transaction);
  announceChange();
}

/** Deletes every kept recipe, whatever its shape. */
export async function forgetAllMyRecipes(): Promise<void> {
  const transaction = (await database()).transaction(RECIPES_STORE, 'readwrite');
  transaction.objectStore(RECIPES_STORE).clear();
  await transactionDone(transaction);
  announceChange();
}
