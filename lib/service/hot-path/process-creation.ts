import type { Db } from "@/lib/db/client";
import { json, queryRows, type Statement, sql } from "@/lib/db/direct-sql";
import type { FlowSnapshot } from "@/lib/service/contract/flow-schema";

/** Whether the account has a finished process under this reference (a new one may not take it). */
export async function hasFinishedProcessWithReference(db: Db, accountId: string, reference: string): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`SELECT "id" FROM "Process" WHERE "accountId" = ${accountId} AND "reference" = ${reference} AND "status" = 'finished' LIMIT 1`,
  );
  return rows.length > 0;
}

/** The account's language and the languages it speaks (a new process picks its own from them). */
export async function accountLanguages(db: Db, accountId: string): Promise<{ language: string; languages: unknown } | undefined> {
  const [account] = await queryRows(db, sql`SELECT "language", "languages" FROM "Account" WHERE "id" = ${accountId}`);
  return account && { language: String(account.language), languages: account.languages };
}

export type NewProcessRow = {
  id: string;
  accountId: string;
  flow: FlowSnapshot;
  firstStepId: string;
  lang: string;
  appId: string;
  credentialId: string;
  version: string;
  appVersion: string;
  reference: string | null;
  now: Date;
};

/** A new process's row, at its flow's first step, with one event counted (its process-created). */
export function insertProcess(p: NewProcessRow): Statement {
  return sql`INSERT INTO "Process" ("id", "accountId", "flowId", "flowSnapshot", "currentStepId", "history", "stepState", "status", "lang",
    "appId", "credentialId", "version", "appVersion", "reference", "eventCount", "createdAt", "updatedAt")
    VALUES (${p.id}, ${p.accountId}, ${p.flow.id}, ${json(p.flow)}, ${p.firstStepId}, ${json([])}, ${json({})}, 'in-progress',
    ${p.lang}, ${p.appId}, ${p.credentialId}, ${p.version}, ${p.appVersion}, ${p.reference}, 1, ${p.now}, ${p.now})`;
}
