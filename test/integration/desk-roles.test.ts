import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resendProcessLink } from "@/lib/cases/contact/resend-link";
import { DEFAULT_REASONS } from "@/lib/cases/decisions/decision-reasons";
import { confirmDecision, decideProcess } from "@/lib/cases/decisions/decisions";
import { DeskError } from "@/lib/cases/errors";
import { addNote, editNote } from "@/lib/cases/notes";
import { ROLES, type Role } from "@/lib/security/roles";
import { createProcess } from "@/lib/service/processes/create-process";
import { submitStep } from "@/lib/service/processes/submit-step";
import type { Staff } from "@/lib/staff-auth/staff-session";
import { freshDatabase, type TestDatabase } from "../support/databases";
import { accountWithFlow, contextFor, FORM_STEP, OTP_STEP } from "../support/service";

const ALLOWED: Record<Role, boolean> = { admin: true, reviewer: true, auditor: false };
const as = (role: Role, n = ""): Staff => ({ id: `${role}${n}`, email: `${role}${n}@example.com`, name: role, role, sessionId: "s" });

// Every role against every mutating desk action, at the domain layer that pages and actions call.
describe("who may change what on the desk", () => {
  let t: TestDatabase;
  let finished = "";
  let running = "";
  beforeAll(async () => {
    t = await freshDatabase("sqlite");
    const { caller } = await accountWithFlow(t.db, [FORM_STEP, OTP_STEP]);
    running = (await createProcess({ db: t.db, context: contextFor(caller) })).processId;
    await submitStep({ db: t.db, context: contextFor(caller), processId: running, body: { name: "Ana", email: "ana@example.com" } });
    const { caller: other } = await accountWithFlow(t.db, [FORM_STEP], "Other");
    finished = (await createProcess({ db: t.db, context: contextFor(other) })).processId;
    await submitStep({ db: t.db, context: contextFor(other), processId: finished, body: { name: "Bo", email: "bo@example.com" } });
  });
  afterAll(async () => t.drop());

  const actions: Record<string, (staff: Staff) => Promise<unknown>> = {
    "add a note": (staff) => addNote(t.db, staff, { processId: finished, body: "note" }),
    "edit their note": async (staff) => {
      const author = { ...staff, role: "reviewer" as const };
      const note = await addNote(t.db, author, { processId: finished, body: "mine" });
      return editNote(t.db, staff, { noteId: note.id, body: "edited" });
    },
    decide: (staff) =>
      decideProcess(t.db, {
        staff,
        decision: { processId: finished, outcome: "approved", reasonCode: "identity-verified" },
        policy: { fourEyes: false, reasons: DEFAULT_REASONS },
      }),
    "confirm a decision": async (staff) => {
      const pending = await decideProcess(t.db, {
        staff: as("reviewer", "-other"),
        decision: { processId: finished, outcome: "rejected", reasonCode: "face-mismatch" },
        policy: {
          fourEyes: true,
          reasons: DEFAULT_REASONS,
        },
      });
      return confirmDecision(t.db, staff, pending.id);
    },
    "resend the link": (staff) => resendProcessLink(t.db, staff, { processId: running }, { ip: null, userAgent: null }),
  };

  for (const [name, act] of Object.entries(actions)) {
    for (const role of ROLES) {
      it(`${role} ${ALLOWED[role] ? "may" : "may not"} ${name}`, async () => {
        const outcome = await act(as(role)).then(
          () => "allowed",
          (error: unknown) => (error instanceof DeskError && error.code === "forbidden" ? "refused" : Promise.reject(error)),
        );
        expect(outcome).toBe(ALLOWED[role] ? "allowed" : "refused");
      });
    }
  }
});
