// One lint setup for both apps: TypeScript rules everywhere, React hooks rules and layer
// boundaries (app → features → components/lib; no feature imports another) in the frontend.
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
