import { registerProvider, type StepProvider } from "@/lib/steps/check-providers";
import { amlScreeningProvider } from "./aml/provider";
import { documentSigningProvider } from "./code/provider";
import { digitalKeyProvider } from "./digital-key/provider";
import { documentOcrProvider } from "./document/provider";
import { FACE_PROVIDERS } from "./face/provider";
import { videoLivenessProvider } from "./video-liveness/provider";

/** The built-in providers: real offline analysis for every step type that has a check. */
export const LOCAL_PROVIDERS: readonly StepProvider[] = [
  documentOcrProvider,
  ...FACE_PROVIDERS,
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
