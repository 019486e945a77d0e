import js from '@eslint/js';
import tseslint from 'typescript-eslint';

// ---- Web app (apps/web/app): layers that point one way ----------------------------------
// routes (and the app's top files) → features → learn-kit → admin-kit → components, lib; and
// routes/site → site → lib for the public pages, with site-client apart (decision 016). A
// lower layer never imports a higher one; a feature never imports another feature (its own
// files are './'), so what several features share (the four learn screens) lives in a kit
// below them; across folders every import goes through the app's alias '~/', so the layer of a
// path is plain to see; test helpers stay out of the shipped code.
const webApp = 'apps/web/app';
const webTestFiles = ['**/*.test.ts', '**/*.test.tsx', `${webApp}/testing/**`];
const web = {
  parentPath: {
    regex: '^\\.\\./',
    message: "Import across folders through the app's alias: '~/lib/…', not '../lib/…'.",
  },
  testing: { regex: '^~/testing/', message: 'Test helpers are for tests only.' },
  routes: {
    regex: '^~/(routes/|routes$|root$|admin-screens$)',
    message: 'Routes are the top layer: nothing imports them.',
  },
  features: {
    regex: '^~/features/',
    message:
      "A feature is imported only by routes: never by the kit or shared code, nor by another feature (its own files are './…').",
  },
  learnKit: {
    regex: '^~/learn-kit/',
    message: 'The learn kit is shared by the four learn features: only features import it.',
  },
  adminKit: {
    regex: '^~/admin-kit/',
    message: 'components/ and lib/ are the bottom layer: they do not import the admin kit.',
  },
  site: {
    regex: '^~/(site|site-client)/',
    message: 'The public site (site/, site-client/) is imported only by its routes.',
  },
  // The public pages ship no admin library (decision 016): site/ renders HTML on the server.
  siteUi: {
    regex: '^(~/(admin-kit|features|learn-kit|components)/|@mantine/|@tanstack/|@dnd-kit/|@tiptap/)',
    message: 'The public site uses no back-office code or library (decision 016).',
  },
  // site-client/ runs in the browser without React: only its own files and small vanilla libraries,
  // and the contract's zod-free modules of the public forms' rules and words (decision 020).
  siteClient: {
    regex:
      '^(~/(?!site-client/)|react$|react-dom|react-router|@react-router/|@mantine/|@tanstack/|zod(/|$)|@atrium/(?!contract/(submission-rules|public-forms)$))',
    message:
      'site-client/ is vanilla browser code: its own files, small vanilla libraries and the zod-free contract modules only (decisions 016, 020).',
  },
};
/** For each layer, the folders it covers and what they must not import. */
const webLayers = [
  { dirs: [webApp], forbidden: [] },
  { dirs: [`${webApp}/features`], forbidden: [web.routes, web.features, web.site] },
  { dirs: [`${webApp}/learn-kit`], forbidden: [web.routes, web.features, web.site] },
  { dirs: [`${webApp}/admin-kit`], forbidden: [web.routes, web.features, web.learnKit, web.site] },
  {
    dirs: [`${webApp}/components`, `${webApp}/lib`],
    forbidden: [web.routes, web.features, web.learnKit, web.adminKit, web.site],
  },
  // The public site: routes/site → site/ → lib/; the browser part (site-client/) stands alone.
  { dirs: [`${webApp}/site`], forbidden: [web.routes, web.siteUi] },
  { dirs: [`${webApp}/site-client`], forbidden: [web.siteClient] },
];
// A file takes the rule of the deepest layer that covers it (later blocks override earlier ones).
const webLayerBlocks = webLayers.flatMap(({ dirs, forbidden }) => [
  {
    files: dirs.map((dir) => `${dir}/**/*.{ts,tsx}`),
    ignores: webTestFiles,
    rules: { 'no-restricted-imports': ['error', { patterns: [web.parentPath, web.testing, ...forbidden] }] },
  },
  {
    files: dirs.flatMap((dir) => [`${dir}/**/*.test.{ts,tsx}`, `${dir}/testing/**/*.ts`]),
    rules: { 'no-restricted-imports': ['error', { patterns: [web.parentPath, ...forbidden] }] },
  },
]);
/*
 * Server layers (docs/architecture.md, docs/style.md "Light layers"): routes → service → repository; a resource
 * definition is data (no SQL, no HTTP); the engine (resource-kit) knows no resource; test code
 * stays in tests; the contract depends on neither Fastify, React nor Kysely. Each group is a
 * regular expression on the import path. A file gets one list (the last block that matches it
 * wins), so each block below names every group that applies to it.
 */
