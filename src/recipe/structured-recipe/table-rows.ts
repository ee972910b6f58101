/** A table's rows in the sections phase: one item each, the amount first when a column says so. */
import { plainText } from './plain-text.js';
import { addEntry, takeMetadata, type SectionsState } from './sections-state.js';

const AMOUNT_HEADER = /amount|quant|qty|measure|menge|cantidad/i;
const DELIMITER_CELL = /^:?-+:?$/;

/** Rows written without a header may still carry one: a header row over a delimiter row. */
function withHeader(headerCells: string[], rows: string[][]) {
  if (headerCells.length || !rows[1]?.every((cell) => DELIMITER_CELL.test(cell)))
    return { header: headerCells, body: rows };
  return { header: rows[0]!, body: rows.slice(2) };
}

export function readTable(state: SectionsState, headerCells: string[], rows: string[][]): void {
  const { header, body } = withHeader(
    headerCells.map(plainText),
    rows.map((row) => row.map(plainText)),
  );
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
