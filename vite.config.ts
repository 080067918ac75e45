/**
 * Vite configuration of the client (ARCHITECTURE.md "client"): the SPA lives in src/client
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

const clientRoot = fileURLToPath(new URL('./src/client', import.meta.url));
const outDir = fileURLToPath(new URL('./dist/client', import.meta.url));

export default defineConfig({
  root: clientRoot,
  // .env.production (the review flags) lives at the repository root, not in src/client.
  envDir: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), tailwindcss()],
  build: {
    outDir,
    emptyOutDir: true,
    sourcemap: false,
    // No <link rel="modulepreload"> for every chunk in the head: the page is server-rendered,
    // and twenty preloads would compete with the stylesheet for the first paint (issue 14).
    modulePreload: false,
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
});
