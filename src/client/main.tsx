import './styles.css';

// No form on this page is ever submitted natively: React handles each one. Before React has
// taken over the prerendered form, Enter in the field would otherwise reload the page.
document.addEventListener('submit', (event) => event.preventDefault());

// React and the app are fetched once the prerendered first screen is painted: the first paint
// never waits for them.
requestAnimationFrame(() =>
  setTimeout(() => {
    import('./hydrate')
      .then(({ startPage }) => startPage())
      .catch((error: unknown) => console.error('The page failed to load:', error));
  }),
);
