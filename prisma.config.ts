// The Prisma CLI insists on a native schema engine it cannot download here; generate/validate/format
// need none, and /bin/false (not /bin/true) makes any command that would need it fail loudly.
process.env.PRISMA_SCHEMA_ENGINE_BINARY ??= "/bin/false";
process.env.CHECKPOINT_DISABLE = "1";

import { defineConfig } from "prisma/config";

export default defineConfig({
  schema: process.env.PRISMA_SCHEMA_DIR ?? "prisma/schema",
});
