import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { App } from '../../src/client/app';
import { RecipeSection } from '../../src/client/recipe-versions/RecipeSection';
import type { RecipeState } from '../../src/client/shared/recipe-state';
import { ListWishesHint } from '../../src/client/wishes/ListWishesHint';
import {
  LIMITS_SENTENCE,
  MAX_LISTED_CONFLICTS,
  REWRITE_LABEL,
  WishesNotice,
} from '../../src/client/wishes/WishesNotice';
import { findChangeProblem } from '../../src/recipe/revision-rules';
import type { Conflict } from '../../src/recipe/wishes/find-conflicts';

const MARKDOWN =
  '# Satay noodles\n\n- 2 tbsp **satay sauce**\n- 1 tbsp butter\n- a few Peanuts\n\n' +
  'Peanuts and peanut oil; not `butter` in code.';
const CONFLICTS: Conflict[] = [
  { wish: 'dairy-free', found: 'butter', because: 'milk' },
  { wish: 'peanuts', found: 'satay sauce', because: 'peanut' },
  { wish: 'peanuts', found: 'Peanuts', because: null },
];
const SENTENCES = [
  'This recipe lists butter (milk), but you asked for dairy-free.',
  'This recipe lists satay sauce (peanut), but you asked to avoid peanuts.',
  'This recipe lists Peanuts, but you asked to avoid peanuts.',
];
/** The renderer's and the wishes' chunks load on a busy machine too. */
const CHUNK_LOADED = { timeout: 5000 };
/** What the page must never say of a recipe: a check proves presence, never absence. */
const SAFETY_CLAIM = /\bsafe\b|\bchecked\b|\bverified\b|\bfree of\b/i;

function recipe(overrides: Partial<RecipeState>): RecipeState {
  return {
    status: 'done',
    markdown: MARKDOWN,
    finishReason: 'stop',
    error: null,
    conflicts: CONFLICTS,
    ...overrides,
  };
}

describe('the wishes notice under a finished recipe', () => {
  it('names each word and the wish it breaks, once says what the check cannot know, in the live region', async () => {
    const { container } = render(<RecipeSection recipe={recipe({})} onRewrite={() => {}} />);
    const limits = await screen.findByText(LIMITS_SENTENCE, {}, CHUNK_LOADED);
    const section = container.querySelector('section')!;
    expect(section.getAttribute('aria-live')).toBe('polite');
    expect(section.contains(limits)).toBe(true);
    const notice = container.querySelector('.wishes-notice')!;
    expect(
      within(notice as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(SENTENCES);
    expect(section.textContent!.split(LIMITS_SENTENCE)).toHaveLength(2);
    expect(section.textContent).not.toMatch(SAFETY_CLAIM);
  });

  it('marks the words found where they stand in the rendered recipe, not in code', async () => {
    const { container } = render(<RecipeSection recipe={recipe({})} />);
    await screen.findByRole('heading', { name: 'Satay noodles' }, CHUNK_LOADED);
    const marks = [...container.querySelectorAll('article mark')].map((mark) => mark.textContent);
    expect(marks).toEqual(['satay sauce', 'butter', 'Peanuts', 'Peanuts']);
    expect(container.querySelector('code mark')).toBeNull();
    expect(container.querySelector('strong mark')?.textContent).toBe('satay sauce');
  });

  it('marks only the places the check reported, not the same word inside another food', async () => {
    const markdown =
      '# Pancakes\n\n## Ingredients\n\n- 1 cup almond milk\n- 2 tbsp milk\n- 1 cup oat flour\n\n' +
      '## Method\n\n1. Whisk in the almond milk.\n2. Loosen with the milk.\n';
    const { container } = render(
      <RecipeSection
        recipe={recipe({
          markdown,
          conflicts: [{ wish: 'dairy-free', found: 'milk', because: 'milk' }],
        })}
        wishes={{ diet: ['dairy-free'] }}
      />,
    );
    await screen.findByRole('heading', { name: 'Pancakes' }, CHUNK_LOADED);
    await waitFor(() => expect(container.querySelectorAll('article mark')).toHaveLength(2));
    const items = [...container.querySelectorAll('article li')];
    expect(items.map((item) => item.querySelector('mark')?.textContent ?? null)).toEqual([
      null,
      'milk',
      null,
      null,
      'milk',
    ]);
    expect(items[4]!.textContent).toBe('Loosen with the milk.');
  });

  it('sends a revision that names what to replace', async () => {
    const onRewrite = vi.fn<(change: string) => void>();
    render(<RecipeSection recipe={recipe({})} onRewrite={onRewrite} />);
    fireEvent.click(await screen.findByRole('button', { name: REWRITE_LABEL }, CHUNK_LOADED));
    expect(onRewrite).toHaveBeenCalledExactlyOnceWith(
      'Replace butter, satay sauce and Peanuts: keep it dairy-free; leave out peanuts.',
    );
  });

  it('offers no rewrite when no revision can be sent', async () => {
    render(<RecipeSection recipe={recipe({})} />);
    await screen.findByText(LIMITS_SENTENCE, {}, CHUNK_LOADED);
    expect(screen.queryByRole('button', { name: REWRITE_LABEL })).toBeNull();
  });

  it.each([
    ['no conflicts', recipe({ conflicts: [] })],
    ['a recipe still being written', recipe({ status: 'writing' })],
  ])('shows no notice and no marks for %s', async (_name, state) => {
    const { container } = render(<RecipeSection recipe={state} onRewrite={() => {}} />);
    await screen.findByRole('heading', { name: 'Satay noodles' }, CHUNK_LOADED);
    expect(container.querySelector('.wishes-notice, mark')).toBeNull();
    expect(screen.queryByText(LIMITS_SENTENCE)).toBeNull();
  });
});

describe('the hint beside the ingredient list', () => {
  it('points out each ingredient a thing to avoid matches, as a note only', () => {
    const { container } = render(
      <ListWishesHint
        ingredients={['Milk', 'rice', 'cilantro leaves']}
        options={{ avoid: ['milk', 'cilantro'] }}
      />,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Milk: you asked to avoid milk.',
      'cilantro leaves: you asked to avoid cilantro.',
    ]);
    expect(container.textContent).not.toMatch(SAFETY_CLAIM);
  });

  it('says nothing when no ingredient is excluded', () => {
    const { container } = render(
      <ListWishesHint ingredients={['rice', 'carrots']} options={{ avoid: ['milk'] }} />,
    );
    expect(container.querySelector('.wishes-hint')!.textContent).toBe('');
  });

  // Needs the checker's diet and allergen-group lists.
  it('names what a diet or an allergen group excludes on the list', () => {
    render(
      <ListWishesHint
        ingredients={['honey', 'milk', 'rice']}
        options={{ diet: ['vegan'], avoid: ['dairy'] }}
      />,
    );
    const notes = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(notes).toHaveLength(2);
    expect(notes[0]).toMatch(/^honey\b.*: you asked for vegan\.$/);
    expect(notes[1]).toMatch(/^milk\b.*: you asked (to avoid dairy|for vegan)\.$/);
  });

  it('shows on the page once a thing to avoid is chosen, and Get a recipe stays', async () => {
    const user = userEvent.setup();
    const { container } = render(<App />);
    const field = screen.getByPlaceholderText('e.g. milk (must add 3 or more ingredients)');
    await user.type(field, 'milk{Enter}rice{Enter}carrots{Enter}');
    expect(container.querySelector('.wishes-hint')?.textContent ?? '').toBe('');
    await user.type(screen.getByPlaceholderText('e.g. peanuts'), 'milk{Enter}');
    expect(
      await screen.findByText('milk: you asked to avoid milk.', {}, CHUNK_LOADED),
    ).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: /get a recipe/i }).disabled).toBe(
      false,
    );
  });
});

