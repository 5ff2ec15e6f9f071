import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compileHints } from './vite.compile-hints.ts';

// Run from apps/web (npm run build -w apps/web): builds into apps/web/dist, which the server serves.
export default defineConfig({
  plugins: [react(), compileHints({ except: /\/node_modules\/(@tiptap|prosemirror-)/ })],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000' } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    // No hand-made vendor chunks: one 'vendor' chunk put every library (the rich text editor, dates...) on every page,
    // /login included. Rollup's own split gives each screen only the code it imports.
    chunkSizeWarningLimit: 700,
  },
});
