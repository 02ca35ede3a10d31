import { describe, expect, it } from "vitest";
import { deskError } from "@/lib/cases/errors";
import { AppError, StaffInputError } from "@/lib/errors";
import { errorsPt } from "./back-office/errors/pt";
import { inReadersWords, staffTextError, textError } from "./error-texts";

describe("staff-facing failures worded by the dictionary", () => {
  it("keep the English message for the API and the operator tool, and carry the key a server action translates", () => {
    const error = textError("conflict", "underLegalHold", { reason: "court order 12" });
    expect(error).toBeInstanceOf(AppError);
    expect(error.status).toBe(409);
    expect(error.message).toBe("The process is under a legal hold (court order 12); lift it before erasing.");
    expect(error.text).toEqual({ key: "underLegalHold", values: { reason: "court order 12" } });
    const input = staffTextError("lastFactor");
    expect(input).toBeInstanceOf(StaffInputError);
    expect(input.text?.key).toBe("lastFactor");
  });

  it("word a desk refusal in the reader's language, and pass a message that came as it is (a remote service's own)", () => {
    const refusal = deskError("conflict", "callHeldBy", { agent: "Rita Lopes" });
    expect(refusal.message).toBe("Another agent holds this call: in a call with Rita Lopes.");
    expect(refusal.text && inReadersWords(errorsPt, refusal.text)).toBe("Outro agente tem esta chamada: em chamada com Rita Lopes.");
    expect(inReadersWords(errorsPt, "The remote service answered 503.")).toBe("The remote service answered 503.");
  });
});
