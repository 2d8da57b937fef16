// Fails unless an installed example holds what its committed package-lock.json pins: every package in it for
// npm, the example's own dependencies for pnpm (whose tree has another layout). The packed library itself is
// left out (its tarball changes with every build), and so are optional packages (platform binaries).
// Usage: node scripts/check-locked.mjs <installed dir> <package-lock.json> <npm|pnpm>
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const [dir, lockPath, pm] = process.argv.slice(2);
if (!dir || !lockPath || (pm !== 'npm' && pm !== 'pnpm')) {
  console.error('usage: node scripts/check-locked.mjs <installed dir> <package-lock.json> <npm|pnpm>');
  process.exit(2);
}
const { packages } = JSON.parse(readFileSync(lockPath, 'utf8'));
const root = packages[''] ?? {};
const direct = new Set(Object.keys({ ...root.dependencies, ...root.devDependencies }));
const wrong = [];
let checked = 0;
for (const [key, entry] of Object.entries(packages)) {
  const name = key.replace(/^.*node_modules\//, '');
  if (!key || name === 'react-integration-config' || entry.optional) continue;
  if (pm === 'pnpm' && !(key === `node_modules/${name}` && direct.has(name))) continue;
  let version = 'missing';
  try {
    version = JSON.parse(readFileSync(join(dir, key, 'package.json'), 'utf8')).version;
  } catch {}
  checked++;
  if (version !== entry.version) wrong.push(`${key}: ${version}, locked ${entry.version}`);
}
if (wrong.length > 0) {
  console.error(`not as locked in ${dir}:\n${wrong.join('\n')}`);
  process.exit(1);
}
console.log(`${checked} packages as locked (${pm})`);
