import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map)$/;

/**
 * Writes .br and .gz beside every compressible file of the build, once, at build time; the
 * server sends them to browsers that accept them (@fastify/static `preCompressed`), so no
 * request pays for compression and transfer sizes are what the budgets measure.
 */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'shelfmark:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      for (const entry of readdirSync(outDir, { recursive: true })) {
        const file = path.join(outDir, String(entry));
        if (!COMPRESSIBLE.test(file) || !statSync(file).isFile()) continue;
        const content = readFileSync(file);
        if (content.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}
