import type { ActionType } from "@/lib/steps/action-types";
import { AML_TYPES } from "@/lib/steps/aml/action-types";
import { amlScreeningProvider } from "@/lib/steps/aml/provider";
import { registerProvider, type StepProvider } from "@/lib/steps/check-providers";
import { CODE_TYPES } from "@/lib/steps/code/action-types";
import { documentSigningProvider } from "@/lib/steps/code/provider";
import { type NoBuiltInCheck, noBuiltInCheck } from "@/lib/steps/common/local-provider";
import { byType } from "@/lib/steps/common/type-table";
import { DIGITAL_KEY_TYPES } from "@/lib/steps/digital-key/action-types";
import { digitalKeyProvider } from "@/lib/steps/digital-key/provider";
import { DOCUMENT_TYPES } from "@/lib/steps/document/action-types";
import { documentOcrProvider } from "@/lib/steps/document/provider";
import { FACE_TYPES } from "@/lib/steps/face/action-types";
import { FACE_PROVIDERS } from "@/lib/steps/face/provider";
import { FORM_TYPES } from "@/lib/steps/form/action-types";
import { JOINT_OWNERSHIP_TYPES } from "@/lib/steps/joint-ownership/action-types";
import { VIDEO_TYPES } from "@/lib/steps/video-liveness/action-types";
import { videoLivenessProvider } from "@/lib/steps/video-liveness/provider";
import { VIDEOCONFERENCE_TYPES } from "@/lib/steps/videoconference/action-types";

/** Each action type's built-in provider, or what checks it instead (tsc checks every type says one or the other). */
export const BUILT_IN_CHECKS = {
  ...byType(FORM_TYPES, () => noBuiltInCheck("its payload schema and the step's fields: a form has no check beyond its shape")),
  ...byType(DOCUMENT_TYPES, () => documentOcrProvider),
  ...byType(FACE_TYPES, (type) => FACE_PROVIDERS[FACE_TYPES[type].check]),
  ...byType(CODE_TYPES, (type) =>
    CODE_TYPES[type].signature === null
      ? noBuiltInCheck("its action: the code sent, typed back before it expires")
      : documentSigningProvider,
  ),
  ...byType(VIDEO_TYPES, () => videoLivenessProvider),
  ...byType(VIDEOCONFERENCE_TYPES, (type) =>
    noBuiltInCheck(VIDEOCONFERENCE_TYPES[type].call === "live" ? "the agent's verdict in the call" : "its action: a date in the future"),
  ),
  ...byType(JOINT_OWNERSHIP_TYPES, () => noBuiltInCheck("its action: each co-owner a different person")),
  ...byType(AML_TYPES, () => amlScreeningProvider),
  ...byType(DIGITAL_KEY_TYPES, () => digitalKeyProvider),
} satisfies Record<ActionType, StepProvider | NoBuiltInCheck>;

const isProvider = (entry: StepProvider | NoBuiltInCheck): entry is StepProvider => !("noBuiltInCheck" in entry);

/** The built-in providers: real offline analysis for every step type that has a check, each once. */
export const LOCAL_PROVIDERS: readonly StepProvider[] = [
  ...new Set(Object.values<StepProvider | NoBuiltInCheck>(BUILT_IN_CHECKS).filter(isProvider)),
];

/** Registers the built-in providers for this process (the server, the operator tool, tests); returns the undo. */
export function registerLocalProviders(): () => void {
  const undo = LOCAL_PROVIDERS.map(registerProvider);
  return () => {
    for (const unregister of undo) unregister();
  };
}
