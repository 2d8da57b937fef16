import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compileHints } from './compileHints.ts';

export default defineConfig({ plugins: [react(), tailwindcss(), compileHints()] });
