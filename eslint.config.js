// One lint setup for both apps: TypeScript rules everywhere, React hooks rules and layer
// boundaries (app → features → components/lib; no feature imports another) in the frontend; in the
// backend, features that import each other one way only, SQL in repositories, ambient transactions.
// `scripts/lint-rules.test.mjs` (in `npm test -- static`) proves each backend rule refuses what it should.
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const repositoryRoot = import.meta.dirname;

// ── Backend ────────────────────────────────────────────────────────────────────────────────────
// The feature folders of backend/src, each above the features it may import: a feature imports only
// those listed after it (and common/, config/, database/), so no two features import each other.
// To let a feature use another, it must stand above it here; a cycle cannot be written down.
export const BACKEND_FEATURES = [
  'backup',
  'reports',
  'back-office',
  'seo',
  'payments',
  // The device in the shop's hands (issue 40): photos of an order (and its signatures and passcode
  // to come), on top of the workshop's orders, history and tracking tokens.
  'intake',
  'workshop',
  'inventory',
  // The repair order's model (states, moves, money): read by the workshop, the parts ledger,
  // payments and reports; it imports no feature but the appointments' transition message.
  'repair-order',
  'appointments',
  'pricing',
  'customers',
  'catalogue',
  'notifications',
  'site',
  'security',
  'health',
  'auth',
];

// Infrastructure that needs a connection of its own (LISTEN, session advisory locks, the shared
// rate-limit store): allowed the DataSource, never a table's SQL outside a repository.
const OWN_CONNECTION = ['backend/src/common/rate-limit/rate-limiter.ts'];

const backendSource = ['backend/src/**/*.ts'];
const backendTests = ['backend/src/**/*.spec.ts'];

const backendBoundaries = [
  {
    files: backendSource,
    ignores: [...backendTests, 'backend/src/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': [
        { type: 'config', pattern: 'backend/src/config', partialMatch: false },
        { type: 'common', pattern: 'backend/src/common', partialMatch: false },
        { type: 'database', pattern: 'backend/src/database', partialMatch: false },
        { type: 'feature', pattern: 'backend/src/*', partialMatch: false, capture: ['feature'] },
      ],
      // Paths are matched from the repository root, wherever eslint runs; relative imports name the
      // compiled `.js`, which the TypeScript resolver finds as `.ts`.
      'boundaries/root-path': repositoryRoot,
      'import/resolver': { typescript: { project: `${repositoryRoot}/backend/tsconfig.json` } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            { from: { element: { type: 'config' } }, allow: { to: { element: { type: 'config' } } } },
            {
              from: { element: { type: 'common' } },
              allow: { to: { element: { types: { anyOf: ['common', 'config'] } } } },
            },
            {
              from: { element: { type: 'database' } },
              allow: { to: { element: { types: { anyOf: ['database', 'common', 'config'] } } } },
            },
            {
              from: { element: { type: 'feature' } },
              allow: { to: { element: { types: { anyOf: ['common', 'config', 'database'] } } } },
            },
            // A feature may use the features listed after it in BACKEND_FEATURES.
            ...BACKEND_FEATURES.map((feature, i) => ({
              from: { element: { type: 'feature', captured: { feature } } },
              allow: {
                to: { element: { type: 'feature', captured: { feature: BACKEND_FEATURES.slice(i + 1) } } },
              },
            })),
          ],
        },
      ],
      // Every folder of backend/src is common, config, database or a feature of BACKEND_FEATURES.
      'boundaries/no-unknown-files': 'error',
    },
  },
];

// Transactions are ambient (Db in common/database/db.ts): no EntityManager, DataSource or TypeORM
// repository handed around or injected, which would run beside the transaction under way.
const dataAccessImports = [
  {
    name: 'typeorm',
    importNames: ['EntityManager', 'DataSource', 'QueryRunner'],
    message: 'Use Db (common/database/db.ts): it runs in the transaction under way.',
  },
  {
    name: '@nestjs/typeorm',
    importNames: ['InjectRepository', 'InjectDataSource', 'InjectEntityManager'],
    message: 'Use Db.repository(Entity) (common/database/db.ts): it runs in the transaction under way.',
  },
];
const notInFeatures = '(?!common/|config/|database/)[^/]+/';

