/**
 * Vite configuration of the client (docs/architecture.md "Rooms"): the SPA lives in src/client
 * and is built to dist/client, which the server serves with its SPA fallback. In
 * development `/api` is proxied to the server on port 3000.
 *
 * The production HTML must stay free of inline scripts and styles: the server sends a
 * strict CSP (`script-src 'self'; style-src 'self'`).
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import type { Plugin } from 'vite';
import { precompressDirectory } from './src/server/lib/precompress.js';

const clientRoot = fileURLToPath(new URL('./src/client', import.meta.url));
const outDir = fileURLToPath(new URL('./dist/client', import.meta.url));

/**
 * After the browser build (not the server-render build): Brotli and gzip copies of every
 * compressible file of the output, which the server sends as they are (decision 0021,
 * src/server/lib/precompress.ts). index.html is left out: the server fills it per request.
 */
function precompress(): Plugin {
  let dir = '';
  let ssr = false;
  let log: (message: string) => void = () => {};
  return {
    name: 'genesis-precompress',
    apply: 'build',
    configResolved(config) {
      dir = config.build.outDir;
      ssr = Boolean(config.build.ssr);
      log = (message) => config.logger.info(message);
    },
    async closeBundle() {
      if (ssr) return;
      const r = await precompressDirectory(dir, ['index.html']);
      const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
      log(
        `precompressed ${r.files} files (${kb(r.bytes.original)}): gzip ${kb(r.bytes.gzip)}, brotli ${kb(r.bytes.br)}`,
      );
    },
  };
}

export default defineConfig(({ command }) => ({
  root: clientRoot,
  // The production build runs React itself, the runtime the client tests run (decision 0024).
  // The server render bundles its dependencies, so the built server entry needs nothing from
  // node_modules but Node's own modules.
  ssr: command === 'build' ? { noExternal: true } : {},
  // .env.production (the review flags) lives at the repository root, not in src/client.
  envDir: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), tailwindcss(), precompress()],
  build: {
    outDir,
    emptyOutDir: true,
    sourcemap: false,
    // No <link rel="modulepreload"> for every chunk in the head: the page is server-rendered,
    // and twenty preloads would compete with the stylesheet for the first paint (decision 0024).
    modulePreload: false,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically (the framework, the shell, the query and
        // session layers) in one chunk instead of a dozen small ones: each script costs a
        // request and its headers, which on a phone weigh as much as a small chunk (decision 0024).
        codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'] }] },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false },
    },
  },
}));
