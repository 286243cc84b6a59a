import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

const domainSrc = fileURLToPath(new URL('../../libs/domain/src', import.meta.url));
const contractsSrc = fileURLToPath(new URL('../../libs/contracts/src', import.meta.url));

// The API (and its graphql-ws endpoint) listens on 8080; the dev server forwards /api to it.
const proxy: Record<string, ProxyOptions> = {
  '/api': { target: 'http://127.0.0.1:8080', ws: true },
};

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  resolve: {
    // Sources, not tsc's dist/: deep imports keep Node-only code (uuid) out of the bundle.
    alias: [
      { find: /^@wellway\/domain$/, replacement: `${domainSrc}/index.ts` },
      { find: /^@wellway\/domain\/(.*)$/, replacement: `${domainSrc}/$1.ts` },
      // Types only (`import type`): zod stays out of the bundle; .dependency-cruiser.cjs checks it.
      { find: /^@wellway\/contracts$/, replacement: `${contractsSrc}/index.ts` },
    ],
  },
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Maps stay beside the files (diagnostics, scripts/first-visit-size.mjs) but are never linked or served.
    sourcemap: 'hidden',
    // The manifest lets scripts/first-visit-size.mjs add up what a first visit loads.
    manifest: true,
    rolldownOptions: {
      output: {
        // React, the router and TanStack Query: one long-cached chunk every page needs, rather than
        // a handful of small shared chunks cut wherever a lazy screen happens to import them.
        codeSplitting: {
          groups: [{ name: 'framework', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/ }],
        },
      },
    },
  },
});
