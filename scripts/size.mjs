// Prints the minified + gzip size of each public entry as a host app ships it: the library and its runtime
// dependencies bundled, the peer dependencies (react, react-dom, @tanstack/react-query) left out.
import { readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const pkg = JSON.parse(await readFile(new URL('../package.json', import.meta.url), 'utf8'));
const peers = Object.keys(pkg.peerDependencies);
const budgets = { index: 46 * 1024 };
const entries = { index: 'src/index.ts', mock: 'src/mock/index.ts' };

let overBudget = false;
const rows = [];
for (const [name, entry] of Object.entries(entries)) {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: true,
      lib: { entry, formats: ['es'], fileName: name },
      rolldownOptions: {
        external: (id) => peers.some((peer) => id === peer || id.startsWith(`${peer}/`)) || /^node:/.test(id),
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
  const js = outputs.filter((o) => o.type === 'chunk').map((o) => o.code).join('\n');
  const css = outputs.filter((o) => o.type === 'asset' && o.fileName.endsWith('.css')).map((o) => String(o.source)).join('\n');
  const gzip = gzipSync(js, { level: 9 }).length;
  const cssGzip = css ? gzipSync(css, { level: 9 }).length : 0;
  const budget = budgets[name];
  if (budget && gzip + cssGzip > budget) overBudget = true;
  const pulledMock = name === 'index' && /createMockBackend|generateFixture/.test(js);
  if (pulledMock) overBudget = true;
  rows.push({
    entry: name === 'index' ? pkg.name : `${pkg.name}/${name}`,
    'min (KB)': (Buffer.byteLength(js) / 1024).toFixed(1),
    'min+gzip JS (KB)': (gzip / 1024).toFixed(1),
    'min+gzip CSS (KB)': (cssGzip / 1024).toFixed(1),
    budget: budget ? `${(budget / 1024).toFixed(0)} KB` : '-',
    note: pulledMock ? 'MOCK CODE IN MAIN ENTRY' : '',
  });
}
console.table(rows);
if (overBudget) {
  console.error('Size check failed: over budget or mock code reached the main entry.');
  process.exit(1);
}
