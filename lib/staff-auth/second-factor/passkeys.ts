import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import type { Db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { StaffInputError } from "@/lib/errors";

const CHALLENGE_TTL_MS = 5 * 60_000;
const RP_NAME = "IDV Back Office";

/** The relying party: the origin staff open (browsers refuse an IP address as its id). */
function relyingParty(): { rpID: string; origin: string } {
  const config = env();
  const origin = new URL(config.PASSKEY_ORIGIN ?? config.APP_URL).origin;
  return { rpID: new URL(origin).hostname, origin };
}

async function saveChallenge(db: Db, challenge: string, purpose: string, userId: string | null, now: Date): Promise<string> {
  const id = crypto.randomUUID();
  await db.staffAuthChallenge.deleteMany({ where: { expiresAt: { lt: now } } });
  await db.staffAuthChallenge.create({ data: { id, challenge, purpose, userId, expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS) } });
  return id;
}

/** A challenge used once: deleted as it is read, so two requests cannot both use it. */
async function takeChallenge(db: Db, id: string, purpose: string, now: Date): Promise<{ challenge: string; userId: string | null } | null> {
  const row = await db.staffAuthChallenge.findUnique({
    where: { id },
    select: { challenge: true, userId: true, purpose: true, expiresAt: true },
  });
  if (!row || row.purpose !== purpose || row.expiresAt <= now) return null;
  const { count } = await db.staffAuthChallenge.deleteMany({ where: { id } });
  return count ? row : null;
}

export async function passkeyRegistrationOptions(
  db: Db,
  user: { id: string; email: string; name: string },
  now = new Date(),
): Promise<{ challengeId: string; options: PublicKeyCredentialCreationOptionsJSON }> {
  const existing = await db.staffPasskey.findMany({ where: { userId: user.id }, select: { id: true, transports: true } });
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: relyingParty().rpID,
    userName: user.email,
    userDisplayName: user.name,
    userID: new TextEncoder().encode(user.id),
    attestationType: "none",
    excludeCredentials: existing.map((p) => ({ id: p.id, transports: JSON.parse(p.transports) as string[] })),
    authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
  });
  return { challengeId: await saveChallenge(db, options.challenge, "registration", user.id, now), options };
}

/** Verifies the browser's new credential against the challenge this user was given; stores it. False when it does not verify. */
export async function registerPasskey(
  db: Db,
  { userId, challengeId, response, name }: { userId: string; challengeId: string; response: RegistrationResponseJSON; name: string },
  now = new Date(),
): Promise<boolean> {
  const challenge = await takeChallenge(db, challengeId, "registration", now);
  if (!challenge || challenge.userId !== userId) return false;
  const { rpID, origin } = relyingParty();
  const verification = await verifyRegistrationResponse({
    response,
    expectedChallenge: challenge.challenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
  }).catch(() => null);
  if (!verification?.verified) return false;
  const { credential } = verification.registrationInfo;
  await db.staffPasskey.create({
    data: {
      id: credential.id,
      userId,
      publicKey: Buffer.from(credential.publicKey),
      counter: credential.counter,
      transports: JSON.stringify(credential.transports ?? []),
      name,
      createdAt: now,
    },
  });
  return true;
}

/** Options to sign in with a passkey: any of this installation's (userId null: the browser offers its own) or one of the user's. */
export async function passkeyAuthenticationOptions(
  db: Db,
  userId: string | null,
  now = new Date(),
): Promise<{ challengeId: string; options: PublicKeyCredentialRequestOptionsJSON }> {
  const allowed = userId ? await db.staffPasskey.findMany({ where: { userId }, select: { id: true, transports: true } }) : [];
  const options = await generateAuthenticationOptions({
    rpID: relyingParty().rpID,
    userVerification: "preferred",
    allowCredentials: allowed.map((p) => ({ id: p.id, transports: JSON.parse(p.transports) as string[] })),
  });
  return { challengeId: await saveChallenge(db, options.challenge, "authentication", userId, now), options };
}

/**
 * The user whose passkey signed the challenge, or null: unknown credential, another user's (when the challenge named
 * one), a used or expired challenge, a bad signature or a signature counter that went backwards.
 */
export async function verifyPasskey(
  db: Db,
  { challengeId, response }: { challengeId: string; response: AuthenticationResponseJSON },
  now = new Date(),
): Promise<string | null> {
  const challenge = await takeChallenge(db, challengeId, "authentication", now);
  const passkey = challenge ? await db.staffPasskey.findUnique({ where: { id: String(response.id) } }) : null;
  if (!challenge || !passkey || (challenge.userId && challenge.userId !== passkey.userId)) return null;
  const { rpID, origin } = relyingParty();
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge.challenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    credential: { id: passkey.id, publicKey: new Uint8Array(passkey.publicKey), counter: passkey.counter },
  }).catch(() => null);
  if (!verification?.verified) return null;
  await db.staffPasskey.update({
    where: { id: passkey.id },
    data: { counter: verification.authenticationInfo.newCounter, lastUsedAt: now },
  });
  return passkey.userId;
}

/** A browser's WebAuthn answer as the client sent it (JSON text); a caller's mistake when it is not JSON. */
export function parseWebAuthnAnswer<T>(text: string): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new StaffInputError("response: not a passkey's answer");
  }
}
