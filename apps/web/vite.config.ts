import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions, type Rolldown } from 'vite';

const domainSrc = fileURLToPath(new URL('../../libs/domain/src', import.meta.url));
const contractsSrc = fileURLToPath(new URL('../../libs/contracts/src', import.meta.url));
const leanIcon = fileURLToPath(new URL('./src/lib/lucide-icon.ts', import.meta.url));

const entryModule = fileURLToPath(new URL('./src/main.tsx', import.meta.url));
const homeModule = fileURLToPath(new URL('./src/app/routes/home.tsx', import.meta.url));

/** App modules `from` reaches through static imports (itself included; packages not followed). */
const staticGraph = (from: string, ctx: Rolldown.ChunkingContext) => {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id) || /[\\/]node_modules[\\/]/.test(id)) return;
    seen.add(id);
    for (const imported of ctx.getModuleInfo(id)?.importedIds ?? []) visit(imported);
  };
  visit(from);
  return seen;
};

/** Each lucide-react export name (Award, CircleAlert…) to its icon module's id. */
const lucideIcons = (() => {
  const barrel = fileURLToPath(import.meta.resolve('lucide-react/dist/esm/lucide-react.mjs', import.meta.url));
  const icons = new Map<string, string>();
  for (const [, names, file] of readFileSync(barrel, 'utf8').matchAll(/export \{([^}]*)\} from '\.\/icons\/([\w-]+\.mjs)'/g)) {
    const id = fileURLToPath(new URL(`./icons/${file}`, `file://${barrel}`));
    for (const name of names.matchAll(/as (\w+)/g)) icons.set(name[1], id);
  }
  return icons;
})();

/** The icon modules `code` imports from 'lucide-react' (rolldown's graph only shows the barrel). */
const iconsImportedBy = (code: string) =>
  [...code.matchAll(/import \{([^}]*)\} from ['"]lucide-react['"]/g)].flatMap(([, names]) =>
    names.split(',').flatMap((name) => lucideIcons.get(name.trim().split(/\s+as\s+/)[0]) ?? []),
  );

/**
 * Scripts home (a participant's landing page) imports that the entry does not: one chunk beside
 * home's, rather than a small chunk for each set of screens sharing a module (an icon, a card).
 */
let homeShared: ReadonlySet<string> | undefined;
const homeSharedChunk = (id: string, ctx: Rolldown.ChunkingContext) => {
  if (!homeShared) {
    const entry = staticGraph(entryModule, ctx);
    const home = [...staticGraph(homeModule, ctx)];
    const icons = home.flatMap((module) => iconsImportedBy(ctx.getModuleInfo(module)?.code ?? ''));
    const entryIcons = new Set([...entry].flatMap((module) => iconsImportedBy(ctx.getModuleInfo(module)?.code ?? '')));
    homeShared = new Set([...home, ...icons].filter((module) => module !== homeModule && !entry.has(module) && !entryIcons.has(module)));
  }
  return homeShared.has(id) && !/\.css(\?|$)/.test(id) ? 'home-shared' : null;
};

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
      // lucide-react's icon modules import '../createLucideIcon.mjs': a lean one, same <svg> (see the file).
      { find: /^\.\.?\/createLucideIcon\.mjs$/, replacement: leanIcon },
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
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // A lazy chunk's file is named by its hash alone: the entry lists every chunk's file (to
        // preload its imports), and import lines name files too, so "[name]-" costs ~0.6 kB gzipped
        // on a first visit. The manifest and the source maps still tell which chunk is which.
        chunkFileNames: 'assets/[hash].js',
        // React, the router and TanStack Query: one long-cached chunk every page needs, rather than
        // a handful of small shared chunks cut wherever a lazy screen happens to import them.
        codeSplitting: {
          groups: [
            { name: 'framework', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/, priority: 2 },
            // What every screen's loader reads (who is signed in, which site, where to return): one
            // chunk beside the entry rather than a small chunk each.
            {
              name: 'shell',
              test: /[\\/]src[\\/](lib[\\/](api-client|dates|current-user|current-site|return-to)|config[\\/]paths)\.ts$/,
              priority: 1,
            },
            // Its modules' own imports stay where they are (mostly the entry's).
            { name: homeSharedChunk, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
});
