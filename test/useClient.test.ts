// @vitest-environment node
// React Server Components: a module that renders or calls React client APIs says "use client" in its first line,
// and the build keeps the directive (one output module per source module). Modules of `./core` never do: a server
// component imports them.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const src = join(root, 'src');
// A value import from React or react-hook-form, or a hook of @tanstack/react-query (its query option helpers are
// server-safe).
const clientImport =
  /^import\s+(?!type\b)[^;]*?from\s+'(?:react|react-dom|react-dom\/client|react-hook-form)'|^import\s+\{[^}]*\buse[A-Z]\w*[^}]*\}\s+from\s+'@tanstack\/react-query'/m;
const directive = /^'use client';\n/;

function modules(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return modules(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}
const library = modules(src).filter((path) => !path.startsWith(join(src, 'mock')));
const text = (path: string) => readFileSync(path, 'utf8');
const needsClient = (path: string) => path.endsWith('.tsx') || clientImport.test(text(path));

/** The modules `entry` imports at run time, transitively (type imports and dynamic import() aside). */
function staticGraph(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const m of text(file).matchAll(/^(?:import|export)\s+(?!type\b)[^'";]*?from\s+'(\.[^']+)'/gm)) {
      visit(resolve(dirname(file), m[1] as string));
    }
  };
  visit(entry);
  return seen;
}

describe('"use client"', () => {
  it('opens every module that uses React client APIs, and no other', () => {
    const wrong = library.filter((path) => needsClient(path) !== directive.test(text(path)));
    expect(wrong.map((path) => relative(root, path))).toEqual([]);
  });

  it('opens no module of the core entry', () => {
    const clientModules = [...staticGraph(join(src, 'core.ts'))].filter((path) => directive.test(text(path)));
    expect(clientModules.map((path) => relative(root, path))).toEqual([]);
  });

  it('is kept by the build, in the output module of each source module that has it', () => {
    const out = mkdtempSync(join(tmpdir(), 'ric-build-'));
    try {
      execFileSync(
        process.execPath,
        [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', out],
        {
          cwd: root,
          stdio: 'pipe',
        },
      );
      const mismatched = library.filter((path) => {
        const built = join(out, relative(src, path).replace(/\.tsx?$/, '.js'));
        // A module of types only has no output.
        const kept = existsSync(built) && /^"use client";/.test(readFileSync(built, 'utf8'));
        return kept !== directive.test(text(path));
      });
      expect(mismatched.map((path) => relative(root, path))).toEqual([]);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  }, 120_000);
});
