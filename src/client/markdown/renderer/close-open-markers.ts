/**
 * Closes what the growing last block of a streaming recipe has opened and not yet closed, so that
 * it shows now as it will once finished: `**Gar` bold, `` `garl `` as code, `~~No ov` struck
 * through. A link or image still being written shows its text only; an HTML tag or `<address>`
 * still being written waits (raw HTML shows as text, an autolink as a link). Only the block's last
 * paragraph (or table cell) can hold an open marker: emphasis never crosses a paragraph.
 * The delimiter rules are CommonMark's flanking rules, with one simplification: a closer matches
 * the nearest opener of its character.
 */

/** A line that starts a paragraph of its own: a list item, heading, quote or table row. */
const BLOCK_START = /^[ \t]*(?:(?:[-*+]|\d{1,9}[.)])(?=[ \t]|$)|#{1,6}(?=[ \t]|$)|>|\|)[ \t>]*/;
const FENCE_LINE = /^[ \t>]*(?:(?:[-*+]|\d{1,9}[.)])[ \t]+)?(`{3,}|~{3,})/;
const WHITESPACE = /\s/;
const PUNCTUATION = /[\p{P}\p{S}]/u;
const WORD = /[\p{L}\p{N}]/u;

interface Opener {
  char: string;
  count: number;
  /** Where its characters stand in the output. */
  at: number;
}

/** The scan's state: the output so far and what is open in it. */
interface Scan {
  text: string;
  out: string;
  openers: Opener[];
  /** Output positions of `[` or `![` not yet closed by `]`. */
  brackets: number[];
}

export function closeOpenMarkers(block: string): string {
  if (inOpenFence(block)) return block;
  const start = lastParagraphStart(block);
  return block.slice(0, start) + closeInline(block.slice(start));
}

function inOpenFence(block: string): boolean {
  let fence: string | null = null;
  for (const line of block.split('\n')) {
    const marker = FENCE_LINE.exec(line)?.[1];
    if (!marker) continue;
    if (!fence) fence = marker;
    else if (marker[0] === fence[0] && marker.length >= fence.length) fence = null;
  }
  return fence !== null;
}

/** Where the text of the block's last paragraph, heading, item or table cell begins. */
function lastParagraphStart(block: string): number {
  const lines = block.split('\n');
  let offset = block.length;
  for (let index = lines.length - 1; index >= 0; index -= 1) {
    const line = lines[index]!;
    offset -= line.length;
    const marker = BLOCK_START.exec(line)?.[0];
    if (marker !== undefined) {
      const cell = line.trimStart().startsWith('|') ? line.lastIndexOf('|') + 1 : marker.length;
      return offset + cell;
    }
    if (index === 0 || lines[index - 1]!.trim() === '') return offset;
    offset -= 1;
  }
  return 0;
}

const isSpace = (char: string | undefined) => char === undefined || WHITESPACE.test(char);
const isPunctuation = (char: string | undefined) => char !== undefined && PUNCTUATION.test(char);

/** CommonMark's left- and right-flanking, and what they allow a run of `char`. */
function flanking(char: string, before: string | undefined, after: string | undefined) {
  const left =
    !isSpace(after) && (!isPunctuation(after) || isSpace(before) || isPunctuation(before));
  const right =
    !isSpace(before) && (!isPunctuation(before) || isSpace(after) || isPunctuation(after));
  if (char !== '_') return { opens: left, closes: right };
  return {
    opens: left && (!right || isPunctuation(before)),
    closes: right && (!left || isPunctuation(after)),
  };
}

function closeInline(text: string): string {
  const scan: Scan = { text, out: '', openers: [], brackets: [] };
  let index = 0;
  while (index < text.length) {
    const next = step(scan, index);
    if (next < 0) break;
    index = next;
  }
  for (const at of scan.brackets.reverse()) scan.out = removeAt(scan.out, at, scan.openers);
  return closeEmphasis(scan);
}

/** Reads what starts at `index`; the index after it, or -1 when the rest is settled. */
function step(scan: Scan, index: number): number {
  const { text } = scan;
  const char = text[index]!;
  if (char === '\\') return copy(scan, index, index + 2);
  if (char === '`') return codeSpan(scan, index);
  // A tag or address (or a lone `<` at the end) not closed yet waits.
  const opensTag = char === '<' && /^[A-Za-z/!?]?$/.test(text.slice(index + 1, index + 2));
  if (opensTag && !text.includes('>', index)) return -1;
  if (char === '[' || (char === '!' && text[index + 1] === '[')) {
    scan.brackets.push(scan.out.length);
    return copy(scan, index, index + (char === '!' ? 2 : 1));
  }
  if (char === ']') return closeBracket(scan, index);
  if (char === '*' || char === '_' || char === '~') return delimiterRun(scan, index);
  return copy(scan, index, index + 1);
}

function copy(scan: Scan, from: number, to: number): number {
  scan.out += scan.text.slice(from, to);
  return to;
}

/** A code span is literal to its closing run; one not closed yet is closed at the end. */
function codeSpan(scan: Scan, index: number): number {
  const run = /^`+/.exec(scan.text.slice(index))![0];
  const after = index + run.length;
  const closing = new RegExp(`(?<!\`)${run}(?!\`)`).exec(scan.text.slice(after));
  if (closing) return copy(scan, index, after + closing.index + run.length);
  // Nothing in it yet: an empty span would show its back-ticks.
  if (scan.text.slice(after).trim() === '') return -1;
  const body = scan.text.slice(index).trimEnd();
  // A back-tick at its end would join the closing run.
  scan.out += body + (body.endsWith('`') ? ' ' : '') + run;
  return -1;
}

/** `]` closes the last bracket; a link's address still being written is left out. */
function closeBracket(scan: Scan, index: number): number {
  const opened = scan.brackets.pop();
  if (opened === undefined || scan.text[index + 1] !== '(') return copy(scan, index, index + 1);
  const end = destinationEnd(scan.text, index + 2);
  if (end >= 0) return copy(scan, index, end);
  scan.out = removeAt(scan.out, opened, scan.openers);
  return -1;
}

/** The index after the `)` that ends a link destination and title, or -1 if none has yet. */
function destinationEnd(text: string, from: number): number {
  let depth = 0;
  for (let index = from; index < text.length; index += 1) {
    const char = text[index];
    if (char === '\\') index += 1;
    else if (char === '(') depth += 1;
    else if (char === ')' && depth-- === 0) return index + 1;
  }
  return -1;
}

/** Takes a `[` (or `![`) out of the output, moving the openers after it back. */
function removeAt(out: string, at: number, openers: Opener[]): string {
  const width = out[at] === '!' ? 2 : 1;
  for (const opener of openers) if (opener.at > at) opener.at -= width;
  return out.slice(0, at) + out.slice(at + width);
}

function delimiterRun(scan: Scan, index: number): number {
  const { text } = scan;
  const char = text[index]!;
  let end = index;
  while (text[end] === char) end += 1;
  let count = end - index;
  // One `~` is "about", and only `~~` strikes through.
  if (char === '~' && count !== 2) return copy(scan, index, end);
  const { opens: mayOpen, closes } = flanking(char, text[index - 1], text[end]);
  // Between two letters or digits ("2*3 cm") a run is far likelier a sign than emphasis to come.
  const opens = mayOpen && !(WORD.test(text[index - 1] ?? '') && WORD.test(text[end] ?? ''));
  let match = closes ? scan.openers.length - 1 : -1;
  while (match >= 0 && scan.openers[match]!.char !== char) match -= 1;
  if (match >= 0) {
    const opener = scan.openers[match]!;
    scan.openers.length = match + 1;
    const used = Math.min(opener.count, count);
    opener.count -= used;
    count -= used;
    if (opener.count === 0) scan.openers.pop();
  }
  if (count > 0 && opens)
    scan.openers.push({ char, count, at: scan.out.length + end - index - count });
  return copy(scan, index, end);
}

/** Closers for what is still open, innermost first; an opener with nothing after it goes. */
function closeEmphasis(scan: Scan): string {
  let out = scan.out.trimEnd();
  for (const opener of scan.openers.reverse()) {
    const from = opener.at + opener.count;
    if (out.slice(from).trim() === '') out = (out.slice(0, opener.at) + out.slice(from)).trimEnd();
    else out += opener.char.repeat(opener.count);
  }
  return out;
}
