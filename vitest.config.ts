import { defineConfig } from 'vitest/config'

/**
 * Tests that touch the database, named so: a feature's `*.db.test.ts` (services) and
 * `*.api.test.ts` (HTTP), the server's, the scripts'. They run once on PGlite and, with
 * TEST_DATABASE_URL, again on PostgreSQL; every other test beside the code runs once, as
 * a unit test.
 */
const DATABASE_TESTS = ['{app,server,db,scripts}/**/*.db.test.ts', '{app,server}/**/*.api.test.ts']

/**
 * The database tests' files share their worker's modules (isolate: false): each file
 * still gets its own database, DATA_DIR and empty tables (tests/setup/db-setup.ts), but
 * the embedded database's WebAssembly, Drizzle and the app's modules load once per
 * worker, not once per file: both projects took 164 s instead of about 400, the load
 * and setup of each file having been half the machine's work.
 */
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on the 2-core machine,
    // files one after another. The database tests wait on PostgreSQL and the file system
    // much of the time: three at once took 385 s against 467 s for two and one (four: 397 s).
    maxWorkers: 3,
    // our own config, so the React Router plugin stays out of the test run
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{app,server}/**/*.test.{ts,tsx}'],
          exclude: DATABASE_TESTS,
        },
      },
      {
        test: {
          name: 'pglite',
          include: DATABASE_TESTS,
          globalSetup: ['tests/setup/migrated-pglite.ts'],
          setupFiles: ['tests/setup/db-setup.ts'],
          env: { TEST_DB: 'pglite' },
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: 'postgres',
                include: DATABASE_TESTS,
                globalSetup: ['tests/setup/migrated-postgres.ts'],
                setupFiles: ['tests/setup/db-setup.ts'],
                env: { TEST_DB: 'postgres' },
                isolate: false,
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      {
        test: {
          name: 'process',
          include: ['tests/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // each test starts real server processes: one file at a time keeps the 2 cores for
          // them (npm test runs this project after the others, not beside them)
          fileParallelism: false,
          maxWorkers: 1,
        },
      },
    ],
  },
})
