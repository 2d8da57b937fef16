/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import pkg from './package.json' with { type: 'json' };

const externalPackages = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies)];

function isExternal(id: string): boolean {
  return externalPackages.some((name) => id === name || id.startsWith(`${name}/`));
}

/**
 * `styles.css` is unlayered, so host resets cannot undo it (see src/components/shared/theme.css); `styles.layered.css`
 * is the same rules in the cascade layer `ric`, for a host that orders its styles in layers. Also drops the
 * marker comment Vite leaves at the end of a library's CSS.
 */
function layeredStyles(): Plugin {
  return {
    name: 'ric-layered-styles',
    apply: 'build',
    enforce: 'post',
    generateBundle(_, bundle) {
      const styles = bundle['styles.css'];
      if (styles?.type !== 'asset' || typeof styles.source !== 'string') return;
      const css = styles.source.replace(/\/\*\$vite\$:\d+\*\/\s*$/, '').trim();
      styles.source = `${css}\n`;
      this.emitFile({ type: 'asset', fileName: 'styles.layered.css', source: `@layer ric{${css}}\n` });
    },
  };
}

export default defineConfig({
  plugins: [react(), layeredStyles()],
  build: {
    // The MSW worker lives in public/ for Storybook only; it must never ship in dist.
    copyPublicDir: false,
    sourcemap: true,
    lib: {
      entry: { index: 'src/index.ts', core: 'src/core.ts', 'mock/index': 'src/mock/index.ts' },
      formats: ['es'],
      cssFileName: 'styles',
    },
    rolldownOptions: {
      external: isExternal,
      output: {
        // One output file per source module, so the "use client" directive a module opens with (written in its
        // source: test/useClient.test.ts) stays on that module only (bundlers drop directives when they merge
        // modules).
        preserveModules: true,
        preserveModulesRoot: 'src',
        // A component's CSS import is a module of its own: naming it after its full file name keeps the
        // component's `.js` name free.
        // The mock's bundled helpers (fast-json-patch) go under vendor/: npm drops `node_modules` folders from
        // the tarball.
        entryFileNames: (chunk) =>
          chunk.facadeModuleId?.endsWith('.css')
            ? '[name].css.js'
            : `${chunk.name.replace(/^node_modules\//, 'vendor/')}.js`,
      },
    },
  },
  test: {
    globals: true,
    environment: 'jsdom',
    include: ['test/**/*.test.{ts,tsx}'],
    exclude: ['test/**/*.browser.test.{ts,tsx}', 'node_modules/**'],
    setupFiles: ['test/setup.ts'],
    // A hang guard, not a timing check: a widget test's first render takes over 5 s (vitest's default) on a
    // loaded 2-core machine. Tests assert behaviour only; timings are in `npm run bench`.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    benchmark: { include: ['bench/**/*.bench.ts'] },
  },
});
