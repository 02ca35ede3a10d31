import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = {
  "@": path.resolve(import.meta.dirname),
  // Next enforces `server-only` at build time; under Vitest the modules are plain Node code.
  "server-only": path.resolve(import.meta.dirname, "test/support/empty-module.ts"),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: "unit", include: ["lib/**/*.test.ts", "test/unit/**/*.test.ts", "scripts/**/*.test.ts"], environment: "node" },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["test/integration/**/*.test.ts"],
          environment: "node",
          globalSetup: ["test/support/global-setup.ts"],
          setupFiles: ["test/support/storage-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: true,
          maxWorkers: 2,
          // Runs after the unit project: projects with different maxWorkers need their own group.
          sequence: { groupOrder: 1 },
        },
      },
      {
        resolve: { alias },
        test: {
          // The security review's regression tests; some start the production server (needs `next build`).
          name: "security",
          include: ["test/security/**/*.test.ts"],
          environment: "node",
          globalSetup: ["test/support/global-setup.ts", "test/support/build-server-setup.ts"],
          setupFiles: ["test/support/storage-setup.ts"],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: true,
          maxWorkers: 2,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
