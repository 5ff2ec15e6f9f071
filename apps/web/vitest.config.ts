import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { formReadyWithoutRedraw } from './vite.form-ready.ts';

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // As in the client build (vite.config.ts): Emotion's styles are written while React draws.
      '@emotion/use-insertion-effect-with-fallbacks': fileURLToPath(new URL('./src/app/emotion-styles-while-drawing.ts', import.meta.url)),
    },
  },
  plugins: [react(), formReadyWithoutRedraw()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // Through Vite, so that the tests run the forms as the build has them (vite.form-ready.ts).
    server: { deps: { inline: ['react-hook-form'] } },
    // The longest form tests type a whole registration; on two busy cores they have taken over 20 s.
    testTimeout: 40000,
    // Vitest keeps a core free by default, which on a two-core machine runs the files one at a time; the suite is
    // rendering (CPU) from start to end, and the main process needs little.
    maxWorkers: availableParallelism(),
  },
});
