import path from "node:path";
import { defineConfig } from "vitest/config";
import { LongFilesFirst } from "./test/support/long-files-first";

// The configuration every process validates at start (lib/env.ts) asks for a session secret: tests have one of their own.
const env = { NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET ?? "vitest-session-secret-of-at-least-32-characters" };

const alias = {
  "@": path.resolve(import.meta.dirname),
  // Next enforces `server-only` at build time; under Vitest the modules are plain Node code.
  "server-only": path.resolve(import.meta.dirname, "test/support/empty-module.ts"),
};

// scripts/test-all.sh sets FORBID_ONLY: a test left focused with .only fails the run there (each project needs it).
const allowOnly = !(process.env.CI || process.env.FORBID_ONLY);

export default defineConfig({
  resolve: { alias },
  test: {
    // One pool of two workers (the machine's two cores) for all three projects: a long file of one project (the crash
    // and backup tests, the MRZ corpus) runs beside the short files of the others instead of ending its group alone.
    maxWorkers: 2,
    sequence: { sequencer: LongFilesFirst },
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          allowOnly,
          include: ["lib/**/*.test.ts", "test/unit/**/*.test.ts", "scripts/**/*.test.ts"],
          environment: "node",
          env,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          allowOnly,
          include: ["test/integration/**/*.test.ts"],
          environment: "node",
          // scripts/test-all.sh runs this project on SQLite with local files, then on PostgreSQL with S3 storage.
          env: { ...env, ...(process.env.INTEGRATION_DATABASES ? { TEST_DATABASES: process.env.INTEGRATION_DATABASES } : {}) },
          globalSetup: ["test/support/global-setup.ts", "test/support/build-server-setup.ts"],
          setupFiles: ["test/support/storage-setup.ts", "test/support/compose-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: true,
        },
      },
      {
        resolve: { alias },
        test: {
          // The security review's regression tests; some start the production server (needs `next build`).
          name: "security",
          allowOnly,
          include: ["test/security/**/*.test.ts"],
          environment: "node",
          // The races and crash tests the S3 pass repeats on PostgreSQL run on INTEGRATION_DATABASES here (test/support/databases.ts).
          env: { ...env, ...(process.env.INTEGRATION_DATABASES ? { PAIRED_DATABASES: process.env.INTEGRATION_DATABASES } : {}) },
          globalSetup: ["test/support/global-setup.ts", "test/support/build-server-setup.ts"],
          setupFiles: ["test/support/storage-setup.ts", "test/support/compose-setup.ts"],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: true,
        },
      },
    ],
  },
});
