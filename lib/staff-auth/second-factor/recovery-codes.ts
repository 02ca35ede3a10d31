import { createHash, randomBytes } from "node:crypto";
import type { Db, Tx } from "@/lib/db/client";

const COUNT = 10;
// 16 base32 characters = 80 bits: a SHA-256 of such a code cannot be reversed by guessing.
const ALPHABET = "abcdefghijkmnpqrstuvwxyz23456789";

function hashCode(code: string): string {
  return createHash("sha256")
    .update(code.toLowerCase().replace(/[^a-z0-9]/g, ""))
    .digest("hex");
}

function newCode(): string {
  const chars = [...randomBytes(16)].map((byte) => ALPHABET[byte % ALPHABET.length]).join("");
  return chars.match(/.{4}/g)?.join("-") ?? chars;
}

/** Replaces the user's recovery codes with ten new ones; only their hashes are stored. */
export async function createRecoveryCodes(db: Db | Tx, userId: string, now = new Date()): Promise<string[]> {
  const codes = Array.from({ length: COUNT }, newCode);
  await db.staffRecoveryCode.deleteMany({ where: { userId } });
  await db.staffRecoveryCode.createMany({ data: codes.map((code) => ({ codeHash: hashCode(code), userId, createdAt: now })) });
  return codes;
}

/** Uses a recovery code: true once per code, in one conditional update. */
export async function spendRecoveryCode(db: Db, userId: string, code: string, now = new Date()): Promise<boolean> {
  const { count } = await db.staffRecoveryCode.updateMany({
    where: { codeHash: hashCode(code), userId, usedAt: null },
    data: { usedAt: now },
  });
  return count > 0;
}
