/**
 * The Node versions package.json admits are ones every installed package supports, so `npm ci`
 * on the declared floor prints no engine warning; and the floor is one the machine's Node meets.
 */
import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

interface LockEntry {
  version?: string;
  engines?: { node?: string } | string[];
  optional?: boolean;
}

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<string, LockEntry>;
};

function nodeRange(entry: LockEntry): string | null {
  const engines = entry.engines;
  if (!engines || Array.isArray(engines)) return null;
  return engines.node ?? null;
}

/** The lowest version of each line the range admits (20.19.0, 22.13.0, 24.0.0). */
function floorsOf(range: string): string[] {
  return new semver.Range(range).set.map(
    (comparators) =>
      semver.minVersion(new semver.Range(comparators.map(String).join(' ')))?.version ?? '',
  );
}

describe('the Node versions package.json admits', () => {
  const floors = floorsOf(pkg.engines.node);

  it('start at Node 20.19, 22.13 and 24', () => {
    expect(floors).toEqual(['20.19.0', '22.13.0', '24.0.0']);
  });

  it('are supported by every package in the lock file, at the floor of each line', () => {
    const refusing: string[] = [];
    for (const [path, entry] of Object.entries(lock.packages)) {
      const range = nodeRange(entry);
      if (!path || !range) continue;
      for (const version of floors) {
        if (!semver.satisfies(version, range))
          refusing.push(`${path}@${entry.version}: ${range} (${version})`);
      }
    }
    expect(refusing).toEqual([]);
  });

  it('include the Node running these tests', () => {
    expect(semver.satisfies(process.versions.node, pkg.engines.node)).toBe(true);
  });
});
