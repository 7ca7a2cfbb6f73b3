import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
