import { describe, expect, it } from "vitest";
import { pt } from "@/lib/i18n/back-office/pt";
import { DEFAULT_REASONS, type DecisionReasons, reasonsInWords } from "./decision-reasons";

describe("decision reasons in the reader's words", () => {
  it("words the default list from the dictionary, each of its codes", () => {
    const worded = reasonsInWords(DEFAULT_REASONS, pt.decisionReasons);
    expect(worded.approved?.map((r) => r.label)).toEqual(["Identidade verificada", "Verificada após revisão manual"]);
    const codes = Object.values(DEFAULT_REASONS).flatMap((list) => list.map((r) => r.code));
    expect(codes.filter((code) => !Object.hasOwn(pt.decisionReasons, code))).toEqual([]);
  });

  it("leaves an installation's own labels as it wrote them, even under a default code", () => {
    const own: DecisionReasons = {
      approved: [
        { code: "identity-verified", label: "Cliente conhecido" },
        { code: "kyc-ok", label: "KYC ok" },
      ],
      rejected: [{ code: "fraud", label: "Fraude" }],
      "resubmission-requested": [{ code: "blurry", label: "Desfocada" }],
    };
    expect(reasonsInWords(own, pt.decisionReasons)).toEqual(own);
  });
});
