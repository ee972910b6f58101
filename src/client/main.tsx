import './styles.css';
import { keepEarlySubmits } from './entry-form/early-input';

// The prerendered field works at once; what is submitted before the app runs is kept for it.
keepEarlySubmits();

// React and the app are fetched once the prerendered first screen is painted: the first paint
// never waits for them.
requestAnimationFrame(() =>
  setTimeout(() => {
    import('./hydrate')
      .then(({ startPage }) => startPage())
      .catch((error: unknown) => console.error('The page failed to load:', error));
  }),
);
