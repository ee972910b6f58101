/** Text pushed by the model's callbacks, pulled by the stream's reader. */
export type QueueItem =
  | { kind: 'text'; text: string; tokens: number }
  | { kind: 'end'; reason: 'length' | 'stop' | 'abort' }
  | { kind: 'error'; error: unknown };

export class TextQueue {
  private items: QueueItem[] = [];
  private wake: (() => void) | undefined;
  push(text: string, tokens: number): void {
    this.add({ kind: 'text', text, tokens });
  }
  end(reason: 'length' | 'stop' | 'abort'): void {
    this.add({ kind: 'end', reason });
  }
  fail(error: unknown): void {
    this.add({ kind: 'error', error });
  }
  async next(): Promise<QueueItem> {
    while (this.items.length === 0) {
      await new Promise<void>((resolve) => (this.wake = resolve));
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
