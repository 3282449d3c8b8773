import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompileMessages } from './scripts/vite-precompile-messages.ts';
import { precompress } from './scripts/vite-precompress.ts';
import { buildDefines } from './scripts/build-defines.ts';
import { inlineHeadScripts } from './scripts/vite-head-scripts.ts';

// The API server listens on API_PORT during `npm run dev`; the SPA is served by Vite with
// /api proxied, so the browser sees one origin exactly as in production.
const apiPort = process.env.API_PORT ?? '3001';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), inlineHeadScripts(), precompileMessages(), precompress()],
  define: buildDefines,
  server: {
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
  build: {
    outDir: 'dist',
    // scripts/prerender.mjs reads it to link the landing screen's CSS and chunks.
    manifest: true,
    sourcemap: true,
    // Report sizes so route budgets are visible in every build log.
    reportCompressedSize: true,
    // The SSR build (the landing prerender) needs no copy of public/.
    copyPublicDir: !isSsrBuild,
  },
}));
