import { z } from "zod";
import type { Db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { openSecret, sealSecret } from "./sealed-secret";

const ZRemoteAccount = z.object({
  name: z.string().trim().min(1, "Name the remote account.").max(100),
  credential: z.string().trim().min(1, "Give the remote account's svc-credential.").max(500),
});

export type RemoteAccountRow = { id: string; name: string; createdAt: Date };

/** Stores a remote account's svc-credential, sealed; the name is what staff see. */
export async function addRemoteAccount(db: Db, input: { name: string; credential: string }, now = new Date()): Promise<RemoteAccountRow> {
  const parsed = ZRemoteAccount.safeParse(input);
  if (!parsed.success) throw new AppError("invalid", parsed.error.issues[0]?.message);
  if (await db.remoteAccount.findUnique({ where: { name: parsed.data.name }, select: { id: true } }))
    throw new AppError("conflict", `A remote account named "${parsed.data.name}" exists already.`);
  return db.remoteAccount.create({
    data: { id: crypto.randomUUID(), name: parsed.data.name, credentialSealed: sealSecret(parsed.data.credential), createdAt: now },
    select: { id: true, name: true, createdAt: true },
  });
}

export function listRemoteAccounts(db: Db): Promise<RemoteAccountRow[]> {
  return db.remoteAccount.findMany({ orderBy: { name: "asc" }, select: { id: true, name: true, createdAt: true } });
}

/** Removes a remote account; the processes remembered through it stay listed but can no longer be read. */
export async function removeRemoteAccount(db: Db, name: string): Promise<RemoteAccountRow> {
  const row = await db.remoteAccount.findUnique({ where: { name }, select: { id: true, name: true, createdAt: true } });
  const { count } = row ? await db.remoteAccount.deleteMany({ where: { id: row.id } }) : { count: 0 };
  if (!row || !count) throw new AppError("not-found", `No remote account named "${name}".`);
  return row;
}

/** Every remote account with its credential opened, for the calls of one request (held in memory only). */
export async function remoteCredentials(db: Db): Promise<{ id: string; credential: string }[]> {
  const rows = await db.remoteAccount.findMany({ orderBy: { createdAt: "asc" }, select: { id: true, credentialSealed: true } });
  return rows.map((row) => ({ id: row.id, credential: openSecret(row.credentialSealed) }));
}
