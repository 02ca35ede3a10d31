import nextEnv from "@next/env";

// Scripts read .env / .env.local exactly as Next does, so the CLI, the server and the pages agree on configuration.
nextEnv.loadEnvConfig(process.cwd(), process.env.NODE_ENV === "development");