const layer = {
  testing: { regex: '(^|/)testing/|^vitest$', message: 'Test code is imported by tests only.' },
  application: {
    regex: '(^|/)(cli|seed)/|(^|/)(main|server)\\.ts$',
    message: 'cli/, seed/, main.ts and server.ts use the app; the app does not use them.',
  },
  resources: {
    regex: '(^|/)resources/(?!index\\.ts$)',
    message: 'Only the registry (resources/index.ts) and seed/ know the resources.',
  },
  otherResource: {
    regex: '^\\.\\./(?!\\.\\.)',
    message: "A resource never imports another resource's files: read it through ctx.lookup.",
  },
  routes: { regex: '(^|/|\\.)routes\\.ts$', message: 'Routes are the outer layer: nothing below imports them.' },
  services: { regex: '(^|/|\\.)service\\.ts$', message: 'Services are called by routes, not by what they call.' },
  repositories: {
    regex: '(^|/|\\.)repository\\.ts$',
    message: 'Routes and definitions reach the database through a service.',
  },
  sqlInRoutes: { regex: '^kysely(/|$)|(^|/)db/', message: 'Routes hold no SQL: call a service.' },
  // db/dialect.ts runs no SQL (counts, timestamps, error codes): services may use it.
  sql: {
    regex: '^kysely(/|$)|(^|/)db/(?!dialect\\.ts$)',
    allowTypeImports: true,
    message: 'No SQL here: repositories run it (types, such as a table declaration, are fine).',
  },
  http: { regex: '^(fastify|fastify-.*|@fastify/.*)$', message: 'No HTTP here: routes and plugins handle requests.' },
  httpRuntime: {
    regex: '^(fastify|fastify-.*|@fastify/.*)$',
    allowTypeImports: true,
    message: 'No HTTP here: routes and plugins handle requests.',
  },
  outsideContract: {
    regex:
      '^(fastify|fastify-.*|@fastify/.*|kysely.*|pg|react|react-dom|react-router|@react-router/.*|@mantine/.*|@atrium/(server|web))(/|$)|(^|/)apps/',
    message: 'The contract depends on neither Fastify, React nor Kysely, nor on an app.',
  },
};
/*
 * The server's floors (decision 076), from the bottom: foundations/ and db/; the resource kit and
 * the cross-cutting plugins; the list resources and the features; the app (app.ts, areas.ts,
 * server.ts, cli/, seed/). A lower floor never imports a higher one: it takes what it needs as
 * options, or the higher one registers with it. These use ESLint's own no-restricted-imports,
 * beside the roles' @typescript-eslint one above, so a file's floor and its role both apply (a
 * rule keeps the list of the last block that matches). Type imports count: a floor that names a
 * higher one's types depends on it.
 */
const floor = {
  aboveFoundations: {
    regex: '(^|/)(resource-kit|resources|features)/',
    message:
      'A foundation sits below the resource kit: it imports neither resource-kit/, resources/ nor features/. Take what you need as options, or let the higher floor register with you (decision 076).',
  },
  aboveKit: {
    regex: '(^|/)(resources|features)/',
    message:
      'The resource kit and the plugins know no resource and no feature: take what you need as options, or let them register (decision 076).',
  },
  resources: {
    regex: '(^|/)resources/',
    message: 'A feature reads the list resources from app.resources, found once while the app is built (decision 076).',
  },
};
const floorRule = (group) => ({ 'no-restricted-imports': ['error', { patterns: [group] }] });
/** The contract modules the public site's browser code imports (decision 020). */
const browserContract = ['submission-rules', 'public-forms', 'messages'].map(
  (name) => `packages/contract/src/${name}.ts`,
);
layer.browserContract = {
  // libphonenumber-js's min build: plain functions and its metadata, for phones of every country (decision 084).
  regex: '^(?!\\./(submission-rules|public-forms|messages)\\.ts$|libphonenumber-js/min$)',
  message:
    'The public forms run this module in the browser: no zod, only the other zod-free modules and libphonenumber-js/min (decisions 020, 084).',
};
const restrict = (...groups) => ({
  '@typescript-eslint/no-restricted-imports': ['error', { patterns: groups }],
});
const server = 'apps/server/src';
const tests = ['**/*.test.ts', `${server}/testing/**`];
/*
 * Building a query is the repositories' work (decision 022): an import rule cannot see it, as
 * whoever holds a `Db` can call `db.selectFrom`, so these name Kysely's entry points. Allowed in
 * repositories, db/ (migrations, dialect helpers), seed/ (it checks what is already there before
 * writing through the services) and tests. A repository's own `transaction(work)` takes its work;
 * Kysely's `db.transaction()` takes nothing, which is how the two are told apart.
 */
