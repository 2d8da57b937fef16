// Measures the minified + gzip size of the library as a host app ships it (the library and its runtime
// dependencies bundled and minified for production, the peer dependencies left out) and enforces the budgets:
//
//   main entry, initial JS (static imports)                 <= 46 KB
//   CSS (dist/styles.css, and dist/styles.layered.css)      <=  4 KB each
//   main entry, every chunk incl. lazy ones                 <= 70 KB each (the initial chunks count as one)
//   headless-only import (client from ./core + Provider + data and form hooks) <= 20 KB (initial and lazy)
//
// "initial" loads with the entry; "lazy" is split off behind dynamic imports and fetched only when used (the
// read editor's sections, the write, subscribe and settings editors, the mapping suggestions). Run `npm run
// build` first (for the CSS). A second table shows what each runtime dependency adds to the main entry, and what
// zod, a peer, adds to a host that has no zod of its own. Exits non-zero when a budget is exceeded, when the CSS
// is missing, or when mock code reaches the main entry.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { rolldown } from 'rolldown';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const peers = Object.keys(pkg.peerDependencies);
const KB = 1024;
const budgets = { initial: 46 * KB, css: 4 * KB, all: 70 * KB, headless: 20 * KB };
const main = fileURLToPath(new URL('../src/index.ts', import.meta.url));
const coreEntry = fileURLToPath(new URL('../src/core.ts', import.meta.url));
const mock = fileURLToPath(new URL('../src/mock/index.ts', import.meta.url));
// What a host building its own UI imports: the client, the Provider (with the installation scope), the data
// hooks (queries, creating an installation) and the form hooks. Not the unsaved-changes guard.
const headlessImports = [
  'IntegrationConfigProvider',
  'InstallationScope',
  'useIntegration',
  'useInstallation',
  'useHydratedRevision',
  'useRevisionObjects',
  'useObjectConfigForm',
  'useInstallationSettings',
  'useCreateInstallation',
];
const HEADLESS_ID = '\0headless-import';
const gz = (text) => gzipSync(text, { level: 9 }).length;
const kb = (bytes) => (bytes / KB).toFixed(1);
/** A stylesheet of dist/ (a host ships one of the two), or undefined when it has not been built. */
function readCss(name) {
  const path = new URL(`../dist/${name}`, import.meta.url);
  return existsSync(path) ? readFileSync(path, 'utf8') : undefined;
}
const css = readCss('styles.css');
const layeredCss = readCss('styles.layered.css');

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
    // As a host's bundler reads the package's `"sideEffects": ["**/*.css"]`: a module of the library whose
    // exports go unused is dropped whole.
    treeshake: {
      moduleSideEffects: (id, external) => external || !id.includes('/src/') || id.endsWith('.css'),
    },
    moduleTypes: { '.css': 'empty' },
    plugins: [
      {
        name: 'headless-import',
        resolveId: (id) => (id === HEADLESS_ID ? id : null),
        load: (id) =>
          id === HEADLESS_ID
            ? `export { createApiClient } from ${JSON.stringify(coreEntry)};\nexport { ${headlessImports.join(', ')} } from ${JSON.stringify(main)};`
            : null,
      },
    ],
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
  const lazy = chunks.filter((c) => !initial.has(c));
  const lazyJs = lazy.map((c) => c.code);
  const initialGzip = gz(initialJs);
  const lazySizes = lazy.map((c) => gz(c.code));
  const lazyGzip = lazySizes.reduce((sum, size) => sum + size, 0);
  // What one fetch brings: the initial chunks together, or one lazily loaded chunk.
  const largestChunk = Math.max(initialGzip, ...lazySizes);
  return { initialJs, lazyJs, initialGzip, lazyGzip, largestChunk, total: initialGzip + lazyGzip };
}

const failures = [];
const index = await measure(main, peers);
const headless = await measure(HEADLESS_ID, peers);
const mockEntry = await measure(mock, peers);
const coreOnly = await measure(coreEntry, peers);
const cssGzip = css === undefined ? undefined : gz(css);
const layeredCssGzip = layeredCss === undefined ? undefined : gz(layeredCss);
if (css === undefined || layeredCss === undefined) {
  failures.push('dist/styles.css or dist/styles.layered.css not found: run `npm run build` first');
}
if (/createMockBackend|generateFixture/.test(index.initialJs + index.lazyJs.join(''))) {
  failures.push('mock code reached the main entry');
}

const checks = [
  ['main entry: initial JS', index.initialGzip, budgets.initial],
  ['main entry: CSS', cssGzip, budgets.css],
  ['main entry: CSS in a layer (styles.layered.css)', layeredCssGzip, budgets.css],
  ['main entry: largest chunk (initial or lazy)', index.largestChunk, budgets.all],
  ['headless-only import: all JS', headless.total, budgets.headless],
];
const rows = checks.map(([what, bytes, budget]) => {
  const over = bytes === undefined || bytes > budget;
  if (over) failures.push(`${what} is over budget`);
  return {
    measure: what,
    'KB (min+gz)': bytes === undefined ? 'missing' : kb(bytes),
    'budget (KB)': kb(budget),
    status: over ? 'OVER BUDGET' : 'ok',
  };
});
rows.push(
  { measure: 'main entry: lazy JS', 'KB (min+gz)': kb(index.lazyGzip), 'budget (KB)': '-', status: '' },
  {
    measure: 'main entry: all JS chunks (initial + lazy)',
    'KB (min+gz)': kb(index.total),
    'budget (KB)': '-',
    status: '',
  },
  {
    measure: 'headless-only import: initial JS',
    'KB (min+gz)': kb(headless.initialGzip),
    'budget (KB)': '-',
    status: '',
  },
  { measure: `${pkg.name}/core: all JS`, 'KB (min+gz)': kb(coreOnly.total), 'budget (KB)': '-', status: '' },
  { measure: `${pkg.name}/mock: all JS`, 'KB (min+gz)': kb(mockEntry.total), 'budget (KB)': '-', status: '' },
);
console.table(rows);

const dependencyRows = [];
let dependenciesGzip = 0;
for (const dependency of Object.keys(pkg.dependencies ?? {})) {
  const { total } = await measure(main, [...peers, dependency]);
  const adds = index.total - total;
  if (adds <= 0) continue; // not in the main entry (e.g. used by the mock only)
  dependenciesGzip += adds;
  dependencyRows.push({ 'runtime dependency': dependency, 'adds to the main entry (KB gz)': kb(adds) });
}
dependencyRows.sort((a, b) => b['adds to the main entry (KB gz)'] - a['adds to the main entry (KB gz)']);
// zod is a peer (the schemas are public API, so the host owns the one copy), left out of the budgets like react
// and react-hook-form; what it adds to a host that has no zod of its own is shown, not counted.
for (const peer of ['zod']) {
  const otherPeers = peers.filter((name) => name !== peer);
  const withPeer = async (input) => (await measure(input, otherPeers)).total;
  const mainAdds = (await withPeer(main)) - index.total;
  const headlessAdds = (await withPeer(HEADLESS_ID)) - headless.total;
  dependencyRows.push({
    'runtime dependency': `${peer} (peer, not counted; headless +${kb(headlessAdds)})`,
    'adds to the main entry (KB gz)': kb(mainAdds),
  });
}
dependencyRows.push({
  'runtime dependency': "the library's own JS",
  'adds to the main entry (KB gz)': kb(index.total - dependenciesGzip),
});
console.table(dependencyRows);

if (failures.length > 0) {
  for (const failure of failures) console.error(`Size check failed: ${failure}.`);
  process.exit(1);
}
