import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/errors";
import { StaffInputError } from "@/lib/staff/errors";
import { staffTextError, textError } from "./error-texts";

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
});
