import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "@/lib/actions/action-state";
import { ServiceError } from "@/lib/service/contract/service-error";
import { dictionaryFor } from "../../applicant-texts/dictionary";
import { toStepFailure } from "./step-result";

describe("applicant step results", () => {
  it("put the service's messages next to the fields they name", () => {
    expect(fieldErrorsOf("name: required; phone.number: must have 9 digits for PT; country: not a field of this step")).toEqual({
      name: "required",
      phone: "number: must have 9 digits for PT",
      country: "not a field of this step",
    });
    expect(fieldErrorsOf("The submission failed its check")).toEqual({});
  });

  it("keep the code and message of a service error and say nothing of any other", () => {
    expect(toStepFailure(new ServiceError("BIOPMSSE422", "otpCode: the code is not right"))).toEqual({
      ok: false,
      code: "BIOPMSSE422",
      message: "otpCode: the code is not right",
      fieldErrors: { otpCode: "the code is not right" },
    });
    expect(toStepFailure(new Error("SELECT * FROM secret"))).toEqual({ ok: false, code: "BIOPMSSE500", message: "", fieldErrors: {} });
  });

  it("speak Portuguese to pt processes and English otherwise", () => {
    expect(dictionaryFor("pt-PT").continue).toBe("Continuar");
    expect(dictionaryFor("pt-BR").continue).toBe("Continuar");
    expect(dictionaryFor("en-GB").continue).toBe("Continue");
    expect(dictionaryFor("fr-FR").continue).toBe("Continue");
    expect(dictionaryFor("pt-PT").attemptsLeft(1)).toBe("Resta 1 tentativa");
    expect(dictionaryFor("en-GB").attemptsLeft(2)).toBe("2 attempts left");
  });
});
