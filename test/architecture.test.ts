// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

// The rules of docs/architecture.md that a machine can check, over the source as it is on disk. Each finding
// names the file and line, as `path:line what`.

const root = resolve(import.meta.dirname, '..');
const src = join(root, 'src');

/** Layer order: a module may import its own folder or a lower one ("Layers"). */
const LAYERS = ['schemas', 'core', 'api', 'drafts', 'messages', 'hooks', 'components'];
/** Folders that run without React (the `./core` entry and the mock run on a server). */
const REACT_FREE = ['schemas', 'core', 'api', 'drafts', 'messages', 'mock'];
const REACT_PACKAGES = ['react', 'react-dom', 'react-hook-form', '@tanstack/react-query'];
const MAX_FILE_LINES = 300;
const MAX_FUNCTION_LINES = 150;
/** Mock fixture data: long by nature, exempt from the file size rule. */
const FIXTURE_DATA = 'src/mock/fixtures/';

interface SourceFile {
  path: string;
  rel: string;
  text: string;
  lines: string[];
}

interface Import {
  specifier: string;
  line: number;
  /** Erased by TypeScript: `import type`, or every imported name marked `type`. */
  typeOnly: boolean;
}

function listFiles(dir: string, accept: (name: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : listFiles(path, accept);
    return accept(entry.name) ? [path] : [];
  });
}

function readSource(path: string): SourceFile {
  const text = readFileSync(path, 'utf8');
  return { path, rel: relative(root, path), text, lines: text.split('\n') };
}

const lineAt = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** Static imports and re-exports of a module (a dynamic `import()` is not one: it loads lazily). */
const importsOf = new Map<string, Import[]>();
function staticImports(text: string): Import[] {
  const known = importsOf.get(text);
  if (known) return known;
  const found: Import[] = [];
  const statement =
    /^[ \t]*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]|^[ \t]*import\s*['"]([^'"]+)['"]/gm;
  for (const match of text.matchAll(statement)) {
    const [, , typeKeyword, clause = '', fromSpecifier, bareSpecifier] = match;
    // `import { type A, type B } from` is erased like `import type`: biome writes it so, but either counts.
    const names = (/^\{([^}]*)\}$/.exec(clause.trim())?.[1] ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean);
    const allNamesTyped = names.length > 0 && names.every((name) => name.startsWith('type '));
    found.push({
      specifier: fromSpecifier ?? bareSpecifier ?? '',
      line: lineAt(text, match.index),
      typeOnly: Boolean(typeKeyword) || allNamesTyped,
    });
  }
  importsOf.set(text, found);
  return found;
}

/** The top folder of a file under `src/`, or `entry` for the files at the top of `src/`. */
function layerOf(path: string): string {
  const parts = relative(src, path).split('/');
  return parts.length === 1 ? 'entry' : (parts[0] ?? 'entry');
}

