import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * V8's explicit compile hint (Chrome 136 and later), which `examples/vite-host/compileHints.ts` (the host's way,
 * README "Slow devices") puts atop each chunk: V8 then compiles all of the chunk's functions as it loads it.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Throws unless the page's chunks in `dir` (its entry among them) start with the hint, so that figures labeled
 * as with hints are. The stand-in servers' worker, built apart, is left as it is.
 */
export function checkCompileHints(dir: string): void {
  const chunks = readdirSync(dir).filter((file) => file.endsWith('.js') && !/^mock(Server)?-/.test(file));
  const unmarked = chunks.filter((file) => !readFileSync(join(dir, file), 'utf8').startsWith(COMPILE_HINT));
  if (!chunks.some((file) => file.startsWith('index-')) || unmarked.length > 0)
    throw new Error(
      `--compile-hints: the page's chunks were not all marked (${unmarked.join(', ') || 'no entry'})`,
    );
}
