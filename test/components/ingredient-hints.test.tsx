import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { App } from '../../src/client/app';
import { describeIngredientProblem } from '../../src/recipe/ingredient-rules';

const field = () =>
  screen.getByPlaceholderText<HTMLInputElement>('e.g. milk (must add 3 or more ingredients)');
const hint = () => document.getElementById(field().getAttribute('aria-describedby')!)?.textContent;
const entries = () => screen.queryAllByRole('listitem').map((item) => item.textContent);

/** Puts text in the field as a paste would (user-event cannot type lone surrogates), then Enter. */
function submit(text: string) {
  fireEvent.change(field(), { target: { value: text } });
  fireEvent.submit(field().form!);
}

describe('the page explains the shared text and food rules', () => {
  it('refuses bleach and ammonia with a hint, and keeps bleached flour and baker’s ammonia', async () => {
    const user = userEvent.setup();
    render(<App />);
    await user.type(field(), 'bleach{Enter}');
    expect(hint()).toBe(describeIngredientProblem('not_food'));
    expect(field().value).toBe('bleach');
    await user.clear(field());
    await user.type(field(), 'Household Ammonia{Enter}');
    expect(hint()).toBe(describeIngredientProblem('not_food'));
    await user.clear(field());
    await user.type(field(), "bleached flour{Enter}baker's ammonia{Enter}glutinous rice{Enter}");
    expect(hint()).toBe('');
    expect(entries()).toEqual(['bleached flour', "baker's ammonia", 'glutinous rice']);
  });

  it('refuses invisible characters and counts characters as people see them', async () => {
    render(<App />);
    submit('milk');
    submit('milk\u200b');
    expect(hint()).toBe(describeIngredientProblem('invisible_characters'));
    submit('eggs\u202e');
    expect(hint()).toBe(describeIngredientProblem('invisible_characters'));
    submit('flour\ud83c');
    expect(hint()).toBe(describeIngredientProblem('invisible_characters'));
    submit('a🍳');
    expect(hint()).toBe(describeIngredientProblem('too_short'));
    submit('🍳'.repeat(80));
    expect(hint()).toBe('');
    expect(entries()).toEqual(['milk', '🍳'.repeat(80)]);
  });
});
