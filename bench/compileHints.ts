import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { COMPILE_HINT } from '../examples/vite-host/compileHints.ts';

/**
 * Throws unless the page's chunks in `dir` (its entry among them) start with V8's compile hint, as the example
 * host's plugin (`compileHints`, README "Slow devices") puts it there, so that figures labeled as with hints
 * are. The stand-in servers' worker, built apart, is left as it is.
 */
export function checkCompileHints(dir: string): void {
  const chunks = readdirSync(dir).filter((file) => file.endsWith('.js') && !/^mock(Server)?-/.test(file));
  const unmarked = chunks.filter((file) => !readFileSync(join(dir, file), 'utf8').startsWith(COMPILE_HINT));
  if (!chunks.some((file) => file.startsWith('index-')) || unmarked.length > 0)
    throw new Error(
      `--compile-hints: the page's chunks were not all marked (${unmarked.join(', ') || 'no entry'})`,
    );
}
