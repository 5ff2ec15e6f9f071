import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { compileHints } from './vite.compile-hints.ts';
import { formReadyWithoutRedraw } from './vite.form-ready.ts';
import { plannedChunks, recordChunks } from './vite.chunk-plan.ts';

// scripts/build-client.mjs builds twice: 'record' writes down Rollup's split, 'planned' builds with it (vite.chunk-plan.ts).
const chunks = process.env.BOARDMATCH_CHUNKS;

// Run from apps/web (npm run build -w apps/web): builds into apps/web/dist, which the server serves.
export default defineConfig(({ isSsrBuild }) => ({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // The app writes Emotion's styles while it draws, not as it commits (src/app/emotion-styles-while-drawing.ts).
      ...(isSsrBuild ? {} : { '@emotion/use-insertion-effect-with-fallbacks': fileURLToPath(new URL('./src/app/emotion-styles-while-drawing.ts', import.meta.url)) }),
    },
  },
  plugins: [react(), formReadyWithoutRedraw(), compileHints({ except: /\/node_modules\/(@tiptap|prosemirror-)/ }), ...(chunks === 'record' ? [recordChunks()] : [])],
  // The server bundle (src/prerender.tsx) carries its libraries, built for production: the server draws /search with it
  // whatever NODE_ENV it runs with, and the class names it writes are those the app's production build looks for.
  ...(isSsrBuild ? { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000' } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    // No hand-made vendor chunks: one 'vendor' chunk put every library (the rich text editor, dates...) on every page,
    // /login included. Rollup's own split gives each screen only the code it imports; only the chunks that every
    // signed-in page loads together are then made one (vite.chunk-plan.ts).
    chunkSizeWarningLimit: 700,
    rollupOptions:
      chunks === 'planned'
        ? {
            output: {
              manualChunks: plannedChunks(),
              // A planned chunk's name carries its place in the plan, which the file's name leaves out.
              chunkFileNames: (chunk) => `assets/${chunk.name.replace(/~\d+$/, '')}-[hash].js`,
              entryFileNames: (chunk) => `assets/${chunk.name.replace(/~\d+$/, '')}-[hash].js`,
            },
          }
        : undefined,
  },
}));
