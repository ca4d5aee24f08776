/**
 * The layers of the house and the one-way doors between them (docs/ARCHITECTURE.md draws them).
 * Lowest first: the product's rules (src/domain, shared with the ERP) import no part of the app;
 * the machines import only xstate and the rules; the ERP calls (src/api) reach the contract and
 * the rules; the design system and the screens render and send events; the wiring (src/app) and
 * the thin route files sit on top. The ERP (server/) shares only the contract and the rules.
 * Every import counts: static, dynamic `import()` and type-only (tsPreCompilationDeps), so a
 * cycle hidden behind a lazy import or a type is still a cycle.
 *
 * `npm run layers` checks it (in `npm test`).
 */
const APP = '^src/(app|routes|screens|ui|api|main\\.tsx|prerender\\.tsx|routeTree\\.gen\\.ts)'

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      comment: 'Modules never import each other in a circle, by any kind of import.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'domain-is-pure',
      comment:
        'src/domain holds the product rules shared by the app and the ERP: it imports only itself and small libraries, never the app, the machines, the ERP, React, XState or the router.',
      severity: 'error',
      from: { path: '^src/domain/' },
      to: {
        pathNot: '^src/domain/',
        path: [
          '^(src|machines|server|api|scripts|tests)/',
          'node_modules/(react|react-dom|xstate|@xstate|@tanstack|@lingui|react-aria)',
        ],
      },
    },
    {
      name: 'machines-know-no-effects',
      comment:
        'A machine knows events, states and the actors it is given: it imports xstate, other machines and the rules, never a component, an ERP call, the router or the DOM.',
      severity: 'error',
      from: { path: '^machines/' },
      to: {
        pathNot: ['^machines/', '^src/domain/', 'node_modules/(xstate|@xstate)/'],
      },
    },
    {
      name: 'erp-calls-below-the-app',
      comment:
        'src/api (the typed client, answer reading, the calls machines invoke) imports the contract, the rules and the machines it serves (their types), never the wiring, the screens or the router.',
      severity: 'error',
      from: { path: '^src/api/' },
      to: { path: ['^src/(app|routes|screens|ui)/', '^server/', 'node_modules/(react|react-dom|@tanstack)/'] },
    },
    {
      name: 'machine-types-only',
      comment:
        'The ERP calls and the design system may name a machine’s types (its input, output, actor); neither runs a machine.',
      severity: 'error',
      from: { path: '^src/(api|ui)/' },
      to: { path: '^machines/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'ui-is-the-design-system',
      comment: 'src/ui draws; it knows no screen, no wiring and no ERP call (a machine’s types at most).',
      severity: 'error',
      from: { path: '^src/ui/' },
      to: { path: ['^src/(app|routes|screens|api)/', '^server/'] },
    },
    {
      name: 'screens-render-and-send',
      comment:
        'A screen renders what it is given and sends events: it imports the design system, the rules and the machines’ types and selectors; the wiring gives it actors and effects, never the other way round.',
      severity: 'error',
      from: { path: '^src/screens/' },
      to: { path: ['^src/(app|routes)/', '^server/'] },
    },
    {
      name: 'screens-read-answer-types-only',
      comment: 'A screen may name the shape of an ERP answer it shows; it never calls the ERP.',
      severity: 'error',
      from: { path: '^src/screens/' },
      to: { path: '^src/api/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'routes-never-move-the-router',
      comment:
        'A route file opens its page and sends events; where a person goes next is the navigator’s, read from the machines (src/app wires them to it).',
      severity: 'error',
      from: { path: '^src/routes/' },
      to: { path: '^src/app/navigator\\.ts$' },
    },
    {
      name: 'route-tree-only-at-start-up',
      comment:
        "The route tree imports every route: only the start-up (main, prerender) and the router module import it, so the modules the routes load never import the tree back; and the test that walks it for each page's machine state.",
      severity: 'error',
      from: { pathNot: ['^src/(main\\.tsx|prerender\\.tsx|app/router\\.tsx)$', '^tests/unit/route-screens\\.test\\.ts$'] },
      to: { path: '^src/(routeTree\\.gen\\.ts|app/router\\.tsx)$' },
    },
    {
      name: 'erp-shares-only-contract-and-rules',
      comment: 'The ERP imports the contract (api/) and the product rules (src/domain), never the machines or the web app.',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: ['^machines/', APP] },
    },
    {
      name: 'contract-shares-only-rules',
      comment: 'The contract imports the product rules at most: it describes the calls, it does not make them.',
      severity: 'error',
      from: { path: '^api/' },
      to: { path: ['^machines/', '^server/', APP] },
    },
    {
      name: 'product-never-imports-tests',
      severity: 'error',
      from: { path: '^(src|machines|server|api)/' },
      to: { path: '^(tests|scripts)/' },
    },
  ],
  options: {
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|dist-server|reports|test-results)/' },
    // Vite's virtual modules and the catalogs' loaders are resolved by the bundler, not on disk.
    moduleSystems: ['es6', 'cjs'],
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
}
