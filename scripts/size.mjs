// Prints the minified + gzip size of each public entry as a host app ships it: the library and its runtime
// dependencies bundled and minified for production, the peer dependencies (react, react-dom,
// @tanstack/react-query, msw) left out. "initial" loads with the entry (static imports); "lazy" is split off
// behind dynamic imports and fetched only when used (e.g. the cron description). CSS is dist/styles.css
// (run `npm run build` first). A second table shows what each runtime dependency adds to the main entry
// (its total with the dependency bundled minus its total without it). Exits non-zero when mock code reaches
// the main entry.
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { rolldown } from 'rolldown';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const peers = Object.keys(pkg.peerDependencies);
const budgets = { index: 46 * 1024 };
const entries = { index: 'src/index.ts', mock: 'src/mock/index.ts' };
const gz = (text) => gzipSync(text, { level: 9 }).length;
const kb = (bytes) => (bytes / 1024).toFixed(1);
const cssPath = new URL('../dist/styles.css', import.meta.url);
const css = existsSync(cssPath) ? readFileSync(cssPath, 'utf8') : '';

/** Bundles `input` with everything but `external` packages; returns the initial and lazy JavaScript. */
async function measure(input, external) {
  const bundle = await rolldown({
    input,
    logLevel: 'silent',
    // A host app's bundle does not keep the library's entry as an entry of its own: modules the entry shares with
    // a lazy editor stay in the host's initial chunk rather than being split into a common chunk with exports,
    // which is what 'strict' signatures would measure (a second gzip stream, cross-chunk export names).
    preserveEntrySignatures: 'allow-extension',
    external: (id) =>
      external.some((name) => id === name || id.startsWith(`${name}/`)) || id.startsWith('node:'),
    transform: { define: { 'process.env.NODE_ENV': '"production"' } },
    moduleTypes: { '.css': 'empty' },
  });
  // Pure-call annotations only guide the host's own minifier; its output does not keep them.
  const { output } = await bundle.generate({ format: 'es', minify: true, comments: { annotation: false } });
  const chunks = output.filter((o) => o.type === 'chunk');
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const initial = new Set();
  const visit = (chunk) => {
    if (!chunk || initial.has(chunk)) return;
    initial.add(chunk);
    for (const file of chunk.imports) visit(byName.get(file));
  };
  for (const chunk of chunks.filter((c) => c.isEntry)) visit(chunk);
  const initialJs = [...initial].map((c) => c.code).join('\n');
  const lazyJs = chunks.filter((c) => !initial.has(c)).map((c) => c.code);
  const initialGzip = gz(initialJs);
  const lazyGzip = lazyJs.reduce((sum, code) => sum + gz(code), 0);
  return { initialJs, lazyJs, initialGzip, lazyGzip, total: initialGzip + lazyGzip };
}

let failed = false;
const rows = [];
let mainTotal = 0;
for (const [name, input] of Object.entries(entries)) {
  const { initialJs, lazyJs, initialGzip, lazyGzip, total } = await measure(input, peers);
  const cssGzip = name === 'index' && css ? gz(css) : 0;
  const budget = budgets[name];
  const pulledMock =
    name === 'index' && /createMockBackend|generateFixture/.test(initialJs + lazyJs.join(''));
  if (pulledMock) failed = true;
  if (name === 'index') mainTotal = total;
  rows.push({
    entry: name === 'index' ? pkg.name : `${pkg.name}/${name}`,
    'initial JS (KB gz)': kb(initialGzip),
    'CSS (KB gz)': kb(cssGzip),
    'lazy JS (KB gz)': kb(lazyGzip),
    'total (KB gz)': kb(total + cssGzip),
    budget: budget ? `${kb(budget)} KB` : '-',
    status: pulledMock
      ? 'MOCK CODE IN MAIN ENTRY'
      : budget && total + cssGzip > budget
        ? 'OVER BUDGET'
        : 'ok',
  });
}
console.table(rows);

const dependencyRows = [];
let dependenciesGzip = 0;
for (const dependency of Object.keys(pkg.dependencies ?? {})) {
  const { total } = await measure(entries.index, [...peers, dependency]);
  const adds = mainTotal - total;
  if (adds <= 0) continue; // not in the main entry (e.g. used by the mock only)
  dependenciesGzip += adds;
  dependencyRows.push({ 'runtime dependency': dependency, 'adds to the main entry (KB gz)': kb(adds) });
}
dependencyRows.sort((a, b) => b['adds to the main entry (KB gz)'] - a['adds to the main entry (KB gz)']);
dependencyRows.push({
  'runtime dependency': "the library's own JS",
  'adds to the main entry (KB gz)': kb(mainTotal - dependenciesGzip),
});
console.table(dependencyRows);

if (!css) console.warn('dist/styles.css not found: run `npm run build` first to include the CSS.');
if (failed) {
  console.error('Size check failed: mock code reached the main entry.');
  process.exit(1);
}
