import type { Plugin } from 'vite';

/** V8's explicit compile hint: as a script's first line, all of its functions are compiled as it loads. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The widget's README, "Slow devices": starts each chunk of the build with V8's compile hint, so Chrome (136 and
 * later) compiles its functions while the chunk loads, off the main thread, not one by one as they first run.
 * The widget's bench marks its page with it too (`npm run bench -- --compile-hints`).
 */
export function compileHints(): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      // After Vite's own rewriting of the chunks, and after minification, which drops comments.
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue;
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
          // The source map moves down a line with the code.
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
        }
      },
    },
  };
}
