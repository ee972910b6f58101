/** The bench's table: one line per target, `name  measured  target  ok|MISS`. */
export interface Figure {
  name: string;
  measured: string;
  target: string;
  /** `info`: a figure the issues ask for without a target. */
  ok: boolean | 'error' | 'info';
}

export function median(values: readonly number[]): number {
  return percentile(values, 50);
}

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (p / 100) * (sorted.length - 1);
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (rank - low);
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const ms = (value: number) => `${value.toFixed(1)} ms`;

export function formatTable(figures: readonly Figure[]): string {
  const rows = figures.map((figure) => [
    figure.name,
    figure.measured,
    figure.target,
    figure.ok === 'error' ? 'ERROR' : figure.ok === 'info' ? '-' : figure.ok ? 'ok' : 'MISS',
  ]);
  const header = ['name', 'measured', 'target', 'result'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  return [header, ...rows]
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** A figure's target and verdict from one limit, written once: `value <= limit × perUnit`. */
export function atMost(
  limit: number,
  unit: string,
  value: number,
  perUnit = 1,
): Pick<Figure, 'target' | 'ok'> {
  return { target: `<= ${limit}${unit ? ` ${unit}` : ''}`, ok: value <= limit * perUnit };
}
