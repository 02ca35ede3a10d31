const baseHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // The applicant pages send a document's photos through a server action (the service then checks its own limit).
  experimental: { authInterrupts: true, serverActions: { bodySizeLimit: "30mb" } },
  reactStrictMode: true,
  // Every page's <title> in the first bytes of its <head>, as for the bots Next.js names: streamed in later (Next's
  // default for dynamic pages), a screen reader announces a page without a name, and axe finds one under load.
  htmlLimitedBots: /.*/,
  serverExternalPackages: [
    "@prisma/adapter-better-sqlite3",
    "@prisma/adapter-pg",
    "better-sqlite3",
    "pg",
    "@prisma/schema-engine-wasm",
    "pdfkit",
    "@aws-sdk/client-s3",
    "@aws-sdk/lib-storage",
    // Its worker file is found by path at run time: bundled, that path points nowhere.
    "piscina",
  ],
  // Static assets skip proxy.ts; they still get the headers every response carries.
  async headers() {
    return [{ source: "/:path*", headers: baseHeaders }];
  },
};

export default nextConfig;
