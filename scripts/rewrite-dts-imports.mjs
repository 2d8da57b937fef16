// The sources import with `.ts`/`.tsx` extensions; declaration files must point at the emitted `.js` names so
// any consumer's TypeScript resolves them (tsc 7 does not rewrite them in declarations). Side-effect imports of
// the components' CSS files are dropped: the styles ship as one `styles.css`, and a declaration importing a file
// that is not there fails a host's type check (TS2882 without skipLibCheck).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

function walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (path.endsWith('.d.ts')) {
      const text = readFileSync(path, 'utf8');
      const next = text
        .replace(/(from\s+|import\()(['"])(\.{1,2}\/[^'"]+?)\.tsx?\2/g, '$1$2$3.js$2')
        .replace(/^import\s+(['"])[^'"]+\.css\1;?\n/gm, '');
      if (next !== text) writeFileSync(path, next);
    }
  }
}
walk(new URL('../dist', import.meta.url).pathname);
