import "server-only";
import { forbidden, redirect } from "next/navigation";
import { NextResponse } from "next/server";
import { getServerSession } from "next-auth";
import { cache } from "react";
import { db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { AppError, isCallersMistake, isUpstreamFailure } from "@/lib/errors";
import { errorSummary, logger } from "@/lib/observability/logger";
import { can, type Permission } from "../security/roles";
import { authOptions } from "./options";
import { resolveStaffSession, type SessionStage, type Staff, type StaffSessionState } from "./staff-session";

/**
 * The caller's live session at whatever stage: a second factor may still be awaited. Read once per page render
 * (React's cache: the layout and the page both ask; each action and route handler reads it afresh).
 */
export const currentSession = cache(async (): Promise<StaffSessionState | null> => {
  const session = await getServerSession(authOptions());
  if (!session?.sid) return null;
  const config = env();
  return resolveStaffSession(db(), session.sid, {
    maxAgeMs: config.SESSION_MAX_HOURS * 3600_000,
    idleMs: config.SESSION_IDLE_MINUTES * 60_000,
  });
});

/** The signed-in staff member, only once every factor is checked. */
export async function currentStaff(): Promise<Staff | null> {
  const session = await currentSession();
  return session?.stage === "active" ? session : null;
}

/** Where a session that is not yet usable must go first. */
export const PENDING_STAGE_PAGES: Record<Exclude<SessionStage, "active">, string> = {
  "second-factor": "/sign-in/second-factor",
  enrol: "/sign-in/enrol",
};

/** For pages and layouts: no live session → the sign-in page (or its second-factor step); a role without the permission → 403 page. */
export async function requireStaff(permission: Permission = "records:read"): Promise<Staff> {
  const session = await currentSession();
  if (!session) redirect("/sign-in");
  if (session.stage !== "active") redirect(PENDING_STAGE_PAGES[session.stage]);
  if (!can(session.role, permission)) forbidden();
  return session;
}

/** For the second-factor and enrolment steps: a session at one of these stages, else the sign-in page. */
export async function requireSessionAt(stages: readonly SessionStage[]): Promise<StaffSessionState> {
  const session = await currentSession();
  if (!session) redirect("/sign-in");
  if (!stages.includes(session.stage)) redirect(session.stage === "active" ? "/" : PENDING_STAGE_PAGES[session.stage]);
  return session;
}

/** For route handlers (through staffRoute), which answer instead of redirecting. */
async function assertStaff(permission: Permission): Promise<Staff> {
  const staff = await currentStaff();
  if (!staff) throw new AppError("unauthenticated");
  if (!can(staff.role, permission)) throw new AppError("forbidden");
  return staff;
}

/**
 * Every staff route handler, once: the session and the role checked (401 or 403, never a redirect: downloads and
 * fetches read the answer), then the handler; a caller's mistake it throws is answered with its status and message,
 * and so is a remote service's failure (502, logged), which is no bug of this one.
 */
export function staffRoute<P>(permission: Permission, handler: (request: Request, staff: Staff, params: P) => Promise<Response>) {
  return async (request: Request, { params }: { params: Promise<P> }): Promise<Response> => {
    try {
      return await handler(request, await assertStaff(permission), await params);
    } catch (error) {
      if (isUpstreamFailure(error)) logger.warn({ code: error.code, ...errorSummary(error) }, "staff route: remote service failed");
      else if (!isCallersMistake(error)) throw error;
      return NextResponse.json({ message: error.message }, { status: error.status, headers: { "Cache-Control": "private, no-store" } });
    }
  };
}
