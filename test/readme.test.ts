// The README's Next.js code is the example host's code, which CI builds and renders from the packed package
// (scripts/check-examples.sh): a change to one without the other fails here.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const read = (path: string) => readFileSync(join(import.meta.dirname, '..', path), 'utf8');

describe('README', () => {
  it.each(['examples/next-host/app/page.tsx', 'examples/next-host/app/settings.tsx'])(
    'shows %s as it is',
    (path) => {
      expect(read('README.md')).toContain(`\`\`\`tsx\n${read(path)}\`\`\``);
    },
  );
});
