import crypto from "node:crypto";
import { z } from "zod";
import type { Db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { DEFAULT_CUSTOMIZATION } from "@/lib/service/accounts/get-bootstrap";
import { createCredential } from "./credentials";

const ZLanguage = z.string().regex(/^[a-z]{2}-[A-Z]{2}$/, "language codes have the form ll-CC, e.g. pt-PT");

export const ZCreateAccount = z
  .object({
    name: z.string().trim().min(1).max(200),
    language: ZLanguage.default("pt-PT"),
    languages: z.array(ZLanguage).optional(),
    publicKey: z.string().default(""),
  })
  .transform((a) => ({ ...a, languages: [...new Set([a.language, ...(a.languages ?? [])])] }));
export type TCreateAccount = z.input<typeof ZCreateAccount>;

export type CreatedAccount = { accountId: string; appId: string; credentialId: string; credential: string };

/** An account with one application and one credential (whose secret is shown only now). */
export async function createAccount(
  db: Db,
  input: TCreateAccount,
  ids: Partial<{ accountId: string; appId: string; credentialId: string; secret: string }> = {},
): Promise<CreatedAccount> {
  const parsed = ZCreateAccount.safeParse(input);
  if (!parsed.success) throw new AppError("invalid", parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; "));
  const account = parsed.data;
  const accountId = ids.accountId ?? crypto.randomUUID();
  const appId = ids.appId ?? crypto.randomUUID();
  return db.$transaction(async (tx) => {
    await tx.account.create({
      data: {
        id: accountId,
        name: account.name,
        language: account.language,
        languages: account.languages,
        publicKey: account.publicKey,
        customization: DEFAULT_CUSTOMIZATION,
      },
    });
    await tx.application.create({ data: { id: appId, accountId, name: `${account.name} app` } });
    const credential = await createCredential(tx, accountId, ids.secret, ids.credentialId);
    return { accountId, appId, credentialId: credential.id, credential: credential.secret };
  });
}

export async function setAccountActive(db: Db, id: string, active: boolean): Promise<{ id: string; active: boolean }> {
  const found = await db.account.findUnique({ where: { id }, select: { id: true } });
  if (!found) throw new AppError("not-found", `no account ${id}`);
  await db.account.update({ where: { id }, data: { active } });
  return { id, active };
}

export async function createApplication(db: Db, accountId: string, name = "app"): Promise<{ id: string }> {
  if (!(await db.account.findUnique({ where: { id: accountId }, select: { id: true } })))
    throw new AppError("not-found", `no account ${accountId}`);
  const id = crypto.randomUUID();
  await db.application.create({ data: { id, accountId, name } });
  return { id };
}

/** Every account with its applications, credentials (never their secrets) and active flow's name: the accounts page. */
export async function listAccounts(db: Db) {
  return db.account.findMany({
    orderBy: { createdAt: "asc" },
    select: {
      id: true,
      name: true,
      language: true,
      languages: true,
      active: true,
      applications: { select: { id: true, name: true }, orderBy: { createdAt: "asc" } },
      credentials: { select: { id: true, createdAt: true, revokedAt: true }, orderBy: { createdAt: "asc" } },
      flows: { where: { active: true }, select: { name: true } },
    },
  });
}

/** Each account's id and name, by name: the choice of account when importing a flow. */
export async function listAccountNames(db: Db) {
  return db.account.findMany({ orderBy: { name: "asc" }, select: { id: true, name: true } });
}
