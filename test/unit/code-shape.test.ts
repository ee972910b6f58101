/**
 * The shape a newcomer can change in an afternoon, kept by a test: every function in `src/` and
 * `bench/` fits a screen (80 lines), no bench file passes 400 lines, properties have names that say what they hold (no one-letter names), the
 * telemetry never reads an outcome back from a body (no JSON.parse), the server's folders import
 * one way (their import graph has no circle, so they stack with every arrow pointing down), and a
 * recipe is cancelled through one AbortController (made in writer/time-limits.ts); the page's
 * folders import one way too: top level, then its features in a fixed order, then shared/.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const MAX_FUNCTION_LINES = 80;
const MAX_BENCH_FILE_LINES = 400;

function sourceFiles(under: string): string[] {
  return execFileSync(
    'git',
    ['ls-files', '-co', '--exclude-standard', `${under}/*.ts`, `${under}/*.tsx`],
    {
      encoding: 'utf8',
    },
  )
    .split('\n')
    .filter((file) => file && !file.endsWith('.d.ts'));
}

function parse(file: string): ts.SourceFile {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, kind);
}

function visitAll(node: ts.Node, visit: (node: ts.Node) => void): void {
  visit(node);
  ts.forEachChild(node, (child) => visitAll(child, visit));
}

function lineOf(source: ts.SourceFile, position: number): number {
  return source.getLineAndCharacterOfPosition(position).line + 1;
}

function functionName(node: ts.FunctionLikeDeclaration): string {
  if (node.name) return node.name.getText();
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent))
    return parent.name.getText();
  return '(anonymous)';
}

function isFunctionLike(node: ts.Node): node is ts.FunctionLikeDeclaration {
  return (
    ts.isFunctionDeclaration(node) ||
    ts.isFunctionExpression(node) ||
    ts.isArrowFunction(node) ||
    ts.isMethodDeclaration(node)
  );
}

describe('the code fits a screen and says what it holds', () => {
  const files = sourceFiles('src');

  it(`has no function longer than ${MAX_FUNCTION_LINES} lines, in src/ and bench/`, () => {
    const long: string[] = [];
    for (const file of [...files, ...sourceFiles('bench')]) {
      const source = parse(file);
      visitAll(source, (node) => {
        if (!isFunctionLike(node)) return;
        const lines = lineOf(source, node.getEnd()) - lineOf(source, node.getStart()) + 1;
        if (lines > MAX_FUNCTION_LINES)
          long.push(
            `${file}:${lineOf(source, node.getStart())} ${functionName(node)} (${lines} lines)`,
          );
      });
    }
    expect(long).toEqual([]);
  });

  it(`splits bench/ by what it measures: no file over ${MAX_BENCH_FILE_LINES} lines`, () => {
    const long = sourceFiles('bench')
      .map((file) => ({ file, lines: readFileSync(file, 'utf8').split('\n').length }))
      .filter(({ lines }) => lines > MAX_BENCH_FILE_LINES);
    expect(long).toEqual([]);
  });

  it('names no property with one letter', () => {
    const short: string[] = [];
    for (const file of files) {
      const source = parse(file);
      visitAll(source, (node) => {
        const named =
          ts.isPropertySignature(node) ||
          ts.isPropertyDeclaration(node) ||
          ts.isPropertyAssignment(node)
            ? node.name
            : ts.isShorthandPropertyAssignment(node)
              ? node.name
              : null;
        if (named && /^[A-Za-z_$]$/.test(named.getText())) {
          short.push(`${file}:${lineOf(source, node.getStart())} ${named.getText()}`);
        }
      });
    }
    expect(short).toEqual([]);
  });

  it('records outcomes where they are decided: the telemetry parses no JSON', () => {
    const parsing = sourceFiles('src/server/telemetry').filter((file) =>
      /JSON\.parse\s*\(/.test(readFileSync(file, 'utf8')),
    );
    expect(parsing).toEqual([]);
  });
});

/** The room a server file lives in: its first folder under src/server, or the top-level file itself. */
function roomOf(file: string): string {
  const inside = relative('src/server', file).split('/');
  return inside.length > 1 ? `${inside[0]}/` : (inside[0] ?? file);
}

/** What a file imports from this project (types alone too: a reader follows them all the same). */
function importsIn(source: ts.SourceFile): string[] {
  const found: string[] = [];
  visitAll(source, (node) => {
    const specifier =
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier
        ? node.moduleSpecifier
        : ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword
          ? node.arguments[0]
          : undefined;
    if (specifier && ts.isStringLiteral(specifier) && specifier.text.startsWith('.')) {
      found.push(normalize(join(dirname(source.fileName), specifier.text)).replace(/\.js$/, '.ts'));
    }
  });
  return found;
}

/** A circle among the rooms, as the rooms it passes through, or null. */
function findCircle(edges: Map<string, Set<string>>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const walk = (room: string): string[] | null => {
    if (state.get(room) === 'done') return null;
    if (state.get(room) === 'open') return [...path.slice(path.indexOf(room)), room];
    state.set(room, 'open');
    path.push(room);
    for (const next of edges.get(room) ?? []) {
      const circle = walk(next);
      if (circle) return circle;
    }
    path.pop();
    state.set(room, 'done');
    return null;
  };
  for (const room of edges.keys()) {
    const circle = walk(room);
    if (circle) return circle;
  }
  return null;
}

