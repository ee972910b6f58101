import { describe, expect, it } from 'vitest';
import { closeOpenMarkers } from '../../src/client/markdown/renderer/close-open-markers';

describe('closing what the growing block has opened', () => {
  it('closes bold, italics, code and strike-through, innermost first', () => {
    expect(closeOpenMarkers('# Crispy **Gar')).toBe('# Crispy **Gar**');
    expect(closeOpenMarkers('A *quick side')).toBe('A *quick side*');
    expect(closeOpenMarkers('3 cloves _garl')).toBe('3 cloves _garl_');
    expect(closeOpenMarkers('**Tip: use *fresh')).toBe('**Tip: use *fresh***');
    expect(closeOpenMarkers('~~No ov')).toBe('~~No ov~~');
    expect(closeOpenMarkers('***Very')).toBe('***Very***');
    expect(closeOpenMarkers('**Note:')).toBe('**Note:**');
  });

  it('closes at the last word, not after the space that follows it', () => {
    expect(closeOpenMarkers('**Garlic ')).toBe('**Garlic**');
    expect(closeOpenMarkers('with `garlic but ')).toBe('with `garlic but`');
  });

  it('leaves closed markers, list bullets, signs and escapes as they are', () => {
    expect(closeOpenMarkers('A *quick* side')).toBe('A *quick* side');
    expect(closeOpenMarkers('- **Salt** to taste\n* 1 cup sugar')).toBe(
      '- **Salt** to taste\n* 1 cup sugar',
    );
    expect(closeOpenMarkers('a 20*30 cm tin and snake_case')).toBe('a 20*30 cm tin and snake_case');
    expect(closeOpenMarkers('2 * 3 eggs')).toBe('2 * 3 eggs');
    expect(closeOpenMarkers('\\*not bold')).toBe('\\*not bold');
    expect(closeOpenMarkers('about ~20 minutes')).toBe('about ~20 minutes');
    // Math is not rendered here, so `$$` is text and never completed.
    expect(closeOpenMarkers('costs $$5')).toBe('costs $$5');
  });

  it('reads markers inside code as code', () => {
    expect(closeOpenMarkers('use `a*b` and **mix')).toBe('use `a*b` and **mix**');
    expect(closeOpenMarkers('with `a **b')).toBe('with `a **b`');
    expect(closeOpenMarkers('**with `a b')).toBe('**with `a b`**');
    expect(closeOpenMarkers('wait for ` ')).toBe('wait for');
  });

  it('leaves a block in a fence that is still open alone', () => {
    expect(closeOpenMarkers('```text\nServe *warm ')).toBe('```text\nServe *warm ');
    expect(closeOpenMarkers('```text\nServe\n```\n**Warm')).toBe('```text\nServe\n```\n**Warm**');
  });

  it('closes only what the last paragraph, item or cell opened', () => {
    expect(closeOpenMarkers('- 2*3 eggs\n- **Salt')).toBe('- 2*3 eggs\n- **Salt**');
    expect(closeOpenMarkers('**Bold** start\n\n**Late')).toBe('**Bold** start\n\n**Late**');
    expect(closeOpenMarkers('| Step | Time |\n| --- | --- |\n| **Toast | 5')).toBe(
      '| Step | Time |\n| --- | --- |\n| **Toast | 5',
    );
    expect(closeOpenMarkers('| A | B |\n| --- | --- |\n| x | **Re')).toBe(
      '| A | B |\n| --- | --- |\n| x | **Re**',
    );
    expect(closeOpenMarkers('Mix *all\nthe flour')).toBe('Mix *all\nthe flour*');
  });

  it('shows a link or image still being written as its text', () => {
    expect(closeOpenMarkers('and [fresh herbs](https://exa')).toBe('and fresh herbs');
    expect(closeOpenMarkers('and [fresh he')).toBe('and fresh he');
    expect(closeOpenMarkers('and [**fresh](https://exa')).toBe('and **fresh**');
    expect(closeOpenMarkers('see ![Mango lass')).toBe('see Mango lass');
    expect(closeOpenMarkers('[a](https://a.example) and [b')).toBe('[a](https://a.example) and b');
    expect(closeOpenMarkers('[a](https://a.example/(x)')).toBe('a');
  });

  it('holds back an HTML tag or address still being written, and nothing opened only', () => {
    expect(closeOpenMarkers('salt <b')).toBe('salt');
    expect(closeOpenMarkers('see <https://exa')).toBe('see');
    expect(closeOpenMarkers('1 < 2 and <b>salt</b>')).toBe('1 < 2 and <b>salt</b>');
    expect(closeOpenMarkers('mix **[')).toBe('mix');
  });
});
