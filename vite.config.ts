/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import pkg from './package.json' with { type: 'json' };

const externalPackages = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies)];

function isExternal(id: string): boolean {
  return externalPackages.some((name) => id === name || id.startsWith(`${name}/`));
}

export default defineConfig({
  plugins: [react()],
  build: {
    // The MSW worker lives in public/ for Storybook only; it must never ship in dist.
    copyPublicDir: false,
    sourcemap: true,
    lib: {
      entry: { index: 'src/index.ts', mock: 'src/mock/index.ts' },
      formats: ['es'],
      cssFileName: 'styles',
    },
    rolldownOptions: {
      external: isExternal,
      output: {
        // Bundlers drop module-level directives; hooks and components need "use client" in RSC hosts.
        banner: (chunk) => (chunk.isEntry && chunk.name === 'index' ? "'use client';" : ''),
      },
    },
  },
  test: {
    globals: true,
    environment: 'jsdom',
    include: ['test/**/*.test.{ts,tsx}'],
    exclude: ['test/**/*.browser.test.{ts,tsx}', 'node_modules/**'],
    setupFiles: ['test/setup.ts'],
    benchmark: { include: ['bench/**/*.bench.ts'] },
  },
});
