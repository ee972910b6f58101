import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MarkdownBlockBoundary } from '../../src/client/markdown/renderer/MarkdownBlockBoundary';

/** A renderer that fails on the texts it is given, as react-markdown did on deep nesting. */
function Renderer({ markdown, failOn }: { markdown: string; failOn: string }) {
  if (markdown === failOn) throw new RangeError('Maximum call stack size exceeded');
  return <p>rendered {markdown}</p>;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('MarkdownBlockBoundary', () => {
  it('shows a block the renderer throws on as plain words, keeps its neighbours, and tries new text again', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const page = (second: string) => (
      <main>
        <form aria-label="ingredients" />
        {['# Soup', second].map((markdown, index) => (
          <MarkdownBlockBoundary key={index} markdown={markdown}>
            <Renderer markdown={markdown} failOn="> > **Stir** well" />
          </MarkdownBlockBoundary>
        ))}
      </main>
    );
    const { container, rerender } = render(page('> > **Stir** well'));
    expect(screen.getByText('rendered # Soup')).toBeTruthy();
    expect(container.querySelector('.recipe__plain')?.textContent).toBe('Stir well');
    expect(screen.getByRole('form', { name: 'ingredients' })).toBeTruthy();
    expect(
      logged.mock.calls.some(([message]) => /could not be rendered/.test(String(message))),
    ).toBe(true);

    rerender(page('Serve warm.'));
    expect(screen.getByText('rendered Serve warm.')).toBeTruthy();
    expect(container.querySelector('.recipe__plain')).toBeNull();
  });
});
