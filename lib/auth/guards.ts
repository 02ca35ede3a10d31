import "server-only";
import { forbidden, redirect } from "next/navigation";
import { NextResponse } from "next/server";
import { getServerSession } from "next-auth";
import { db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { AppError, isCallersMistake } from "@/lib/errors";
import { authOptions } from "./options";
import { can, type Permission } from "./roles";
import { resolveStaffSession, type Staff } from "./staff-session";

export async function currentStaff(): Promise<Staff | null> {
  const session = await getServerSession(authOptions());
  if (!session?.sid) return null;
  const config = env();
  return resolveStaffSession(db(), session.sid, {
    maxAgeMs: config.SESSION_MAX_HOURS * 3600_000,
    idleMs: config.SESSION_IDLE_MINUTES * 60_000,
  });
}

/** For pages and layouts: no live session → the sign-in page; a role without the permission → 403 page. */
export async function requireStaff(permission: Permission = "records:read"): Promise<Staff> {
  const staff = await currentStaff();
  if (!staff) redirect("/sign-in");
  if (!can(staff.role, permission)) forbidden();
  return staff;
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
 * fetches read the answer), then the handler; a caller's mistake it throws is answered with its status and message.
 */
export function staffRoute<P>(permission: Permission, handler: (request: Request, staff: Staff, params: P) => Promise<Response>) {
  return async (request: Request, { params }: { params: Promise<P> }): Promise<Response> => {
    try {
      return await handler(request, await assertStaff(permission), await params);
    } catch (error) {
      if (!isCallersMistake(error)) throw error;
      return NextResponse.json({ message: error.message }, { status: error.status, headers: { "Cache-Control": "private, no-store" } });
    }
  };
}
