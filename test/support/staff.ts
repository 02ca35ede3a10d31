import type { Db } from "@/lib/db/client";
import type { Staff } from "@/lib/staff-auth/staff-session";

/** A signed-in staff member for domain calls (no session row needed): `id-<name>`, `<name>@example.com`. */
export function staffMember(role: Staff["role"], name: string): Staff {
  return { id: `id-${name}`, email: `${name}@example.com`, name, role, sessionId: "s" };
}

/** Their user rows, for code that looks the assignee up. */
export async function createStaffUsers(db: Db, people: Staff[]): Promise<void> {
  for (const person of people)
    await db.user.create({ data: { id: person.id, email: person.email, name: person.name, role: person.role, passwordHash: "x" } });
}
