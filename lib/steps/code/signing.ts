import { ServiceError } from "@/lib/service/contract/service-error";
import { phoneRecipient, type TPhone } from "../common/fields";
import { checkWithProvider } from "../common/media";
import type { ActionContext } from "../common/step-action";

/** The document to sign must be one of the account's attachments. */
export async function prepareSigningRequest(payload: { phoneNumber: TPhone; fileId: string }, context: ActionContext) {
  if (!(await context.hasAttachment(payload.fileId)))
    throw new ServiceError("BIOPMSSE400", "fileId: no attachment of this account has that id");
  return { recipient: phoneRecipient(payload.phoneNumber), payload: { phoneNumber: payload.phoneNumber, fileId: payload.fileId } };
}

/** After the code is right, the signing provider signs (the default one signs nothing and says so). */
export async function confirmSigning(payload: { fileId: string }, context: ActionContext) {
  return checkWithProvider(context, { fileId: payload.fileId }, []);
}

export function requireSameFile(requested: unknown, fileId: string): void {
  if (requested !== undefined && requested !== fileId)
    throw new ServiceError("BIOPMSSE400", "fileId: not the file the code was requested for");
}
