import crypto from "node:crypto";
import type { Db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { sha256Hex } from "@/lib/security/secrets";
import { createAccount } from "../provisioning/accounts";
import { ONBOARDING_FLOW, readBundledFlows } from "../provisioning/bundled-flows";
import { importFlow } from "../provisioning/flows";

export const DEMO_IDS = { accountId: "demo-account", appId: "demo-app", credentialId: "demo-credential" } as const;

/**
 * The demo credential's secret is derived from NEXTAUTH_SECRET (HMAC), so a re-run of the seed can print
 * it again while the database keeps only its hash; another install (another secret) gets another one.
 */
export function demoCredentialSecret(): string {
  return `sk_demo_${crypto.createHmac("sha256", env().NEXTAUTH_SECRET).update("idv demo credential").digest("base64url")}`;
}

export type DemoAccount = {
  accountId: string;
  appId: string;
  credentialId: string;
  credential: string;
  flows: Record<string, string>;
  activeFlowId: string;
};

/** Idempotent: the demo account, its app and credential, and every bundled flow (the Portuguese onboarding active). */
export async function seedDemoAccount(db: Db): Promise<DemoAccount> {
  const secret = demoCredentialSecret();
  const existing = await db.account.findUnique({ where: { id: DEMO_IDS.accountId }, select: { id: true } });
  if (!existing) {
    await createAccount(db, { name: "Demo Bank", language: "pt-PT", languages: ["pt-PT", "en-GB"] }, { ...DEMO_IDS, secret });
  } else {
    await db.credential.upsert({
      where: { id: DEMO_IDS.credentialId },
      create: { id: DEMO_IDS.credentialId, accountId: DEMO_IDS.accountId, secretHash: sha256Hex(secret) },
      update: { secretHash: sha256Hex(secret), revokedAt: null },
    });
    await db.application.upsert({
      where: { id: DEMO_IDS.appId },
      create: { id: DEMO_IDS.appId, accountId: DEMO_IDS.accountId, name: "Demo Bank app" },
      update: {},
    });
    await db.account.update({ where: { id: DEMO_IDS.accountId }, data: { active: true } });
  }
  const flows: Record<string, string> = {};
  for (const bundled of readBundledFlows()) {
    const id = `demo-${bundled.name}`;
    await importFlow(db, { accountId: DEMO_IDS.accountId, definition: bundled.definition, id, activate: bundled.name === ONBOARDING_FLOW });
    flows[bundled.name] = id;
  }
  return { ...DEMO_IDS, credential: secret, flows, activeFlowId: flows[ONBOARDING_FLOW] ?? "" };
}
