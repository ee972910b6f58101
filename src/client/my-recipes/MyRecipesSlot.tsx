import {
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
} from 'react';
import type { OpenedRecipe } from './opened-recipe';
import type { MyRecipesProps } from './MyRecipes';
import type { MyRecipesBox } from './use-my-recipes';
import { whenIdle } from './when-idle';
import { t } from '../i18n/text';

const loadMyRecipes = () =>
  import('./MyRecipes').then(async (chunk) => {
    await chunk.laterTextReady();
    return chunk;
  });
const noSubscription = () => () => undefined;
const onClient = () => true;
const onServer = () => false;

/** The built page registers its service worker (offline reading); the dev server does not. */
function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker
    .register(`${import.meta.env.BASE_URL}sw.js`, { scope: import.meta.env.BASE_URL })
    .catch((error: unknown) => console.warn('The offline copy of the page is not kept:', error));
}

/**
 * "My recipes", under the recipe: a heading and a button that shows the list. The list's code
 * (search, export, import) is fetched only when the button is pointed at, focused or pressed, so
 * neither the first paint nor the JavaScript before any interaction carries it; the list is
 * rendered only while shown. Nothing of it is in the prerendered page. The notice that recipes
 * will not be kept is here, shown once.
 */
export function MyRecipesSlot({
  box,
  onOpen,
}: {
  box: MyRecipesBox;
  onOpen: (recipe: OpenedRecipe) => void;
}) {
  const headingId = useId();
  const listId = useId();
  // False in the prerender and while hydrating, true after: the prerendered page stays as it was.
  const mounted = useSyncExternalStore(noSubscription, onClient, onServer);
  const [shown, setShown] = useState(false);
  const [List, setList] = useState<ComponentType<MyRecipesProps> | null>(null);

  /** False once unmounted: a list arriving later is not set. */
  const current = useRef(true);

  useEffect(() => {
    current.current = true;
    const cancel = whenIdle(registerServiceWorker);
    return () => {
      current.current = false;
      cancel();
    };
  }, []);

  /** Fetches the list's code: when the button is pointed at or focused, at the latest pressed. */
  function load() {
    loadMyRecipes()
      .then(({ MyRecipes }) => {
        if (current.current) setList(() => MyRecipes);
      })
      .catch((error: unknown) => console.error('My recipes failed to load:', error));
  }

  function toggle() {
    if (!List) load();
    setShown((open) => !open);
  }

  return (
    <>
      {box.refused && (
        <p className="link-alert" role="status">
          {t('notKept')}
        </p>
      )}
      {mounted && (
        <section className="my-recipes" aria-labelledby={headingId}>
          <h2 id={headingId}>{t('myRecipes')}</h2>
          <button
            type="button"
            className="button-quiet"
            aria-expanded={shown}
            aria-controls={shown ? listId : undefined}
            onClick={toggle}
            onPointerEnter={List ? undefined : load}
            onFocus={List ? undefined : load}
          >
            {shown ? t('hideMyRecipes') : t('showMyRecipes')}
          </button>
          {shown && (
            <div id={listId}>
              {List ? <List box={box} onOpen={onOpen} /> : <p role="status">{t('loading')}</p>}
            </div>
          )}
        </section>
      )}
    </>
  );
}
