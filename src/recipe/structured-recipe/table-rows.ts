/** A table's rows in the sections phase: one item each, the amount first when a column says so. */
import { plainText } from './plain-text.js';
import { addEntry, takeMetadata, type SectionsState } from './sections-state.js';

const AMOUNT_HEADER = /amount|quant|qty|measure|menge|cantidad/i;
const DELIMITER_CELL = /^:?-+:?$/;

/** The header row, when a delimiter row follows it, and the rows under it. */
function withHeader(rows: string[][]) {
  if (!rows[1]?.every((cell) => DELIMITER_CELL.test(cell))) return { header: [], body: rows };
  return { header: rows[0]!, body: rows.slice(2) };
}

export function readTable(state: SectionsState, rows: string[][]): void {
  const { header, body } = withHeader(rows.map((row) => row.map(plainText)));
  const amount = header.findIndex((cell) => AMOUNT_HEADER.test(cell));
  for (const cells of body) {
    if (takeMetadata(state, cells.join(': '))) continue;
    const rest = cells.filter((cell, index) => cell && index !== amount);
    if (amount >= 0) rest[0] = `${cells[amount] ?? ''} ${rest[0] ?? ''}`.trim();
    if (rest.join('')) {
      state.started = true;
      addEntry(state, 'item', rest.join(', '));
    }
  }
}
