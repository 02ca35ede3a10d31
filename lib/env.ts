import path from "node:path";
import { z } from "zod";
import { ROLES } from "@/lib/security/roles";

export const ZFlag = z
  .enum(["0", "1", "false", "true"])
  .default("0")
  .transform((v) => v === "1" || v === "true");

/** A claim value (an IdP group) → the role it grants. */
const ZRoleMap = z.record(z.string(), z.enum(ROLES));

const ZSeconds = (fallback: number) => z.coerce.number().positive().default(fallback);

const ZIceServers = z.array(
  z.strictObject({
    urls: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]),
    username: z.string().optional(),
    credential: z.string().optional(),
  }),
);

const ZEnvFields = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  APP_URL: z.url({ message: "APP_URL must be an absolute http(s) URL, e.g. http://localhost:3000" }).default("http://localhost:3000"),
  HOST: z.string().default("0.0.0.0"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATABASE_URL: z
    .string()
    .default("file:./data/idv.db")
    .refine((url) => /^(file:|postgres(ql)?:\/\/)/.test(url), "DATABASE_URL must start with file: (SQLite) or postgres:// (PostgreSQL)"),
  DATA_DIR: z.string().default("./data"),
  NEXTAUTH_SECRET: z
    .string()
    .min(32, "NEXTAUTH_SECRET must be at least 32 characters; `bash scripts/setup.sh` generates one into .env.local"),
  SESSION_MAX_HOURS: z.coerce.number().positive().max(12).default(12),
  SESSION_IDLE_MINUTES: z.coerce.number().positive().max(30).default(30),
  SIGNIN_MAX_FAILURES: z.coerce.number().int().positive().default(10),
  SIGNIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().positive().default(50),
  SIGNIN_WINDOW_MINUTES: z.coerce.number().positive().default(15),
  TRUST_PROXY: ZFlag,
  FOUR_EYES: ZFlag,
  DECISION_REASONS_FILE: z.string().optional(),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error"]).default("info"),
  METRICS_TOKEN: z.string().min(16, "METRICS_TOKEN must be at least 16 characters").optional(),
  MASK_PERSONAL_DATA_FOR_AUDITORS: z
    .enum(["0", "1", "false", "true"])
    .default("1")
    .transform((v) => v === "1" || v === "true"),
  ICE_SERVERS: z
    .string()
    .default("[]")
    .transform((text, ctx) => {
      const parsed = (() => {
        try {
          return ZIceServers.safeParse(JSON.parse(text));
        } catch {
          return null;
        }
      })();
      if (parsed?.success) return parsed.data;
      ctx.addIssue({
        code: "custom",
        message: 'ICE_SERVERS must be a JSON array like [{"urls":"turn:turn.example.com:3478","username":"u","credential":"p"}]',
      });
      return z.NEVER;
    }),
  HTTP_HEADERS_TIMEOUT_SECONDS: ZSeconds(10),
  HTTP_REQUEST_TIMEOUT_SECONDS: ZSeconds(120),
  HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: ZSeconds(65),
  HTTP_IDLE_TIMEOUT_SECONDS: ZSeconds(120),
  STORAGE_ORPHAN_GRACE_SECONDS: ZSeconds(900),
  WEBHOOKS_ALLOW_PRIVATE: ZFlag,
  WEBHOOKS_TIMEOUT_SECONDS: ZSeconds(10),
  RETENTION_DEFAULT_KEEP_DAYS: z.coerce.number().int().positive().default(1826),
  RETENTION_DEFAULT_UNFINISHED_DAYS: z.coerce.number().int().positive().default(180),
  SCREENING_INTERVAL_HOURS: z.coerce.number().positive().default(24),
  STORAGE: z.enum(["local", "s3"]).default("local"),
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.url({ message: "S3_ENDPOINT must be an absolute http(s) URL, e.g. http://minio:9000" }).optional(),
  S3_REGION: z.string().default("us-east-1"),
  S3_FORCE_PATH_STYLE: ZFlag,
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  // Staff single sign-on (lib/staff-auth/oidc/) and passkeys.
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_NAME: z.string().min(1).default("single sign-on"),
  OIDC_ROLE_CLAIM: z.string().min(1).default("groups"),
  OIDC_ROLE_MAP: z
    .string()
    .default("{}")
    .transform((text, ctx) => {
      try {
        return ZRoleMap.parse(JSON.parse(text));
      } catch {
        ctx.addIssue({ code: "custom", message: `OIDC_ROLE_MAP must be JSON like {"idv-admins":"admin"} with roles ${ROLES.join(", ")}` });
        return z.NEVER;
      }
    }),
  SSO_ONLY: ZFlag,
  PASSKEY_ORIGIN: z.url().optional(),
  // Remote mode (lib/records/remote-process-records.ts): the back office reads another service's processes through its API.
  RECORDS_SOURCE: z.enum(["local", "remote"]).default("local"),
  REMOTE_BASE_URL: z.url({ message: "REMOTE_BASE_URL must be the remote API's absolute URL, e.g. https://idv.example.com/api" }).optional(),
  REMOTE_TIMEOUT_SECONDS: ZSeconds(10),
  // The process service's own limits and transports.
  SMTP_URL: z.string().optional(),
  SMTP_FROM: z.string().default("IDV <no-reply@idv.local>"),
  /** Development only: the outbox keeps one-time codes and link tokens in clear (there is no SMS gateway to read them from). */
  OUTBOX_KEEP_SECRETS: ZFlag,
  /** The SMPP 3.4 gateway (smpp://system_id:password@host:port); unset: SMS go to the outbox only. */
  SMPP_URL: z.string().optional(),
  /** The sender the gateway shows (source_addr): a number or an alphanumeric name. */
  SMPP_SOURCE_ADDR: z.string().default("IDV"),
  NONCE_TTL_SECONDS: z.coerce.number().int().positive().default(600),
  OTP_TTL_SECONDS: z.coerce.number().int().positive().default(600),
  LINK_TTL_HOURS: z.coerce.number().positive().default(72),
  SESSION_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(900),
  /** The largest file a step may carry, in bytes (system.fileMaxSize). */
  FILE_MAX_SIZE_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(10 * 1024 * 1024),
  /** Requests per credential per window; 0 turns the limit off. */
  RATE_LIMIT_REQUESTS: z.coerce.number().int().min(0).default(1200),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
  RTM_URL: z.string().default(""),
  QUALIFIED_PUBLIC_KEY: z.string().default(""),
});