const queryMessage = 'No SQL here: add a method to a repository (*.repository.ts) and call it (decision 022).';
const querySyntax = [
  {
    selector:
      'CallExpression[callee.property.name=/^(selectFrom|selectNoFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto)$/]',
    message: queryMessage,
  },
  { selector: "CallExpression[callee.property.name='transaction'][arguments.length=0]", message: queryMessage },
  { selector: "TaggedTemplateExpression[tag.name='sql'], MemberExpression[object.name='sql']", message: queryMessage },
  { selector: "ImportDeclaration[source.value=/^kysely/] ImportSpecifier[imported.name='sql']", message: queryMessage },
];
const queryAllowed = [
  ...tests,
  `${server}/**/*.repository.ts`,
  `${server}/resource-kit/repository.ts`,
  `${server}/db/**`,
  `${server}/seed/**`,
];
const serviceFiles = [`${server}/**/*.service.ts`, `${server}/resource-kit/service.ts`];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      '**/build/',
      '**/.react-router/',
      'data/',
      '.tmp/',
      'test-results/',
      'playwright-report/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // Server layers: see `layer` above.
  {
    files: [`${server}/**/*.ts`],
    ignores: [...tests, `${server}/main.ts`, `${server}/server.ts`, `${server}/cli/**`, `${server}/seed/**`],
    rules: restrict(layer.testing, layer.application, layer.resources),
  },
  {
    files: [`${server}/main.ts`, `${server}/server.ts`, `${server}/cli/**/*.ts`, `${server}/seed/**/*.ts`],
    ignores: tests,
    rules: restrict(layer.testing),
  },
  {
    files: [`${server}/resources/index.ts`],
    rules: restrict(layer.testing, layer.application),
  },
  {
    files: [`${server}/**/*.routes.ts`, `${server}/resource-kit/routes.ts`],
    rules: restrict(layer.testing, layer.application, layer.resources, layer.sqlInRoutes, layer.repositories),
  },
  // A service gets its dependencies as values (decision 022): no Fastify, not even its types
  // (`import('fastify')` types are refused everywhere by consistent-type-imports).
  {
    files: serviceFiles,
    rules: restrict(layer.testing, layer.application, layer.resources, layer.routes, layer.sql, layer.http),
  },
  {
    files: [`${server}/**/*.repository.ts`, `${server}/resource-kit/repository.ts`],
    rules: restrict(layer.testing, layer.application, layer.resources, layer.routes, layer.services, layer.http),
  },
  {
    files: [`${server}/resources/*/*.resource.ts`],
    rules: restrict(
      layer.testing,
      layer.application,
      layer.otherResource,
      layer.routes,
      layer.services,
      layer.repositories,
      layer.sql,
      layer.http,
    ),
  },
  // Server floors: see `floor` above.
  {
    files: [`${server}/foundations/**/*.ts`, `${server}/db/**/*.ts`],
    ignores: tests,
    rules: floorRule(floor.aboveFoundations),
  },
  {
    files: [`${server}/resource-kit/**/*.ts`, `${server}/plugins/**/*.ts`],
    ignores: tests,
    rules: floorRule(floor.aboveKit),
  },
  {
    files: [`${server}/features/**/*.ts`],
    ignores: tests,
    rules: floorRule(floor.resources),
  },
  {
    files: [`${server}/**/*.ts`],
    ignores: queryAllowed,
    rules: { 'no-restricted-syntax': ['error', ...querySyntax] },
  },
  {
    files: ['packages/contract/src/**/*.ts'],
    rules: restrict(layer.outsideContract),
  },
  // What the public forms run in the browser (decision 020): no zod, and only each other.
  {
    files: browserContract,
    rules: restrict(layer.outsideContract, layer.browserContract),
  },
  {
    files: ['**/*.js', '**/*.mjs', 'scripts/**', 'bench/**'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
  ...webLayerBlocks,
);
