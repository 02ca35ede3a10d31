import "server-only";
import { forbidden, redirect } from "next/navigation";
import { getServerSession } from "next-auth";
import { db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
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

/** For server actions and route handlers, which answer instead of redirecting. */
export async function assertStaff(permission: Permission): Promise<Staff> {
  const staff = await currentStaff();
  if (!staff) throw new AppError("unauthenticated");
  if (!can(staff.role, permission)) throw new AppError("forbidden");
  return staff;
}
