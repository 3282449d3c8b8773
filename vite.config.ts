import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompileMessages } from './scripts/vite-precompile-messages.ts';
import { precompress } from './scripts/vite-precompress.ts';
import { buildDefines } from './scripts/build-defines.ts';
import { inlineHeadScripts } from './scripts/vite-head-scripts.ts';

// The API server listens on API_PORT during `npm run dev`; the SPA is served by Vite with
// /api proxied, so the browser sees one origin exactly as in production.
const apiPort = process.env.API_PORT ?? '3001';

/** The contract's modules that import no zod: screens and machines use their values. */
const ZOD_FREE_CONTRACT =
  /src[\\/]api[\\/]contract[\\/](codes|genres|importLimits|journalRules|limits|routeGroups|statsRules)\.ts$/;

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
    // One stylesheet for the whole app, in the shell: each lazy screen added its components'
    // stylesheets one <link> at a time, and inserting them was a long task on a phone.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The contract's plain values and rules (no zod) in a chunk of their own: merged into
          // a schema module's chunk, they brought zod and its schemas onto the page with them,
          // where answers are checked on a worker (src/api/answerCheck.ts).
          groups: [{ name: 'contract-rules', test: ZOD_FREE_CONTRACT }],
        },
      },
    },
  },
  // The answer checker's worker loads its route tables on demand, as the page did.
  worker: {
    format: 'es',
  },
}));
