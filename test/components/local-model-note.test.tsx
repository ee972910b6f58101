import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LOCAL_MODEL_NOTE, LocalModelNote } from '../../src/client/server-status/LocalModelNote';
import { retryAfterSentence } from '../../src/client/recipe-versions/retry-after';

describe('LocalModelNote', () => {
  it('shows how much of the model has arrived, as words and as a progress bar', () => {
    render(
      <LocalModelNote
        local={{ state: 'downloading', receivedBytes: 340_000_000, totalBytes: 986_000_000 }}
      />,
    );
    const bar = screen.getByRole('progressbar', {
      name: 'Getting the recipe model ready: 34% of 986 MB',
    });
    expect(bar.getAttribute('aria-valuenow')).toBe('34');
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
    expect(screen.queryByText(LOCAL_MODEL_NOTE)).toBeNull();
  });

  it('says the model is loading once it has arrived', () => {
    render(<LocalModelNote local={{ state: 'loading', receivedBytes: 5, totalBytes: 5 }} />);
    const bar = screen.getByRole('progressbar', {
      name: 'Getting the recipe model ready: loading it',
    });
    expect(bar.getAttribute('aria-valuenow')).toBe('100');
  });

  it('says who writes the recipes once the model is ready, without a progress bar', () => {
    render(<LocalModelNote local={{ state: 'ready', receivedBytes: 5, totalBytes: 5 }} />);
    expect(screen.getByText(LOCAL_MODEL_NOTE)).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('says the server tries again when the model could not be fetched', () => {
    render(<LocalModelNote local={{ state: 'failed', receivedBytes: 0, totalBytes: 0 }} />);
    expect(screen.getByText(/could not be fetched yet\. The server tries again/)).toBeTruthy();
  });

  it('reads a model_loading Retry-After as when the model should be ready', () => {
    expect(retryAfterSentence('model_loading', 42)).toBe('It should be ready in about 42 seconds.');
    expect(retryAfterSentence('busy', 42)).toBe('You can try again in 42 seconds.');
  });
});