function resolveModule(from: string, specifier: string): string | undefined {
  const target = resolve(dirname(from), specifier);
  for (const candidate of [target, `${target}.ts`, `${target}.tsx`, join(target, 'index.ts')]) {
    if (/\.(ts|tsx)$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return undefined;
}

/** Imports that run upward in the layer order, or into the mock from outside it. */
function layerFindings(files: readonly SourceFile[]): string[] {
  const findings: string[] = [];
  for (const file of files) {
    const from = layerOf(file.path);
    for (const { specifier, line } of staticImports(file.text)) {
      if (!specifier.startsWith('.')) continue;
      const target = resolve(dirname(file.path), specifier);
      const to = layerOf(target);
      const where = `${file.rel}:${line}`;
      if (to === 'mock' && from !== 'mock') {
        findings.push(
          `${where} imports ${specifier}: nothing outside src/mock imports the mock (its own entry)`,
        );
      } else if (to === 'entry' && from !== 'entry') {
        findings.push(`${where} imports the entry ${specifier}: entries import modules, not the reverse`);
      } else if (from === 'mock') {
        if (LAYERS.indexOf(to) >= LAYERS.indexOf('hooks')) {
          findings.push(`${where} imports ${specifier}: the mock uses only layers below hooks`);
        }
      } else if (from !== 'entry' && LAYERS.indexOf(to) > LAYERS.indexOf(from)) {
        findings.push(
          `${where} imports ${specifier}: ${from}/ may not import ${to}/ (${LAYERS.join(' < ')})`,
        );
      }
    }
  }
  return findings;
}

/** React packages imported (even for types) by a folder that runs without React. */
function reactFreeFindings(files: readonly SourceFile[]): string[] {
  return files.flatMap((file) =>
    REACT_FREE.includes(layerOf(file.path))
      ? staticImports(file.text)
          .filter(({ specifier }) =>
            REACT_PACKAGES.some((name) => specifier === name || specifier.startsWith(`${name}/`)),
          )
          .map(({ specifier, line }) => `${file.rel}:${line} imports ${specifier} in a React-free folder`)
      : [],
  );
}

/** Cycles of runtime imports (type-only imports are erased; dynamic imports load lazily). */
function cycleFindings(files: readonly SourceFile[]): string[] {
  const edges = new Map<string, { to: string; line: number }[]>();
  for (const file of files) {
    edges.set(
      file.path,
      staticImports(file.text).flatMap(({ specifier, line, typeOnly }) => {
        const to = !typeOnly && specifier.startsWith('.') ? resolveModule(file.path, specifier) : undefined;
        return to ? [{ to, line }] : [];
      }),
    );
  }
  const findings: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: { path: string; line: number }[] = [];
  const visit = (path: string) => {
    state.set(path, 'open');
    for (const { to, line } of edges.get(path) ?? []) {
      stack.push({ path, line });
      if (state.get(to) === 'open') {
        const start = stack.findIndex((step) => step.path === to);
        const loop = stack.slice(start).map((step) => `${relative(root, step.path)}:${step.line}`);
        findings.push(`import cycle: ${loop.join(' -> ')} -> ${relative(root, to)}`);
      } else if (!state.has(to)) visit(to);
      stack.pop();
    }
    state.set(path, 'done');
  };
  for (const file of files) if (!state.has(file.path)) visit(file.path);
  return findings;
}

/** Files over the line limit, fixture data aside. */
function fileSizeFindings(files: readonly SourceFile[]): string[] {
  return files
    .filter((file) => !file.rel.startsWith(FIXTURE_DATA))
    .map((file) => ({ file, count: file.text.replace(/\n$/, '').split('\n').length }))
    .filter(({ count }) => count > MAX_FILE_LINES)
    .map(({ file, count }) => `${file.rel}:1 has ${count} lines (at most ${MAX_FILE_LINES})`);
}

// A top-level function: `function X(`, `export function X(`, `export default function`, or a const arrow or
// function expression (`const X = (...) =>`, `export const useX = memo(function ...`).
const FUNCTION_START =
  /^(?:export\s+)?(?:default\s+)?(?:async\s+)?function\*?\s*(\w*)|^(?:export\s+)?const\s+(\w+)\s*(?::[^=]+)?=\s*(?:async\s*)?(?:\([^)]*\)?|\w+)\s*(?:=>|$)|^(?:export\s+)?const\s+(\w+)\s*=\s*(?:memo|forwardRef)\(/;
// The closing line of a top-level block: `}`, `};`, `});`, `}))`, with nothing after it (so not `}: Props) {`).
const CLOSING = /^\}[);]*\s*$/;

/** Top-level functions of a file and their lengths: from their first line to the closing brace at column 0. */
function functionLengths(lines: readonly string[]): { name: string; line: number; length: number }[] {
  const found: { name: string; line: number; length: number }[] = [];
  for (let start = 0; start < lines.length; start++) {
    const match = FUNCTION_START.exec(lines[start] ?? '');
    if (!match) continue;
    const name = match[1] || match[2] || match[3] || 'default';
    let end = start;
    // A one-line function ends on its own line; otherwise at the first closing line at column 0, unless another
    // top-level statement starts first (an arrow with an expression body).
    if (!/[;,]\s*$/.test(lines[start] ?? '') || /[{(]\s*$/.test(lines[start] ?? '')) {
      for (let next = start + 1; next < lines.length; next++) {
        const text = lines[next] ?? '';
        if (CLOSING.test(text)) {
          end = next;
          break;
        }
        if (text === '' || /^[\s})\]]/.test(text)) continue;
        end = next - 1;
        break;
      }
    }
    found.push({ name, line: start + 1, length: end - start + 1 });
    start = end;
  }
  return found;
}