const backendDataAccess = [
  {
    files: backendSource,
    ignores: [...backendTests, 'backend/src/database/**', 'backend/src/common/database/**'],
    rules: {
      // Each table's SQL lives in its owner's repository (`*.repository.ts`), nowhere else: `.query(`,
      // and Db's `.one(` and `.execute(`.
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^(query|one|execute)$/]',
          message:
            "SQL belongs in the owning feature's repository (x.repository.ts): call a repository method here.",
        },
      ],
      'no-restricted-imports': ['error', { paths: dataAccessImports }],
    },
  },
  {
    files: ['backend/src/**/*.repository.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: OWN_CONNECTION,
    rules: { 'no-restricted-imports': 'off' },
  },
  // The bootstrap knows no feature: app.module.ts lists feature modules (x/x.module.ts) and nothing
  // else of them; main.ts, app.setup.ts and the OpenAPI scripts import no feature at all (each
  // module registers its own middleware, page data and start-up work).
  {
    files: ['backend/src/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: dataAccessImports,
          patterns: [
            {
              regex: `^\\./${notInFeatures}`,
              message: 'The bootstrap knows no feature: let the feature module register it.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['backend/src/app.module.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: dataAccessImports,
          patterns: [
            {
              regex: `^\\./${notInFeatures}(?![^/]+\\.module\\.js$)`,
              message: 'app.module.ts lists feature modules only (x/x.module.ts).',
            },
          ],
        },
      ],
    },
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-*/**',
      '**/.openapi-*/**',
      'data/**',
      '.test-output/**',
      'frontend/src/api/generated.*.ts',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    files: ['backend/**/*.ts'],
    rules: {
      // Nest injects by constructor parameter types: these imports are used at run time.
      '@typescript-eslint/consistent-type-imports': 'off',
    },
  },
  ...backendBoundaries,
  ...backendDataAccess,
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, boundaries },
    settings: {
      'boundaries/elements': [
        { type: 'app', pattern: 'frontend/src/app' },
        { type: 'api', pattern: 'frontend/src/api' },
        { type: 'config', pattern: 'frontend/src/config' },
        { type: 'components', pattern: 'frontend/src/components' },
        { type: 'lib', pattern: 'frontend/src/lib' },
        { type: 'feature', pattern: 'frontend/src/features/*', capture: ['feature'] },
      ],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            {
              from: { element: { type: 'app' } },
              allow: {
                to: {
                  element: { types: { anyOf: ['app', 'api', 'config', 'components', 'lib', 'feature'] } },
                },
              },
            },
            // A feature may use itself (imports inside one element are not checked) and the shared layers, never another feature.
            {
              from: { element: { type: 'feature' } },
              allow: { to: { element: { types: { anyOf: ['api', 'config', 'components', 'lib'] } } } },
            },
            {
              from: { element: { type: 'components' } },
              allow: { to: { element: { types: { anyOf: ['api', 'config', 'components', 'lib'] } } } },
            },
            {
              from: { element: { type: 'lib' } },
              allow: { to: { element: { types: { anyOf: ['api', 'config', 'lib'] } } } },
            },
            {
              from: { element: { type: 'api' } },
              allow: { to: { element: { types: { anyOf: ['api', 'config', 'lib'] } } } },
            },
            {
              from: { element: { type: 'config' } },
              allow: { to: { element: { types: { anyOf: ['config'] } } } },
            },
          ],
        },
      ],
    },
  },
  {
    // Tests may reach any layer to set up what they check.
    files: ['frontend/src/**/*.test.{ts,tsx}', 'frontend/src/test/**'],
    rules: { 'boundaries/dependencies': 'off' },
  },
);
