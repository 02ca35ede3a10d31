import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/browser";
import type { ActionResult } from "@/lib/actions/action-state";

/** The server actions the passkey buttons call (passed in by their pages). */
export type PasskeyOptionsAction = (
  input: Record<string, never>,
) => Promise<ActionResult<{ challengeId: string; options: PublicKeyCredentialRequestOptionsJSON }>>;
export type PasskeyRegistrationOptionsAction = (
  input: Record<string, never>,
) => Promise<ActionResult<{ challengeId: string; options: PublicKeyCredentialCreationOptionsJSON }>>;
export type PasskeyAnswerAction<I> = (input: I) => Promise<ActionResult>;
