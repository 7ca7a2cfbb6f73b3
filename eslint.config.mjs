import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// A product catch never swallows its error: it binds it and logs it, rethrows it with { cause }, or tells it apart
// (and rethrows the others); a promise's catch handler takes the error too. A catch that rightly answers for an
// error without using it says why in an eslint-disable comment.
const SILENT_CATCHES = [
  {
    selector: 'CatchClause[param=null]',
    message: 'Bind the caught error: log it, rethrow it with { cause }, or tell the expected one apart and rethrow the rest.',
  },
  {
    selector: "CallExpression[callee.property.name='catch'] > :function[params.length=0]",
    message: 'A promise’s catch handler takes the error: log it, rethrow it with { cause }, or tell the expected one apart.',
  },
  {
    selector: "CallExpression[callee.property.name='catch'] > :function > Identifier.params[name=/^_/]",
    message: 'A promise’s catch handler uses the error it takes: log it, rethrow it with { cause }, or tell it apart.',
  },
];
const PRODUCT_CODE = ['report-service/src/**/*.{ts,tsx}', 'shared/src/**/*.{ts,tsx}', 'web/src/**/*.{ts,tsx}'];
const TEST_CODE = ['**/*.test.{ts,tsx}', '**/*.test-util.ts'];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '**/*.d.ts', 'tests/artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'max-lines': ['error', { max: 400 }],
    },
  },
  {
    files: PRODUCT_CODE,
    ignores: TEST_CODE,
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'all' }],
      'no-empty': ['error', { allowEmptyCatch: false }],
      'no-restricted-syntax': ['error', ...SILENT_CATCHES],
    },
  },
  {
    // Rendering and background work never reach into HTTP handlers.
    files: ['report-service/src/reports/**/*.{ts,tsx}', 'report-service/src/jobs/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/routes/**'] }] },
  },
  {
    // A handler reads validate → authorize → command/query → present; its SQL lives beside it.
    files: ['report-service/src/routes/**/*.ts'],
    ignores: ['**/*-queries.ts', '**/*-commands.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...SILENT_CATCHES,
        {
          selector: 'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom)$/]',
          message: 'SQL lives in *-queries.ts (reads) and *-commands.ts (writes).',
        },
      ],
    },
  },
  {
    // The web's API layer holds calls only.
    files: ['web/src/api/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/layouts/**', '**/views/**', '**/components/**'] }] },
  },
  {
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@proposal-desk/web*', '@proposal-desk/report-service*', '**/report-service/**', '**/web/**'] },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
