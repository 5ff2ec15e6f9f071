import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** Third-party code in a few long-lived chunks, so a release of our code does not invalidate them. */
function vendorChunk(id: string): string | undefined {
  if (!id.includes('node_modules')) return undefined;
  if (/node_modules\/(@mui|@emotion|@popperjs|react-transition-group|stylis)\//.test(id)) return 'vendor-mui';
  if (/node_modules\/(react|react-dom|react-router|scheduler)\//.test(id)) return 'vendor-react';
  return 'vendor';
}

// Run from apps/web (npm run build -w apps/web): builds into apps/web/dist, which the server serves.
export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000' } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    chunkSizeWarningLimit: 700,
    rollupOptions: { output: { manualChunks: vendorChunk } },
  },
});
