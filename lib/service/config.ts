import { z } from "zod";
import { ZFlag } from "@/lib/env";

const ZServiceConfig = z.object({
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

export type TServiceConfig = z.infer<typeof ZServiceConfig>;

let cached: TServiceConfig | undefined;

/** The service's own settings (beside lib/env.ts), parsed once. */
export function serviceConfig(): TServiceConfig {
  cached ??= ZServiceConfig.parse(process.env);
  return cached;
}

export function resetServiceConfigForTests(): void {
  cached = undefined;
}

/** A JSON body may carry the step's files in Base64 (4/3 larger), e.g. a document's front and back. */
export function bodyLimitBytes(config: TServiceConfig = serviceConfig()): number {
  return Math.ceil((config.FILE_MAX_SIZE_BYTES * 4) / 3) * 2 + 64 * 1024;
}