/** Component and hook functions over the length limit. */
function functionSizeFindings(files: readonly SourceFile[]): string[] {
  return files
    .filter((file) => /^src\/(components|hooks)\//.test(file.rel))
    .flatMap((file) =>
      functionLengths(file.lines)
        .filter(({ length }) => length > MAX_FUNCTION_LINES)
        .map(
          ({ name, line, length }) =>
            `${file.rel}:${line} ${name} has ${length} lines (a component or hook has at most ${MAX_FUNCTION_LINES})`,
        ),
    );
}

// A document named in a comment: a path ending in `.md`, not part of a URL.
const DOCUMENT = /(?<![\w/:.@-])((?:[\w.-]+\/)*[\w.-]+\.md)\b(?:,\s*"([^"]+)")?/g;
const COMMENT = /\/\*[\s\S]*?\*\/|(?<![:'"`\w])\/\/[^\n]*/g;

const headingsOf = new Map<string, string[]>();
function headings(path: string): string[] {
  let found = headingsOf.get(path);
  if (!found) {
    found = readFileSync(path, 'utf8')
      .split('\n')
      .flatMap((line) => /^#+\s+(.*)$/.exec(line)?.[1]?.trim() ?? []);
    headingsOf.set(path, found);
  }
  return found;
}

/**
 * Documents named in comments that are not in the repository (a path from the repository's root or the file's
 * folder), and cited sections (a document's path, a comma and the heading in quotes) that it does not have.
 */
function documentFindings(files: readonly SourceFile[]): string[] {
  const findings: string[] = [];
  for (const file of files) {
    for (const comment of file.text.matchAll(COMMENT)) {
      for (const named of comment[0].matchAll(DOCUMENT)) {
        const [, document = '', quoted] = named;
        // A section named across a line break of a doc comment reads as one line.
        const section = quoted?.replace(/\s*\n\s*\*?\s*/g, ' ');
        const line = lineAt(file.text, (comment.index ?? 0) + (named.index ?? 0));
        const path = [join(root, document), join(dirname(file.path), document)].find((p) => existsSync(p));
        if (!path) {
          findings.push(`${file.rel}:${line} names ${document}, which is not in the repository`);
        } else if (section !== undefined && !headings(path).includes(section)) {
          findings.push(`${file.rel}:${line} cites "${section}" of ${document}, which has no such section`);
        }
      }
    }
  }
  return findings;
}

const isSource = (name: string) => /\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts');
const sources = listFiles(src, isSource).map(readSource);

describe('the architecture (docs/architecture.md)', () => {
  it('imports run only downward in the layer order, and nothing outside the mock imports it', () => {
    expect(layerFindings(sources)).toEqual([]);
  });

  it('React-free folders import no React package, not even its types', () => {
    expect(reactFreeFindings(sources)).toEqual([]);
  });

  it('has no runtime import cycle', () => {
    expect(cycleFindings(sources)).toEqual([]);
  });

  it(`has no source file over ${MAX_FILE_LINES} lines (mock fixture data aside)`, () => {
    expect(fileSizeFindings(sources)).toEqual([]);
  });

  it(`has no component or hook function over ${MAX_FUNCTION_LINES} lines`, () => {
    expect(functionSizeFindings(sources)).toEqual([]);
  });

  it('comments name only documents of the repository, and sections they have', () => {
    // This file aside: its own checks below hold comments that break the rule on purpose.
    const others = ['test', 'stories', 'bench']
      .flatMap((dir) => listFiles(join(root, dir), (name) => /\.(ts|tsx|mjs|js)$/.test(name)))
      .filter((path) => path !== import.meta.filename)
      .map(readSource);
    const commented = [
      ...listFiles(src, (name) => name.endsWith('.d.ts')).map(readSource),
      ...sources,
      ...others,
    ];
    expect(documentFindings(commented)).toEqual([]);
  });
});

// The checks above pass only while they can fail: each one, given a module that breaks its rule, names it.
describe('the architecture checks find what breaks a rule', () => {
  const file = (rel: string, text: string): SourceFile => ({
    path: join(root, rel),
    rel,
    text,
    lines: text.split('\n'),
  });
  const body = (count: number) => Array.from({ length: count }, (_, i) => `  const a${i} = ${i};`).join('\n');

  it.each([
    {
      rule: 'an upward import',
      check: layerFindings,
      files: [file('src/core/a.ts', "import { b } from '../hooks/b.ts';\n")],
      expected: [
        'src/core/a.ts:1 imports ../hooks/b.ts: core/ may not import hooks/ (schemas < core < api < drafts < messages < hooks < components)',
      ],
    },
    {
      rule: 'an upward type-only import',
      check: layerFindings,
      files: [file('src/schemas/a.ts', "\nimport type { B } from '../core/b.ts';\n")],
      expected: [
        'src/schemas/a.ts:2 imports ../core/b.ts: schemas/ may not import core/ (schemas < core < api < drafts < messages < hooks < components)',
      ],
    },
    {
      rule: 'the mock imported from outside it',
      check: layerFindings,
      files: [file('src/index.ts', "export { createMockBackend } from './mock/createMockBackend.ts';\n")],
      expected: [
        'src/index.ts:1 imports ./mock/createMockBackend.ts: nothing outside src/mock imports the mock (its own entry)',
      ],
    },
    {
      rule: 'the mock importing hooks',
      check: layerFindings,
      files: [file('src/mock/a.ts', "import { useX } from '../hooks/useX.ts';\n")],
      expected: ['src/mock/a.ts:1 imports ../hooks/useX.ts: the mock uses only layers below hooks'],
    },
    {
      rule: 'downward imports and an entry importing anything',
      check: layerFindings,
      files: [
        file('src/hooks/a.ts', "import { b } from '../core/b.ts';\nimport { c } from './c.ts';\n"),
        file('src/index.ts', "export { X } from './components/widget/X.tsx';\n"),
      ],
      expected: [],
    },
    {
      rule: 'React in a React-free folder',
      check: reactFreeFindings,
      files: [
        file('src/api/a.ts', "import type { QueryKey } from '@tanstack/react-query';\n"),
        file('src/drafts/b.ts', "import { useState } from 'react';\nimport 'react-dom/client';\n"),
        file('src/hooks/c.ts', "import { useState } from 'react';\n"),
      ],
      expected: [
        'src/api/a.ts:1 imports @tanstack/react-query in a React-free folder',
        'src/drafts/b.ts:1 imports react in a React-free folder',
        'src/drafts/b.ts:2 imports react-dom/client in a React-free folder',
      ],
    },
    {
      rule: 'a file over 300 lines, fixture data aside',
      check: fileSizeFindings,
      files: [
        file('src/core/long.ts', 'x\n'.repeat(301)),
        file('src/core/max.ts', 'x\n'.repeat(300)),
        file('src/mock/fixtures/data.ts', 'x\n'.repeat(900)),
      ],
      expected: ['src/core/long.ts:1 has 301 lines (at most 300)'],
    },
    {
      rule: 'a component or hook over 150 lines',
      check: functionSizeFindings,
      files: [
        file(
          'src/components/A.tsx',
          `export function Long({\n  a,\n}: Props) {\n${body(148)}\n}\n\nfunction Short() {\n${body(3)}\n}\n`,
        ),
        file('src/hooks/useB.ts', `export const useB = (\n  a: string,\n) => {\n${body(147)}\n};\n`),
        file('src/hooks/useC.ts', `export const useC = (a: string) => {\n${body(148)}\n};\n`),
        file('src/core/long.ts', `export function long() {\n${body(200)}\n}\n`),
      ],
      expected: [
        'src/components/A.tsx:1 Long has 152 lines (a component or hook has at most 150)',
        'src/hooks/useB.ts:1 useB has 151 lines (a component or hook has at most 150)',
      ],
    },
    {
      rule: 'a document not in the repository, or a section it does not have',
      check: documentFindings,
      files: [
        file(
          'src/core/a.ts',
          [
            '// See CONTRACT.md, and docs/contract.md, "Update masks".',
            '/** Per docs/architecture.md, "No such section". */',
            "const url = 'https://example.com/x/README.md'; // https://example.com/NOTES.md",
            '// README.md and CHANGELOG.md are at the root.',
          ].join('\n'),
        ),
      ],
      expected: [
        'src/core/a.ts:1 names CONTRACT.md, which is not in the repository',
        'src/core/a.ts:2 cites "No such section" of docs/architecture.md, which has no such section',
      ],
    },
  ])('finds $rule', ({ check, files, expected }) => {
    expect(check(files)).toEqual(expected);
  });

  it('finds a runtime import cycle, and no cycle through type-only or dynamic imports', () => {
    // Real paths, so that imports resolve: modules of this repository that do not import each other.
    const a = 'src/core/ownValue.ts';
    const b = 'src/core/ownString.ts';
    const c = 'src/core/oncePerObject.ts';
    const cycle = [
      file(a, "import { ownString } from './ownString.ts';\n"),
      file(b, "\nimport { ownValue } from './ownValue.ts';\n"),
    ];
    expect(cycleFindings(cycle)).toEqual([`import cycle: ${a}:1 -> ${b}:2 -> ${a}`]);
    const erased = [
      file(a, "import type { X } from './ownString.ts';\nimport { type Y } from './oncePerObject.ts';\n"),
      file(b, "import { ownValue } from './ownValue.ts';\n"),
      file(c, "const lazy = () => import('./ownValue.ts');\n"),
    ];
    expect(cycleFindings(erased)).toEqual([]);
  });
});
