import type { Db } from "@/lib/db/client";
import type { Role } from "@/lib/security/roles";
import { createUser } from "../staff/users";

/** Demo sign-ins for a fresh installation; the seed prints them. Never seeded in production unless asked. */
export const DEMO_PASSWORD = "idv-demo-password";
export const DEMO_USERS: { email: string; name: string; role: Role }[] = [
  { email: "admin@idv.local", name: "Ada Admin", role: "admin" },
  { email: "reviewer@idv.local", name: "Rui Reviewer", role: "reviewer" },
  { email: "auditor@idv.local", name: "Alice Auditor", role: "auditor" },
];

/** Idempotent: existing demo users are left as they are. */
export async function seedDemoUsers(db: Db): Promise<{ email: string; role: Role; created: boolean }[]> {
  const out = [];
  for (const demo of DEMO_USERS) {
    const existing = await db.user.findUnique({ where: { email: demo.email }, select: { id: true } });
    if (!existing) await createUser(db, { ...demo, password: DEMO_PASSWORD });
    out.push({ email: demo.email, role: demo.role, created: !existing });
  }
  return out;
}
