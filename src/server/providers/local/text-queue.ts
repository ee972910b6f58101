import type { GenerationEnd } from './local-model-runtime.js';

/** Text pushed by the model's callbacks, pulled by the stream's reader. */
export type QueueItem =
  | { kind: 'text'; text: string; tokens: number }
  | { kind: 'end'; end: GenerationEnd }
  | { kind: 'error'; error: unknown };

export class TextQueue {
  private items: QueueItem[] = [];
  private wake: (() => void) | undefined;
  push(text: string, tokens: number): void {
    this.add({ kind: 'text', text, tokens });
  }
  end(end: GenerationEnd): void {
    this.add({ kind: 'end', end });
  }
  fail(error: unknown): void {
    this.add({ kind: 'error', error });
  }
  /** The next item; rejects at once when `signal` aborts, whatever the model is doing. */
  async next(signal: AbortSignal): Promise<QueueItem> {
    while (this.items.length === 0) {
      signal.throwIfAborted();
      await new Promise<void>((resolve) => {
        const wake = () => {
          signal.removeEventListener('abort', wake);
          resolve();
        };
        this.wake = wake;
        signal.addEventListener('abort', wake, { once: true });
      });
    }
    const first = this.items.shift()!;
    if (first.kind !== 'text') return first;
    // Text that piled up while the reader was busy goes out as one chunk: one write, not many.
    let text = first.text;
    let tokens = first.tokens;
    while (this.items[0]?.kind === 'text') {
      const next = this.items.shift() as { text: string; tokens: number };
      text += next.text;
      tokens += next.tokens;
    }
    return { kind: 'text', text, tokens };
  }
  private add(item: QueueItem): void {
    this.items.push(item);
    this.wake?.();
    this.wake = undefined;
  }
}
