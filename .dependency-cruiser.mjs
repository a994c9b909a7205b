/**
 * The boundaries of docs/architecture.md, checked by `npm run lint:deps` (run by `npm test`).
 * scripts/test/boundaries.test.ts runs these same rules over fixtures that break each one.
 * Paths are relative to the repository root.
 */

/** @type {import('dependency-cruiser').IForbiddenRuleType[]} */
export const forbidden = [
  {
    name: 'no-cycle',
    comment: 'No import cycle anywhere: a shared piece moves down to a file both sides import.',
    severity: 'error',
    from: {},
    to: { circular: true },
  },
  {
    name: 'feature-imports-feature',
    comment:
      'Features never import each other; shared code moves down to src/api, components, lib or domain.',
    severity: 'error',
    from: { path: '^apps/web/src/features/([^/]+)/' },
    to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
  },
  {
    name: 'web-call-outside-api-folder',
    comment:
      "The web calls the gateway from a feature's api/ folder, or from src/api for calls several features share.",
    severity: 'error',
    from: {
      path: '^apps/web/',
      pathNot: [
        '^apps/web/src/(api|features/[^/]+/api)/',
        '^apps/web/src/lib/(api-client|http-errors)[.]ts$',
        '[.]test[.]tsx?$',
        '^apps/web/test/',
      ],
    },
    to: { path: '^apps/web/src/lib/api-client[.]ts$' },
  },
  {
    name: 'server-sanitizer-outside-server-module',
    comment:
      "sanitize-html runs in a server loader only: from a .server module, which React Router's build keeps out of the browser's bundle.",
    severity: 'error',
    from: { path: '^apps/web/', pathNot: '[.]server[.]tsx?$' },
    to: { path: 'node_modules/sanitize-html/' },
  },
  {
    name: 'browser-sanitizer-beyond-server-html',
    comment:
      "DOMPurify sets itself up as its module is evaluated, before a page is hydrated (issue 37, TBT): only the server HTML's page (contact us, through lib/server-content.ts) loads it; a link address is checked by lib/safe-link.ts.",
    severity: 'error',
    from: {
      path: '^apps/web/src/',
      pathNot: '^apps/web/src/(lib/server-content|lib/server-html-policy[.]test|features/contact-us/)',
    },
    to: { path: '^apps/web/src/lib/server-content[.]ts$|node_modules/dompurify/' },
  },
  {
    name: 'web-imports-gateway',
    comment: 'The web app talks to the gateway over HTTP only; shared shapes live in packages/domain.',
    severity: 'error',
    from: { path: '^apps/web/' },
    to: { path: '^apps/gateway/' },
  },
  {
    name: 'domain-imports-app',
    comment: 'Workspaces point inward only: packages/domain imports neither app.',
    severity: 'error',
    from: { path: '^packages/domain/' },
    to: { path: '^apps/' },
  },
  {
    name: 'domain-imports-platform',
    comment: 'packages/domain is plain rules and the zod contract: no React, Fastify or database client.',
    severity: 'error',
    from: { path: '^packages/domain/src/' },
    to: {
      path: 'node_modules/(react|react-dom|react-router|@tanstack|fastify|@fastify|fastify-[^/]+|kysely|kysely-[^/]+|pg|postgres|@electric-sql)/',
    },
  },
  {
    name: 'domain-imports-node',
    comment: 'packages/domain does no I/O and runs in the browser as well: no node: APIs.',
    severity: 'error',
    from: { path: '^packages/domain/src/' },
    to: { dependencyTypes: ['core'] },
  },
  {
    name: 'route-imports-repository',
    comment: 'Routes parse, call one service and answer; only services reach the repositories.',
    severity: 'error',
    from: { path: '^apps/gateway/src/routes/' },
    to: { path: '^apps/gateway/src/repositories/' },
  },
];

/** @type {import('dependency-cruiser').ICruiseOptions} */
export const options = {
  doNotFollow: { path: 'node_modules' },
  exclude: { path: '(^|/)(dist|data|test-results|artifacts)/|^apps/web/build/' },
  // '@/…' of the web app; the workspaces resolve through their node_modules links.
  tsConfig: { fileName: 'tsconfig.depcruise.json' },
  tsPreCompilationDeps: true,
  enhancedResolveOptions: {
    exportsFields: ['exports'],
    conditionNames: ['import', 'require', 'node', 'default', 'types'],
    extensions: ['.ts', '.tsx', '.mjs', '.js', '.d.ts'],
  },
  reporterOptions: { text: { highlightFocused: true } },
};

export default { forbidden, options };