/** A circle among `files` by their imports of each other (a lazy import too), or null. */
function fileCircle(files: string[]): string[] | null {
  const edges = new Map<string, Set<string>>();
  const known = new Set(files);
  for (const file of files) {
    const targets = importsIn(parse(file)).flatMap((target) =>
      [target, target.replace(/\.ts$/, '.tsx'), `${target}.ts`, `${target}.tsx`].filter((name) =>
        known.has(name),
      ),
    );
    edges.set(file, new Set(targets));
  }
  return findCircle(edges);
}

describe('the server imports one way', () => {
  it('has no circle among its files, inside one folder too', () => {
    expect(fileCircle(sourceFiles('src/server'))).toBeNull();
  });

  it('has no circle among its folders, so every arrow can point down', () => {
    const edges = new Map<string, Set<string>>();
    for (const file of sourceFiles('src/server')) {
      const from = roomOf(file);
      for (const target of importsIn(parse(file))) {
        if (!target.startsWith('src/server/')) continue;
        const to = roomOf(target);
        if (to === from) continue;
        edges.set(from, (edges.get(from) ?? new Set()).add(to));
      }
    }
    expect(edges.size).toBeGreaterThan(5);
    expect(findCircle(edges)).toBeNull();
  });
});

/** The files a recipe passes through, from the request to the provider's stream. */
function recipePathFiles(): string[] {
  return [
    ...sourceFiles('src/server/http'),
    ...sourceFiles('src/server/routes'),
    ...sourceFiles('src/server/writer'),
    'src/server/limits/slot-guard.ts',
    ...sourceFiles('src/server/providers').filter((file) => file.endsWith('-provider.ts')),
  ];
}

describe("a recipe's cancellation", () => {
  it('is one AbortController on the whole path of a recipe', () => {
    const files = recipePathFiles();
    expect(files).toEqual(
      expect.arrayContaining([
        'src/server/http/visitor-connection.ts',
        'src/server/routes/recipe-route.ts',
        'src/server/writer/time-limits.ts',
        'src/server/providers/local/local-provider.ts',
        'src/server/providers/huggingface/huggingface-provider.ts',
      ]),
    );
    const made: string[] = [];
    for (const file of files) {
      const source = parse(file);
      visitAll(source, (node) => {
        if (ts.isNewExpression(node) && node.expression.getText() === 'AbortController') {
          made.push(`${file}:${lineOf(source, node.getStart())}`);
        }
      });
    }
    expect(made.length, made.join(', ')).toBeLessThanOrEqual(1);
  });
});

/**
 * The page's rooms, from the top down: each may import only rooms after it. The top-level files
 * (entry points, root, app) come first, then the features, then shared/ (what two or more
 * features use). Imports of types alone count too: the build erases them, but a reader follows
 * them like any other, so a type two features read lives below both (shared/recipe-state.ts).
 */
const PAGE_ORDER = [
  '(top level)',
  'my-recipes/',
  'recipe-versions/',
  'entry-form/',
  'take-along/',
  'kitchen/',
  'wishes/',
  'markdown/',
  'server-status/',
  'i18n/',
  'shared/',
];

function pageRoomOf(file: string): string {
  const inside = relative('src/client', file).split('/');
  return inside.length > 1 ? `${inside[0]}/` : '(top level)';
}

/** The imports of one page file that point back up the order, as "from -> to (file)". */
function backImportsOf(source: ts.SourceFile): string[] {
  const from = pageRoomOf(source.fileName);
  return importsIn(source)
    .filter((target) => target.startsWith('src/client/'))
    .map(pageRoomOf)
    .filter((to) => to !== from && PAGE_ORDER.indexOf(to) <= PAGE_ORDER.indexOf(from))
    .map((to) => `${from} -> ${to} (${source.fileName})`);
}

function pageSource(file: string, text: string): ts.SourceFile {
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
}

describe('the page imports one way', () => {
  const files = sourceFiles('src/client');

  it('has only known rooms: the top-level files, its features and shared/', () => {
    const unknown = files.map(pageRoomOf).filter((room) => !PAGE_ORDER.includes(room));
    expect(unknown).toEqual([]);
    const topLevel = files.filter((file) => pageRoomOf(file) === '(top level)');
    expect(topLevel.sort()).toEqual(
      ['app.tsx', 'hydrate.tsx', 'main.tsx', 'prerender.tsx', 'root.tsx'].map(
        (name) => `src/client/${name}`,
      ),
    );
  });

  it('has no circle among its files either, inside one folder too', () => {
    expect(fileCircle(files)).toBeNull();
  });

  it('never imports back up the order, so its folders have no circle', () => {
    expect(files.length).toBeGreaterThan(40);
    expect(files.flatMap((file) => backImportsOf(parse(file)))).toEqual([]);
  });

  it('counts an import of types alone, a re-export and a lazy import back up as well', () => {
    const file = 'src/client/take-along/Example.tsx';
    const up = ['take-along/ -> recipe-versions/ (src/client/take-along/Example.tsx)'];
    for (const line of [
      "import type { RecipeState } from '../recipe-versions/use-recipe';",
      "import { type AskedWith } from '../recipe-versions/use-recipe-versions';",
      "export type { RecipeState } from '../recipe-versions/use-recipe';",
      "const versions = () => import('../recipe-versions/use-recipe-versions');",
    ]) {
      expect(backImportsOf(pageSource(file, line)), line).toEqual(up);
    }
    const down = "import type { RecipeState } from '../shared/recipe-state';";
    expect(backImportsOf(pageSource(file, down))).toEqual([]);
  });
});
