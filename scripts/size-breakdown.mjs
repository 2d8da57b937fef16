// Where the bytes of `npm run size` go: bundles the main entry (or, with `headless`, the headless-only import)
// as scripts/size.mjs does and prints each chunk's min+gzip size with its largest modules (rendered, minified
// length). Usage: node scripts/size-breakdown.mjs [main|headless] [min module length, default 400]
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { rolldown } from 'rolldown';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const peers = Object.keys(pkg.peerDependencies);
const root = fileURLToPath(new URL('..', import.meta.url));
const main = fileURLToPath(new URL('../src/index.ts', import.meta.url));
const sizeScript = readFileSync(new URL('./size.mjs', import.meta.url), 'utf8');
const headlessImports = [
  ...sizeScript.match(/const headlessImports = \[([^\]]*)\]/)[1].matchAll(/'(\w+)'/g),
].map((m) => m[1]);
const HEADLESS_ID = '\0headless-import';
const [which = 'main', minLength = '400'] = process.argv.slice(2);
const gz = (text) => gzipSync(text, { level: 9 }).length;

const bundle = await rolldown({
  input: which === 'headless' ? HEADLESS_ID : main,
  logLevel: 'silent',
  preserveEntrySignatures: 'allow-extension',
  external: (id) => peers.some((name) => id === name || id.startsWith(`${name}/`)) || id.startsWith('node:'),
  transform: { define: { 'process.env.NODE_ENV': '"production"' } },
  moduleTypes: { '.css': 'empty' },
  plugins: [
    {
      name: 'headless-import',
      resolveId: (id) => (id === HEADLESS_ID ? id : null),
      load: (id) =>
        id === HEADLESS_ID
          ? `export { createApiClient } from ${JSON.stringify(main.replace('index.ts', 'core.ts'))};\nexport { ${headlessImports.join(', ')} } from ${JSON.stringify(main)};`
          : null,
    },
  ],
});
const { output } = await bundle.generate({ format: 'es', minify: true, comments: { annotation: false } });
for (const chunk of output.filter((o) => o.type === 'chunk')) {
  console.log(
    `\n${chunk.fileName}: ${(gz(chunk.code) / 1024).toFixed(2)} KB gz${chunk.isEntry ? ' (entry)' : ''}`,
  );
  const modules = Object.entries(chunk.modules)
    .map(([id, module]) => [id.replace(root, ''), module.renderedLength])
    .filter(([, length]) => length >= Number(minLength))
    .sort((a, b) => b[1] - a[1]);
  for (const [id, length] of modules) console.log(`  ${String(length).padStart(7)}  ${id}`);
}
