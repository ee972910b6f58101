import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { App } from '../../src/client/app';

function field() {
  return screen.getByPlaceholderText('e.g. milk (must add 3 or more ingredients)');
}

describe('adding ingredients', () => {
  it('adds with the button and with Enter, in entry order, and clears the field', async () => {
    const user = userEvent.setup();
    render(<App />);
    expect(screen.queryByText('Ingredients on hand:')).toBeNull();
    await user.type(field(), '  milk ');
    await user.click(screen.getByRole('button', { name: '+ Add ingredient' }));
    expect(field()).toHaveProperty('value', '');
    await user.type(field(), 'eggs{Enter}');
    expect(screen.getByRole('heading', { name: 'Ingredients on hand:' })).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'milk',
      'eggs',
    ]);
    expect(document.activeElement).toBe(field());
  });

  it('shows the recipe panel from 3 entries on', async () => {
    const user = userEvent.setup();
    render(<App />);
    await user.type(field(), 'milk{Enter}eggs{Enter}');
    expect(screen.queryByRole('button', { name: 'Get a recipe' })).toBeNull();
    await user.type(field(), 'flour{Enter}');
    expect(screen.getByText('Ready for recipe?')).toBeTruthy();
    expect(screen.getByText('Generate a recipe from your list of ingredients.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Get a recipe' })).toBeTruthy();
  });

  it('explains, tied to the field, why too-short and duplicate entries are not added', async () => {
    const user = userEvent.setup();
    render(<App />);
    await user.type(field(), ' ab {Enter}');
    const hintId = field().getAttribute('aria-describedby')!;
    expect(document.getElementById(hintId)?.textContent).toMatch(/at least 3 characters/);
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    await user.clear(field());
    await user.type(field(), 'Milk{Enter}milk{Enter}');
    expect(document.getElementById(hintId)?.textContent).toMatch(/already on the list/);
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });
});
