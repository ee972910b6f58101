/**
 * Each state of the page rendered in each language other than English: its text and its
 * aria-labels, titles, placeholders and alts hold no sentence of the English catalogs (unless the
 * language says the same) and no common English word.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import type { ReactElement } from 'react';
import { App } from '../../src/client/app';
import { RecipeSection } from '../../src/client/recipe-versions/RecipeSection';
import type { RecipeState } from '../../src/client/shared/recipe-state';
import { showLanguage } from '../../src/client/i18n/text';
import en from '../../src/client/i18n/en';
import laterEn from '../../src/client/i18n/later/en';
import type { LaterCatalog, OtherCatalog } from '../../src/client/i18n/catalog';
import { LANGUAGES, type Language } from '../../src/recipe/languages';
import { RECIPE_ERRORS } from '../../src/recipe/recipe-errors';

const OTHERS = LANGUAGES.filter((tag) => tag !== 'en');
/** The wishes chunk and a word list load on a busy machine too. */
const CHUNK_LOADED = { timeout: 5000 };
/** Words only English uses, as whole words ("Demo", "vegan" and the language names may stay). */
const ENGLISH_WORDS =
  /\b(the|this|your|you|please|with|recipes?|ingredients?|again|could|not|what|which|milk)\b/i;

/** The English sentences another language must not show: those it words differently. */
async function englishSentences(tag: Language): Promise<string[]> {
  const core = ((await import(`../../src/client/i18n/${tag}.ts`)) as { default: OtherCatalog })
    .default;
  const later = (
    (await import(`../../src/client/i18n/later/${tag}.ts`)) as {
      default: LaterCatalog;
    }
  ).default;
  const differing = (source: Record<string, string>, own: Record<string, string>) =>
    Object.entries(source)
      .filter(([key, text]) => own[key] !== text)
      // The words around a placeholder: each is a sentence of its own here.
      .flatMap(([, text]) => text.split(/\{\w+\}/))
      .map((part) => part.trim())
      .filter((part) => part.length >= 12 && part.includes(' '));
  return [
    ...differing(en, core as unknown as Record<string, string>),
    ...differing(laterEn, later as unknown as Record<string, string>),
  ];
}

/** Everything a visitor reads or hears of the page as it stands. */
function visitorText(): string {
  const attributes = [...document.body.querySelectorAll('*')].flatMap((element) =>
    ['aria-label', 'title', 'placeholder', 'alt']
      .map((name) => element.getAttribute(name))
      .filter((value): value is string => Boolean(value)),
  );
  const options = [...document.body.querySelectorAll('option')].map((o) => o.textContent);
  let text = document.body.textContent ?? '';
  // The language control names each language in itself: "English" is expected there.
  for (const name of options) text = text.replace(name ?? '', ' ');
  return [text, ...attributes].join('\n');
}

function expectNoEnglish(english: readonly string[], state: string) {
  const text = visitorText();
  for (const sentence of english) expect(text, `${state}: "${sentence}"`).not.toContain(sentence);
  expect(text, state).not.toMatch(ENGLISH_WORDS);
}

const MARKDOWN = '# Suppe\n\n- 1 Butter\n- 2 Tomate';
const done = (overrides: Partial<RecipeState>): RecipeState => ({
  status: 'done',
  markdown: MARKDOWN,
  finishReason: 'stop',
  error: null,
  ...overrides,
});

/** The recipe's states, each rendered alone. */
const STATES: [string, () => ReactElement][] = [
  [
    'waiting',
    () => (
      <RecipeSection
        recipe={done({ status: 'writing', markdown: '', queued: { position: 3, etaSeconds: 90 } })}
      />
    ),
  ],
  ['writing', () => <RecipeSection recipe={done({ status: 'writing', markdown: '' })} />],
  ['stopped', () => <RecipeSection recipe={done({ status: 'stopped' })} onRetry={() => {}} />],
  ['cut off', () => <RecipeSection recipe={done({ finishReason: 'length' })} />],
  ...Object.entries(RECIPE_ERRORS).map(([code, { message }]): [string, () => ReactElement] => [
    `error ${code}`,
    () => (
      <RecipeSection
        recipe={done({
          status: 'error',
          markdown: '',
          error: { code: code as keyof typeof RECIPE_ERRORS, message, retryAfterSeconds: 30 },
        })}
        onRetry={() => {}}
      />
    ),
  ]),
];

afterAll(() => showLanguage('en'));

describe('the page in each language', () => {
  it.each(OTHERS)('%s: the first screen and a list', async (tag) => {
    await showLanguage(tag);
    const english = await englishSentences(tag);
    render(<App />);
    expectNoEnglish(english, 'empty');
    const field = document.querySelector<HTMLInputElement>(
      'input[type="text"], input:not([type])',
    )!;
    for (const item of ['Milch', 'Eier', 'Mehl']) {
      fireEvent.change(field, { target: { value: item } });
      fireEvent.submit(field.form!);
    }
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expectNoEnglish(english, 'list');
  });

  it.each(OTHERS)('%s: the recipe waiting, writing, stopped, cut off and refused', async (tag) => {
    await showLanguage(tag);
    const english = await englishSentences(tag);
    for (const [state, element] of STATES) {
      render(element());
      expectNoEnglish(english, state);
      cleanup();
    }
  });

  it.each(OTHERS)('%s: the wishes notice under a recipe', async (tag) => {
    await showLanguage(tag);
    const english = await englishSentences(tag);
    const { default: later } = (await import(`../../src/client/i18n/later/${tag}.ts`)) as {
      default: LaterCatalog;
    };
    render(
      <RecipeSection
        recipe={done({ conflicts: [{ wish: 'vegan', found: 'Butter', because: 'milk' }] })}
        wishes={{ diet: ['vegan'], language: tag }}
        onRewrite={() => {}}
      />,
    );
    await screen.findByText(later.limits, undefined, CHUNK_LOADED);
    expectNoEnglish(english, 'conflicts');
  });
});