const ZEnv = ZEnvFields.refine((e) => !e.SSO_ONLY || (e.OIDC_ISSUER && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET), {
  path: ["SSO_ONLY"],
  message: "SSO_ONLY=1 needs OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET (else nobody can sign in)",
})
  .refine((e) => e.HTTP_HEADERS_TIMEOUT_SECONDS <= e.HTTP_REQUEST_TIMEOUT_SECONDS, {
    path: ["HTTP_HEADERS_TIMEOUT_SECONDS"],
    message: "HTTP_HEADERS_TIMEOUT_SECONDS cannot exceed HTTP_REQUEST_TIMEOUT_SECONDS (the headers are part of the request)",
  })
  .refine((e) => e.RECORDS_SOURCE !== "remote" || Boolean(e.REMOTE_BASE_URL), {
    path: ["REMOTE_BASE_URL"],
    message: "RECORDS_SOURCE=remote needs REMOTE_BASE_URL",
  })
  .refine((e) => e.STORAGE !== "s3" || Boolean(e.S3_BUCKET), { path: ["S3_BUCKET"], message: "STORAGE=s3 needs S3_BUCKET" })
  .refine((e) => Boolean(e.S3_ACCESS_KEY_ID) === Boolean(e.S3_SECRET_ACCESS_KEY), {
    path: ["S3_SECRET_ACCESS_KEY"],
    message: "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (neither: the AWS SDK's default credential chain)",
  });

export type TEnv = z.infer<typeof ZEnv> & { databaseKind: "sqlite" | "postgres"; sqlitePath: string | null; dataDir: string };

let cached: TEnv | undefined;

/** Configuration, parsed once; a bad value stops the process with every problem listed. */
export function env(): TEnv {
  if (cached) return cached;
  const parsed = ZEnv.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  const values = parsed.data;
  const isSqlite = values.DATABASE_URL.startsWith("file:");
  cached = {
    ...values,
    databaseKind: isSqlite ? "sqlite" : "postgres",
    sqlitePath: isSqlite ? path.resolve(values.DATABASE_URL.slice("file:".length)) : null,
    dataDir: path.resolve(values.DATA_DIR),
  };
  return cached;
}

/** For tests that change process.env between cases. */
export function resetEnvForTests(): void {
  cached = undefined;
}
