import { z } from "zod";
import type { Db, Tx } from "@/lib/db/client";
import { StaffInputError } from "@/lib/errors";
import { staffTextError } from "@/lib/i18n/error-texts";
import { ROLES, type Role } from "@/lib/security/roles";
import { generatePassword, hashPassword } from "@/lib/staff-auth/password";

export const ZCreateUser = z.object({
  email: z.email("a valid e-mail address is required").transform((e) => e.toLowerCase()),
  name: z.string().trim().min(1).max(120).optional(),
  role: z.enum(ROLES, { message: `role must be one of ${ROLES.join(", ")}` }),
  password: z.string().min(12, "passwords have at least 12 characters").max(200).optional(),
});
export type TCreateUser = z.input<typeof ZCreateUser>;

export type StaffUser = { id: string; email: string; name: string; role: Role; disabled: boolean; createdAt: Date };

const userSelect = { id: true, email: true, name: true, role: true, disabled: true, createdAt: true } as const;

function parse<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw new StaffInputError(parsed.error.issues.map((i) => `${i.path.join(".") || "input"}: ${i.message}`).join("; "));
  return parsed.data;
}

/** The new user's first mistake as a dictionary text, so that the admin reads it in their language. */
function parseNewUser(input: unknown): z.infer<typeof ZCreateUser> {
  const parsed = ZCreateUser.safeParse(input);
  if (parsed.success) return parsed.data;
  const field = parsed.error.issues[0]?.path[0];
  if (field === "email") throw staffTextError("invalidEmail");
  if (field === "role") throw staffTextError("unknownRole", { roles: ROLES.join(", ") });
  if (field === "password" && parsed.error.issues[0]?.code === "too_small") throw staffTextError("passwordLength");
  return parse(ZCreateUser, input);
}

/** Creates a staff user; when no password is given one is generated and returned once. */
export async function createUser(db: Db, input: TCreateUser): Promise<{ user: StaffUser; password: string; generated: boolean }> {
  const { email, name, role, password } = parseNewUser(input);
  if (await db.user.findUnique({ where: { email }, select: { id: true } })) throw staffTextError("userExists", { email });
  const secret = password ?? generatePassword();
  const user = await db.user.create({
    data: { id: crypto.randomUUID(), email, name: name ?? email.split("@")[0] ?? email, role, passwordHash: await hashPassword(secret) },
    select: userSelect,
  });
  return { user: user as StaffUser, password: secret, generated: password === undefined };
}

export async function listUsers(db: Db): Promise<StaffUser[]> {
  return (await db.user.findMany({ select: userSelect, orderBy: { email: "asc" } })) as StaffUser[];
}

async function userIdOrThrow(db: Db | Tx, email: string): Promise<string> {
  const address = email.toLowerCase();
  const existing = await db.user.findUnique({ where: { email: address }, select: { id: true } });
  if (!existing) throw new StaffInputError(`no user with e-mail ${address}`);
  return existing.id;
}

/** Ends every open session of a user at once (their next request is refused); returns how many. */
export async function endUserSessions(db: Db, email: string, now = new Date()): Promise<{ user: StaffUser; ended: number }> {
  const id = await userIdOrThrow(db, email);
  const { count } = await db.staffSession.updateMany({ where: { userId: id, endedAt: null }, data: { endedAt: now } });
  return { user: (await db.user.findUniqueOrThrow({ where: { id }, select: userSelect })) as StaffUser, ended: count };
}

/** Changes a user's role; it applies from their next request (every request reads the role). */
export async function setUserRole(db: Db, email: string, role: Role): Promise<StaffUser> {
  const parsed = parse(ZCreateUser.shape.role, role);
  const id = await userIdOrThrow(db, email);
  return (await db.user.update({ where: { id }, data: { role: parsed }, select: userSelect })) as StaffUser;
}

/** Disables a user and ends every session they have, at once. */
export async function setUserDisabled(db: Db, email: string, disabled: boolean): Promise<StaffUser> {
  return db.$transaction(async (tx) => {
    const id = await userIdOrThrow(tx, email);
    if (disabled) await tx.staffSession.updateMany({ where: { userId: id, endedAt: null }, data: { endedAt: new Date() } });
    return (await tx.user.update({ where: { id }, data: { disabled }, select: userSelect })) as StaffUser;
  });
}
