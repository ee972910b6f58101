/**
 * What the page hands over when a recipe is taken along, read where it is made: the file Save
 * makes (URL.createObjectURL) and every clipboard write. Both run in the page (through the
 * driver's evaluate, or as a preload script before the page's own).
 */
/** Runs in the page: keeps the text of every file Save makes and of every clipboard write. */
export function recordTakingAlong() {
  const record = { saved: [] as Promise<string>[], copied: [] as Promise<string>[] };
  (window as unknown as { __takeAlong: typeof record }).__takeAlong = record;
  const createObjectURL = URL.createObjectURL.bind(URL);
  URL.createObjectURL = (object: Blob | MediaSource) => {
    if (object instanceof Blob) record.saved.push(object.text());
    return createObjectURL(object);
  };
  // The file is read above; the download itself would take some engines away from the page.
  document.addEventListener(
    'click',
    (event) => {
      if ((event.target as Element).closest('a[download]')) event.preventDefault();
    },
    true,
  );
  // Undefined outside a secure context (a preload script also runs in the first about:blank).
  const clipboard = navigator.clipboard as Clipboard | undefined;
  if (!clipboard) return;
  const write = clipboard.write?.bind(clipboard);
  if (write) {
    clipboard.write = (items: ClipboardItem[]) => {
      for (const item of items) {
        if (item.types.includes('text/plain')) {
          record.copied.push(item.getType('text/plain').then((blob) => blob.text()));
        }
      }
      return write(items);
    };
  }
  const writeText = clipboard.writeText.bind(clipboard);
  clipboard.writeText = (text: string) => {
    record.copied.push(Promise.resolve(text));
    return writeText(text);
  };
}

/** Runs in the page: the texts recordTakingAlong kept. */
export function recorded(kind: 'saved' | 'copied'): Promise<string[]> {
  const record = (window as unknown as { __takeAlong: Record<string, Promise<string>[]> })
    .__takeAlong;
  return Promise.all(record[kind]!);
}
