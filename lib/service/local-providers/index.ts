import { registerProvider, type StepProvider } from "@/lib/service/providers";
import { amlScreeningProvider } from "./aml-screening";
import { digitalKeyProvider } from "./digital-key";
import { documentOcrProvider } from "./document-ocr";
import { documentSigningProvider } from "./document-signing";
import { faceCompareProvider } from "./face-compare";
import { faceEnrollProvider } from "./face-enroll";
import { faceLivenessProvider } from "./face-liveness";
import { faceVerifyProvider } from "./face-verify";
import { videoLivenessProvider } from "./video-liveness";

/** The built-in providers: real offline analysis for every step type that has a check. */
export const LOCAL_PROVIDERS: readonly StepProvider[] = [
  documentOcrProvider,
  faceCompareProvider,
  faceEnrollProvider,
  faceVerifyProvider,
  faceLivenessProvider,
  videoLivenessProvider,
  amlScreeningProvider,
  digitalKeyProvider,
  documentSigningProvider,
];

/** Registers the built-in providers for this process (the server, the operator tool, tests); returns the undo. */
export function registerLocalProviders(): () => void {
  const undo = LOCAL_PROVIDERS.map(registerProvider);
  return () => {
    for (const unregister of undo) unregister();
  };
}
