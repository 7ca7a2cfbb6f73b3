// Every enveloped answer of the API is checked against its call's declared answer schema (http/routes.ts).
process.env.CHECK_API_ANSWERS = '1';

// TypeScript and the ESM-only dependencies (kysely) are compiled to CommonJS by swc for jest.

// Tests that use no database run once, in the PGlite pass; the PostgreSQL pass (TEST_DB=postgres)
// repeats only the tests that talk to a database.
const DATABASE_FREE = [
  'src/auth/caller-cache.test.ts',
  'src/auth/rsa.test.ts',
  'src/env.test.ts',
  'src/lib/tree.test.ts',
  'src/db/migrate-upgrade.test.ts',
  'src/lib/sized-lru.test.ts',
  'src/lib/secret-file.test.ts',
  'src/http/download.test.ts',
  'src/public/private-data.test.ts',
  'src/public/atom-feed.test.ts',
  'src/reports/cache/report-file-cache.test.ts',
  'src/reports/render/',
  'src/routes/user/generate-password.test.ts',
  'src/routes/upload/upload-names.test.ts',
  'src/routes/role-menu/build-route-tree.test.ts',
  'test/dockerfile.test.ts',
  'test/deploy-compose.test.ts',
  'test/server-process.test.ts',
  '/shared/src/',
  // Renders every report with both engines: the engines do not depend on the database, and the report
  // data itself is checked on both databases by report-data.test.ts.
  'src/routes/report/every-report-files.test.ts',
];

// What only PostgreSQL has (its listening connection, which the server may cut off) runs in its pass only.
const POSTGRES_ONLY = [
  'src/db/listen-postgres.test.ts',
  'src/db/log-chain/log-chain-postgres.test.ts',
  // Two instances behind nginx share one PostgreSQL (deploy/).
  'test/load-balanced.test.ts',
];

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test', '<rootDir>/../shared/src'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  transformIgnorePatterns: ['/node_modules/(?!(kysely|pg-boss|serialize-error|non-error|rrule-temporal|@js-temporal|temporal-polyfill)/)'],
  testPathIgnorePatterns: ['/node_modules/', ...(process.env.TEST_DB === 'postgres' ? DATABASE_FREE : POSTGRES_ONLY)],
  testTimeout: 60000,
  // Every test file leaves its vm context behind in the worker (about 100 MB with its PGlite: jest's module sandbox
  // with --experimental-vm-modules, which PGlite's dynamic imports need), so a worker ended the suite at 3 GB and took
  // longer to exit than jest waits ("a worker process has failed to exit gracefully"). A worker past this heap size
  // is replaced before its next file.
  workerIdleMemoryLimit: '180MB',
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
};
