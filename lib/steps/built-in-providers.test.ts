import { describe, expect, it } from "vitest";
import { ACTION_TYPES } from "./action-types";
import { BUILT_IN_CHECKS, LOCAL_PROVIDERS, registerLocalProviders } from "./built-in-providers";
import { noAnalysisProvider, resolveProvider } from "./check-providers";

describe("the built-in providers", () => {
  it("are the ones the server has always registered, each once, with its id and types", () => {
    expect(LOCAL_PROVIDERS.map((p) => `${p.providerId} ${p.provider}: ${p.actionTypes.join(", ")}`).sort()).toEqual([
      "local aml: aml",
      "local digital-key: digital-key",
      "local document-ocr: document-ocr",
      "local document-sign: document-sign-otp, document-sign-qualified",
      "local face-compare: face-compare-2d2d, face-compare-3d2d",
      "local face-enroll: face-enroll-2d, face-enroll-3d",
      "local face-liveness: face-liveness-3d, face-liveness-2d",
      "local face-verify: face-verify-2d, face-verify-3d",
      "local video-liveness: video-liveness",
    ]);
  });

  it("check each type as its table entry says: its provider, or nothing, with what checks it instead", () => {
    const unregister = registerLocalProviders();
    try {
      for (const type of ACTION_TYPES) {
        const entry = BUILT_IN_CHECKS[type];
        if ("noBuiltInCheck" in entry) {
          expect(entry.noBuiltInCheck, type).not.toBe("");
          expect(resolveProvider(type, "local", type), type).toBe(noAnalysisProvider);
        } else {
          expect(resolveProvider(type, entry.providerId, entry.provider), type).toBe(entry);
          expect(resolveProvider(type, "other", "other"), type).toBe(entry);
        }
      }
    } finally {
      unregister();
    }
  });
});
