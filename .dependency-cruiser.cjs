/**
 * The layout of docs/architecture.md, checked by `npm run check:structure` (dependency-cruiser;
 * the circles between whole feature folders are checked by scripts/check-structure.ts):
 *
 *   the route table, the root and the server entry   app/*.ts(x), server/*.ts, server/api/
 *   features, each behind its public files          app/features/<feature>/public(.server).ts
 *   the speed room, behind its interface            server/runtime/public.server.ts
 *   the kernel                                      db/, app/utils/, app/i18n/, app/ui/, server/http/
 *
 * Code flows downwards only. Tests are not checked (they may reach into every room), nor
 * are the fixtures beside them (`test-support/`).
 */
const KERNEL = '^(db|app/(utils|i18n|ui|styles|types)|server/http)/'
const FEATURE_PUBLIC_FILE = '^app/features/[^/]+/public(\\.server)?\\.ts$'
const TOP = '^(app/[^/]+\\.tsx?$|server/[^/]+\\.ts$|server/api/|scripts/)'

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import circle (type-only ones too) ties modules that should be separable.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'features-meet-through-public-files',
      severity: 'error',
      comment:
        "A feature uses another only through that feature's public file: public.ts (what a page or screen may import) or public.server.ts (services).",
      from: { path: '^app/features/([^/]+)/' },
      to: { path: '^app/features/', pathNot: ['^app/features/$1/', FEATURE_PUBLIC_FILE] },
    },
    {
      name: 'public-files-keep-server-code-apart',
      severity: 'error',
      comment:
        "A feature's public.ts is imported by pages and screens: it exports nothing of the server, so no page's bundle grows by it (server code goes in public.server.ts).",
      from: { path: '^app/features/[^/]+/public\\.ts$' },
      to: { path: '\\.server\\.tsx?$' },
    },
    {
      name: 'the-kernel-knows-no-feature',
      severity: 'error',
      comment: 'db/, app/utils, app/i18n, app/ui and server/http serve every feature and import none of them.',
      from: { path: KERNEL },
      to: { path: '^(app/features|server/runtime)/' },
    },
    {
      name: 'the-kernel-is-below-the-top',
      severity: 'error',
      comment: 'The kernel imports nothing of the route table, the root, the server entry or the scripts.',
      from: { path: KERNEL },
      to: { path: TOP },
    },
    {
      name: 'the-runtime-knows-no-feature',
      severity: 'error',
      comment:
        'server/runtime (caches, threads, notices, HTML after React) serves every feature and imports none; the server entry wires features to it.',
      from: { path: '^server/runtime/' },
      to: { path: `^app/features/|${TOP}` },
    },
    {
      name: 'features-reach-the-runtime-through-its-interface',
      severity: 'error',
      comment: 'A feature calls the speed room only through server/runtime/public.server.ts.',
      from: { path: '^app/features/' },
      to: { path: '^server/runtime/', pathNot: '^server/runtime/public\\.server\\.ts$' },
    },
    {
      name: 'features-are-below-the-top',
      severity: 'error',
      comment: 'Only the route table, the root, the server entry and the command-line scripts know the features.',
      from: { path: '^app/features/' },
      to: { path: TOP },
    },
    {
      name: 'the-product-imports-no-demo-content',
      severity: 'error',
      comment:
        'Production start-up loads no demo content: the seed is a step of its own (npm run db:seed, or the start calling the built seed by name).',
      from: { path: '^(app|server|db)/' },
      to: { path: '^scripts/' },
    },
    {
      name: 'db-is-the-bottom-layer',
      severity: 'error',
      comment: 'db/ holds the schema, migrations and connection: it imports nothing from above.',
      from: { path: '^db/' },
      to: { path: '^(app|server|scripts)/' },
    },
    {
      name: 'utils-import-no-ui',
      severity: 'error',
      comment: 'app/utils holds plain helpers: no React components.',
      from: { path: '^app/utils/' },
      to: { path: '(\\.tsx$|^app/ui/)' },
    },
    {
      name: 'public-pages-know-no-admin',
      severity: 'error',
      comment: "The reader's side (app/ui outside app/ui/admin) never loads admin code.",
      from: { path: '^app/ui/', pathNot: '^app/ui/admin/' },
      to: { path: '^app/ui/admin/' },
    },
    {
      name: 'every-import-resolves',
      severity: 'error',
      comment:
        'An import the checker cannot follow would escape every rule above (route types and the server build are generated).',
      from: {},
      to: { couldNotResolve: true, pathNot: ['/\\+types/', '^virtual:react-router/', '^\\./build/'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: {
      path: ['\\.test\\.tsx?$', '/test-support/', '/\\+types/', '^build/', '^\\.react-router/'],
    },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
}
