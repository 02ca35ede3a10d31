import { ERRORS } from "@/lib/errors";
import type { ServiceErrorCode } from "@/lib/service/contract/service-error";

export type SuccessCode =
  | "BIOPMPCS004"
  | "BIOPMSCS001"
  | "BIOPMSCS002"
  | "BIOPMSCS004"
  | "BIOPMSCS006"
  | "BIOPMPCS003"
  | "BIOPMPCS021"
  | "BIOACACS008"
  | "BIOFMFCS008"
  | "BIOZMCTS007"
  | "BIOIPCTS001"
  | "BIOEMCTS001"
  | "BIOPMSVS001"
  | "BIOPMSVS003";

const SUCCESS_MESSAGES: Record<SuccessCode, string> = {
  BIOPMPCS004: "Process created",
  BIOPMSCS001: "Current step",
  BIOPMSCS002: "Step submitted",
  BIOPMSCS004: "Process finished",
  BIOPMSCS006: "Previous step",
  BIOPMPCS003: "Process read",
  BIOPMPCS021: "Nonce validated",
  BIOACACS008: "Account",
  BIOFMFCS008: "Flow",
  BIOZMCTS007: "Session token",
  BIOIPCTS001: "Session token",
  BIOEMCTS001: "E-mail sent",
  BIOPMSVS001: "Can join",
  BIOPMSVS003: "Joined",
};

export function successEnvelope(code: SuccessCode, data: unknown) {
  return { data, meta: { message: SUCCESS_MESSAGES[code], code }, status: true as const };
}

export function failureEnvelope(code: ServiceErrorCode, message?: string) {
  return { data: {}, meta: { message: message ?? ERRORS[code].message, code }, status: false as const };
}
