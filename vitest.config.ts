import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const lib = (name: string) => fileURLToPath(new URL(`./libs/${name}/src`, import.meta.url));

// Tests run on sources: workspace libs resolve to src/, not to tsc's dist/.
const alias = [
  { find: /^@wellway\/test-support$/, replacement: fileURLToPath(new URL('./test/src/support/index.ts', import.meta.url)) },
  { find: /^@wellway\/config$/, replacement: `${lib('config')}/index.ts` },
  { find: /^@wellway\/storage$/, replacement: `${lib('storage')}/index.ts` },
  { find: /^@wellway\/domain$/, replacement: `${lib('domain')}/index.ts` },
  { find: /^@wellway\/contracts$/, replacement: `${lib('contracts')}/index.ts` },
  { find: /^@wellway\/event-store$/, replacement: `${lib('event-store')}/index.ts` },
  { find: /^@wellway\/read-models$/, replacement: `${lib('read-models')}/index.ts` },
  {
    find: /^@wellway\/(domain|contracts|event-store|read-models)\/(.*)$/,
    replacement: `${fileURLToPath(new URL('./libs', import.meta.url))}/$1/src/$2.ts`,
  },
];

const exclude = ['**/node_modules/**', '**/dist/**'];

/**
 * Vitest's default is one worker less than the cores: one on CI's two. Unit and int files wait on
 * PostgreSQL and Redis most of the time, so three side by side keep both cores busy; the browser
 * files, heavier (a whole system and a Chromium each), run two at a time once those are done
 * (groupOrder 1). VITEST_WORKERS / VITEST_E2E_WORKERS override them.
 */
const workers = Number(process.env.VITEST_WORKERS ?? 3);
const e2eWorkers = Number(process.env.VITEST_E2E_WORKERS ?? 2);

export default defineConfig({
  resolve: { alias },
  test: {
    // graphql-ws through Vite too: else it loads graphql's CommonJS build beside the API's ESM one
    // (two copies: "Cannot use GraphQLSchema from another module or realm").
    server: { deps: { inline: ['graphql-ws'] } },
    projects: [
      { extends: true, test: { name: 'unit', include: ['**/*.unit.spec.ts', '**/*.unit.spec.tsx'], exclude, maxWorkers: workers } },
      {
        extends: true,
        test: { name: 'int', include: ['**/*.int.spec.ts'], exclude, testTimeout: 60_000, hookTimeout: 60_000, maxWorkers: workers },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['**/*.e2e.spec.ts'],
          exclude,
          testTimeout: 120_000,
          hookTimeout: 180_000,
          maxWorkers: e2eWorkers,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
