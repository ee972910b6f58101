import { performance } from 'node:perf_hooks';

/** The bench's table: one line per target, `name  measured  target  ok|MISS`. */
export interface Figure {
  name: string;
  measured: string;
  target: string;
  /** `info`: a figure the issues ask for without a target. */
  ok: boolean | 'error' | 'info';
}

/** The milliseconds of each of `runs` calls of `work`, one after the other. */
export function timeRuns(runs: number, work: () => void): number[] {
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    work();
    times.push(performance.now() - started);
  }
  return times;
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

/** The figures' page in docs/, written by the bench: one markdown row a figure. */
export function figuresMarkdown(figures: readonly Figure[], about: string): string {
  const cell = (text: string) => text.replaceAll('|', '\\|');
  const result = (figure: Figure) =>
    figure.ok === 'error' ? 'ERROR' : figure.ok === 'info' ? '-' : figure.ok ? 'ok' : 'MISS';
  return [
    '# Bench figures',
    '',
    `Written by \`npm run bench\` (${about}); do not edit by hand. What each figure measures, and`,
    'why: [performance.md](performance.md).',
    '',
    '| figure | measured | target | result |',
    '| --- | --- | --- | --- |',
    ...figures.map(
      (figure) =>
        `| ${cell(figure.name)} | ${cell(figure.measured)} | ${cell(figure.target)} | ${result(figure)} |`,
    ),
    '',
  ].join('\n');
}

/** Rows of an earlier figures page, for a bench run that measured only some sections. */
export function readFiguresMarkdown(text: string): Figure[] {
  const figures: Figure[] = [];
  for (const line of text.split('\n')) {
    if (!line.startsWith('| ')) continue;
    const cells = line
      .slice(2, -2)
      .split(/(?<!\\) \| /)
      .map((cell) => cell.trim().replaceAll('\\|', '|'));
    if (cells.length !== 4 || cells[0] === 'figure' || /^-+$/.test(cells[0]!)) continue;
    const [name, measured, target, result] = cells as [string, string, string, string];
    const ok = result === 'ERROR' ? 'error' : result === '-' ? 'info' : result === 'ok';
    figures.push({ name, measured, target, ok });
  }
  return figures;
}
