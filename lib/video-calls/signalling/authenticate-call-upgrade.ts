import type http from "node:http";
import { decode } from "next-auth/jwt";
import { getApplicantSession } from "@/lib/applicant/get-applicant-session";
import { LINK_COOKIE } from "@/lib/applicant/link-token";
import type { Db } from "@/lib/db/client";
import type { TEnv } from "@/lib/env";
import { can } from "@/lib/security/roles";
import { resolveStaffSession } from "@/lib/staff-auth/staff-session";
import { callHeldBy, getOpenCall } from "@/lib/video-calls/room/open-call";
import type { CallRole } from "./call-rooms";

export type UpgradeVerdict = { ok: true; processId: string; role: CallRole } | { ok: false; status: number; reason: string };

// The agent's socket: /rtm/<process id>; the applicant's sits under the page its link cookie is bound to.
const AGENT_PATH = /^\/rtm\/([A-Za-z0-9_-]{1,100})$/;
const APPLICANT_PATH = /^\/verify\/([A-Za-z0-9_-]{1,100})\/rtm$/;
const SESSION_COOKIES = ["__Secure-next-auth.session-token", "next-auth.session-token"];

export function isCallSocketPath(pathname: string): boolean {
  return AGENT_PATH.test(pathname) || APPLICANT_PATH.test(pathname);
}

function cookiesOf(req: http.IncomingMessage): Map<string, string> {
  const jar = new Map<string, string>();
  for (const part of (req.headers.cookie ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at > 0) jar.set(part.slice(0, at).trim(), decodeURIComponent(part.slice(at + 1).trim()));
  }
  return jar;
}

const refuse = (status: number, reason: string): UpgradeVerdict => ({ ok: false, status, reason });

async function authenticateAgent(db: Db, config: TEnv, processId: string, jar: Map<string, string>): Promise<UpgradeVerdict> {
  const token = SESSION_COOKIES.map((name) => jar.get(name)).find(Boolean);
  const claims = token ? await decode({ token, secret: config.NEXTAUTH_SECRET }).catch(() => null) : null;
  const staff =
    typeof claims?.sid === "string"
      ? await resolveStaffSession(db, claims.sid, {
          maxAgeMs: config.SESSION_MAX_HOURS * 3600_000,
          idleMs: config.SESSION_IDLE_MINUTES * 60_000,
        })
      : null;
  if (!staff) return refuse(401, "sign in again");
  if (!can(staff.role, "records:act")) return refuse(403, "this role cannot join calls");
  const call = await getOpenCall(db, processId);
  if (!call) return refuse(409, "the call is not open");
  if (call.agentId !== staff.id) return refuse(409, callHeldBy(call).message);
  return { ok: true, processId, role: "agent" };
}

async function authenticateApplicant(db: Db, processId: string, jar: Map<string, string>): Promise<UpgradeVerdict> {
  const session = await getApplicantSession(db, processId, jar.get(LINK_COOKIE));
  if (!session) return refuse(401, "the link is not valid");
  const call = await getOpenCall(db, processId);
  if (!call) return refuse(409, "the call is not open");
  if (!call.consentAt) return refuse(409, "consent to the recording first");
  return { ok: true, processId, role: "applicant" };
}

/**
 * Who may open a call's socket, decided before the upgrade completes: a page of this installation (Origin), then the
 * agent's live staff session with `records:act` holding the process's open call, or the applicant's link session of
 * that very process once they consented. Anything else is refused with its status and nothing about the process.
 */
export async function authenticateCallUpgrade(db: Db, config: TEnv, req: http.IncomingMessage): Promise<UpgradeVerdict> {
  const url = new URL(req.url ?? "/", "http://local");
  if (req.headers.origin !== new URL(config.APP_URL).origin) return refuse(403, "not from this installation's pages");
  const jar = cookiesOf(req);
  const agent = AGENT_PATH.exec(url.pathname);
  if (agent?.[1]) return authenticateAgent(db, config, agent[1], jar);
  const applicant = APPLICANT_PATH.exec(url.pathname);
  if (applicant?.[1]) return authenticateApplicant(db, applicant[1], jar);
  return refuse(404, "no such socket");
}
