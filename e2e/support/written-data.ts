import path from "node:path";
import Database from "better-sqlite3";

const E2E_DIR = path.resolve(process.env.E2E_DIR ?? ".e2e");

/**
 * The words people wrote into the e2e server's database (flow and step names, references, names of accounts, apps,
 * tags, staff and saved views, notes, decisions' comments and acknowledgements, a call agent's reason and note, webhook
 * addresses, remote accounts' names, an erasure's reason): shown as written, in whatever language their author used.
 */
export function writtenData(): Set<string> {
  const db = new Database(path.join(E2E_DIR, "e2e.db"), { readonly: true, fileMustExist: true });
  try {
    const column = (sql: string) => (db.prepare(sql).pluck().all() as (string | null)[]).filter((v): v is string => Boolean(v));
    // A step's name and id, and the labels its author gave (a form's fields…): the flow's author wrote them.
    const stepNames = column(`SELECT steps FROM "Flow"`).flatMap((steps) =>
      (JSON.parse(steps) as { id?: string; name?: string }[]).flatMap((step) => [
        ...(step.name ? [step.name] : []),
        ...(step.id ? [step.id] : []),
        ...labelsIn(step),
      ]),
    );
    return new Set([
      ...column(`SELECT name FROM "Flow"`),
      ...stepNames,
      ...column(`SELECT reference FROM "Process"`),
      ...column(`SELECT name FROM "Account"`),
      ...column(`SELECT name FROM "Application"`),
      ...column(`SELECT name FROM "CaseTag"`),
      ...column(`SELECT name FROM "User"`),
      ...column(`SELECT name FROM "SavedView"`),
      ...column(`SELECT body FROM "ProcessNote"`),
      // A webhook's address as its admin typed it (the role-matrix spec names its own "redeliver-…").
      ...column(`SELECT url FROM "WebhookEndpoint"`),
      // A remote account's name as its admin gave it (the role-matrix spec adds "own-…-remote").
      ...column(`SELECT name FROM "RemoteAccount"`),
      // Why an admin erased a process, as typed on the erasure form (the role-matrix spec's "e2e erasure request").
      ...column(`SELECT reason FROM "ProcessTombstone"`),
      // A decision's comment, and each concern as its reviewer read it when acknowledging it (kept as that record of
      // what was shown then, in the language the reviewer used).
      ...column(`SELECT comment FROM "ProcessDecision"`),
      ...column(`SELECT label FROM "DecisionAcknowledgement"`),
      // The agent's own words on a call's verdict (why it failed, a note): typed in the call room, shown as typed.
      ...column(`SELECT json_extract(provider, '$.result.reason') FROM "StepRecord" WHERE action = 'videoconference'`),
      ...column(`SELECT json_extract(provider, '$.result.note') FROM "StepRecord" WHERE action = 'videoconference'`),
    ]);
  } finally {
    db.close();
  }
}

function labelsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(labelsIn);
  if (!value || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, inner]) => (key === "label" && typeof inner === "string" ? [inner] : labelsIn(inner)));
}
