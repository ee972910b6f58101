import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../../../src/client/app';
import { keepEarlySubmits } from '../../../src/client/entry-form/early-input';

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

describe('submits before the app runs', () => {
  it('are kept by the entry script and added in order once React hydrates; typing stays', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<App />);
    document.body.append(container);
    keepEarlySubmits();
    const field = container.querySelector<HTMLInputElement>('input[name="ingred"]')!;
    const form = field.form!;
    expect(field.readOnly).toBe(false);
    for (const entry of ['leek', 'potato', 'LEEK']) {
      field.value = entry;
      form.requestSubmit();
      expect(field.value).toBe('');
    }
    field.value = 'oni';

    await act(async () => {
      root = hydrateRoot(container, <App />);
    });
    const entries = [...container.querySelectorAll('.ingredients__list > li')].map(
      (item) => item.textContent,
    );
    expect(entries).toEqual(['leek', 'potato']);
    // The refused duplicate has its hint; the text typed since stays in the field.
    expect(container.textContent).toContain('That ingredient is already on the list.');
    expect(field.value).toBe('oni');
    expect(form.hasAttribute('data-running')).toBe(true);

    // From now on React runs the form: one submit, one entry.
    field.value = 'onion';
    await act(async () => form.requestSubmit());
    expect(container.querySelectorAll('.ingredients__list > li')).toHaveLength(3);
  });
});