describe('a recipe the server did not check as it was written', () => {
  it('is checked by the page against the wishes it was written for (a link, My recipes)', async () => {
    const opened = recipe({
      conflicts: undefined,
      markdown: '# Toast\n\n- 1 tbsp butter\n- bread',
    });
    render(<RecipeSection recipe={opened} wishes={{ diet: ['dairy-free'] }} />);
    const notice = await screen.findByText(
      'This recipe lists butter (milk), but you asked for dairy-free.',
      undefined,
      CHUNK_LOADED,
    );
    expect(notice).toBeTruthy();
  });

  it('says nothing when no wish was chosen, or the recipe was not finished', async () => {
    const opened = recipe({ conflicts: undefined, markdown: '# Toast\n\n- 1 tbsp butter' });
    const { rerender } = render(<RecipeSection recipe={opened} wishes={{}} />);
    rerender(
      <RecipeSection recipe={{ ...opened, status: 'stopped' }} wishes={{ diet: ['dairy-free'] }} />,
    );
    await screen.findByText('You stopped the recipe. What was written so far is kept.');
    expect(screen.queryByText(/This recipe lists/)).toBeNull();
  });
});

describe('the wishes notice fed hostile phrases', () => {
  const HOSTILE: Conflict[] = [
    { wish: 'dairy-free', found: 'but\tter', because: 'milk' },
    { wish: 'dairy-free', found: 'crème\u200bfraîche', because: 'milk' },
    { wish: 'eggs', found: '\u202eggE', because: null },
  ];

  it('keeps letters, digits, spaces and hyphens: the change passes the server’s rules, the sentence reads forward', () => {
    const onRewrite = vi.fn<(change: string) => void>();
    render(<WishesNotice conflicts={HOSTILE} onRewrite={onRewrite} />);
    fireEvent.click(screen.getByRole('button', { name: REWRITE_LABEL }));
    const change = onRewrite.mock.calls[0]![0];
    expect(findChangeProblem(change)).toBeNull();
    expect(change).toBe(
      'Replace but ter, crème fraîche and ggE: keep it dairy-free; leave out eggs.',
    );
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items.join(' ')).not.toMatch(/[\t\u200b\u202e]/);
  });

  it('lists 20 of 9,428 conflicts and counts the rest; the change still fits', () => {
    const many: Conflict[] = Array.from({ length: 9428 }, (_, index) => ({
      wish: index % 2 === 0 ? 'dairy-free' : 'eggs',
      found: `word${index} pair${index}`,
      because: null,
    }));
    const onRewrite = vi.fn<(change: string) => void>();
    render(<WishesNotice conflicts={many} onRewrite={onRewrite} />);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(MAX_LISTED_CONFLICTS + 1);
    expect(items.at(-1)!.textContent).toBe('And 9,408 more like these.');
    fireEvent.click(screen.getByRole('button', { name: REWRITE_LABEL }));
    expect(findChangeProblem(onRewrite.mock.calls[0]![0])).toBeNull();
  });
});
