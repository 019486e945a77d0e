import js from '@eslint/js';
import tseslint from 'typescript-eslint';

// ---- Web app (apps/web/app): layers that point one way ----------------------------------
// routes (and the app's top files) → features → admin-kit → components, lib. A lower layer
// never imports a higher one; a feature never imports another feature (its own files are
// './'); across folders every import goes through the app's alias '~/', so the layer of a
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
  adminKit: {
    regex: '^~/admin-kit/',
    message: 'components/ and lib/ are the bottom layer: they do not import the admin kit.',
  },
};
/** For each layer, the folders it covers and what they must not import. */
const webLayers = [
  { dirs: [webApp], forbidden: [] },
  { dirs: [`${webApp}/features`], forbidden: [web.routes, web.features] },
  { dirs: [`${webApp}/admin-kit`], forbidden: [web.routes, web.features] },
  { dirs: [`${webApp}/components`, `${webApp}/lib`], forbidden: [web.routes, web.features, web.adminKit] },
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
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', 'scripts/**', 'bench/**'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
  ...webLayerBlocks,
);
