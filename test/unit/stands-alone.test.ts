/**
 * The repository stands alone: nothing in it cites a document or an issue it does not hold.
 * A citation of another project's public report is written as its address, which stands alone.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const CITATIONS = [
  /\bDESIGN(\.md)?\b/,
  /§\s*\d/,
  /\bissues? #?\d+/i,
  /\b(round|stop) \d+ of the issues\b/i,
];

function trackedTextFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' }).split('\0');
  return listed.filter(
    (file) =>
      /\.(ts|tsx|mjs|js|md|json|css|html)$|^\.env\.example$/.test(file) &&
      !file.endsWith('package-lock.json'),
  );
}

describe('the repository stands alone', () => {
  it('cites no design document and no issue number it does not hold', () => {
    const found: string[] = [];
    for (const file of trackedTextFiles()) {
      if (file === 'test/unit/stands-alone.test.ts') continue;
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          const withoutAddresses = line.replace(/https?:\/\/\S+/g, '');
          if (CITATIONS.some((pattern) => pattern.test(withoutAddresses))) {
            found.push(`${file}:${index + 1}: ${line.trim()}`);
          }
        });
    }
    expect(found).toEqual([]);
  });
});
