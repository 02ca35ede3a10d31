import type { Db } from "@/lib/db/client";
import type { Row } from "@/lib/db/direct-sql";

/** Who is calling and from what device: resolved once per request by the HTTP layer. */
export type Device = { deviceType: "desktop" | "mobile"; operatingSystem: string; browser: string };

export type Caller = { accountId: string; credentialId: string; appId: string };

export type RequestContext = Caller & { device: Device; now: Date };

/**
 * A read of one of the caller's processes. `preread`: the process's row when the request read it with its caller's
 * admission (`admitCallerAndReadProcess`).
 */
export type ProcessRead = { db: Db; caller: Caller; processId: string; preread?: Row };
