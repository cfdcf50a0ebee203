/**
 * The layers of README "Architecture", checked by `npm run check:structure`
 * (dependency-cruiser). Lower layers never import higher ones:
 *   db/  <  app/utils/, app/modules/  <  app/components/  <  app/admin/, app/routes/  <  server/, scripts/
 * Tests are not checked (they may reach into every layer).
 */
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
      name: 'db-is-the-bottom-layer',
      severity: 'error',
      comment: 'db/ holds the schema, migrations and connection: it imports nothing from above.',
      from: { path: '^db/' },
      to: { path: '^(app|server|scripts)/' },
    },
    {
      name: 'services-and-utils-below-the-ui',
      severity: 'error',
      comment: 'app/modules and app/utils are used by routes, the admin and the server; never the other way.',
      from: { path: '^app/(modules|utils)/' },
      to: { path: '^(app/(routes|admin|components)|server|scripts)/' },
    },
    {
      name: 'utils-import-no-ui',
      severity: 'error',
      comment: 'app/utils holds plain helpers: no React components.',
      from: { path: '^app/utils/' },
      to: { path: '\\.tsx$' },
    },
    {
      name: 'public-components-know-no-admin',
      severity: 'error',
      comment: 'app/components holds the public components and shared primitives; the admin lives in app/admin.',
      from: { path: '^app/components/' },
      to: { path: '^app/admin/' },
    },
    {
      name: 'public-routes-know-no-admin',
      severity: 'error',
      comment: "The reader's pages never load admin code.",
      from: { path: '^app/routes/public/' },
      to: { path: '^app/admin/' },
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
    exclude: { path: ['\\.test\\.tsx?$', '^app/routes/.*/\\+types/', '^build/', '^\\.react-router/'] },
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
