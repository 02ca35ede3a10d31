import { describe, expect, it } from "vitest";
import { maskProcessRecord } from "@/lib/records/mask-personal-data";
import { personalDataPolicy } from "@/lib/records/personal-data-policy";
import { maskDate, maskIdentifier, maskText } from "@/lib/security/masking";
import type { ProcessRecordView, StepRecordView } from "@/lib/service/contract/record-view";

const FILE_URL = "http://localhost:3000/api/files/processes/3f1c-aa";

function record(steps: Partial<StepRecordView>[]): ProcessRecordView {
  return {
    id: "p1",
    flow: { id: "f1", name: "Flow", steps: [], settings: [] },
    data: steps.map((s) => ({
      type: "step",
      action: "form",
      status: true,
      payload: {},
      info: { retry: 0 },
      config: {},
      provider: {},
      error: {},
      triggerId: null,
      stepId: "s",
      createdAt: "2026-01-01T00:00:00.000Z",
      deviceType: "desktop",
      ...s,
    })),
    events: [],
    negativeFinish: false,
    status: "finished",
    version: "1",
    appVersion: "",
    lang: "pt-PT",
    appId: "a1",
    credentialId: "c1",
    evidence: { fileUrl: FILE_URL, createdAt: "" },
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
  } as ProcessRecordView;
}

describe("the masking rules, per kind of value", () => {
  it("keeps a date's shape and length, only its first character shown", () => {
    expect(maskDate("1987-04-12")).toBe("1•••-••-••");
    expect(maskDate("1987-04-12")).toHaveLength(10);
    expect(maskDate("2031-05-30T10:00:00Z")).toBe("2•••-••-••T••:••:••Z");
    expect(maskDate(maskDate("1987-04-12"))).toBe("1•••-••-••");
  });

  it("keeps only the last three characters of an identifier, enough to tell two apart; short ones are hidden whole", () => {
    expect(maskIdentifier("C12345678")).toBe("••••••678");
    expect(maskIdentifier("912 345 678")).toBe("••• ••• 678");
    expect(maskIdentifier("1000-001")).toBe("••••-001");
    expect(maskIdentifier("12345")).toBe("•••••");
    expect(maskIdentifier(maskIdentifier("C12345678"))).toBe("••••••678");
  });

  it("masks free text word by word: a long word keeps its initial, a short word is hidden", () => {
    expect(maskText("Ana Sofia")).toBe("A•• S••••");
    expect(maskText("Maria Inês da Silva, 912345678")).toBe("M•••• I••• •• S••••, 9••••••••");
    expect(maskText("ana.silva@example.pt")).toBe("a••.s••••@e••••••.••");
  });
});

describe("a masked process record", () => {
  const masked = maskProcessRecord(
    record([
      {
        action: "form",
        payload: {
          name: "Ana Sofia Silva",
          birthday: "1987-04-12",
          country: "PT",
          peoples: true,
          phone: { country: "PT", number: "912345678" },
          zipcode: { country: "PT", number: "1000-001" },
        },
      },
      {
        action: "document-ocr",
        status: false,
        payload: { doctype: "idcard", front: FILE_URL, livePhoto: false },
        provider: {
          status: false,
          result: {
            fields: { name: "ANA SOFIA", doc_number: "000123456", birth_date: "1990-04-01", nationality: "PRT", gender: "F" },
            additionalFields: { age: 36, height: 1.65, remainderterm: 4.2, issuing_state_name: "Portugal", place_of_birth: "Lisboa" },
            validations: { birth_date: "BAD", expiry_date: "GOOD", match_name: "UNCERTAIN", doc_number: "NOT_VALIDATED" },
            imageQA: { front: { focus: { status: "GOOD", value: 812.4 } } },
            measures: { front: { focus: 812.4, height: 400 }, mrzOcrText: "IDPRT000123456", mrzRepairedLines: ["SILVA<<ANA<SOFIA"] },
            failedChecks: ["integrity_birth_date"],
            chosenMap: "idcard_pt",
            images: { front: FILE_URL },
            method: "local-ocr",
            score: 0.91,
          },
        },
        error: { code: "BIOPMSSE422", message: "document-ocr: integrity_birth_date BAD" },
      },
      {
        action: "joint-ownership",
        status: false,
        payload: { users: [{ name: "Rui Costa", email: "rui@example.pt" }] },
        error: { code: "BIOPMSSE422", message: "users: rui@example.pt appears more than once" },
      },
      {
        action: "digital-key",
        payload: { accessToken: "eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJjaXRpemVuLTEifQ.sig" },
        provider: {
          status: true,
          result: { verified: true, claims: { sub: "citizen-1", birthdate: "1987-04-12" }, issuer: "https://key.example" },
        },
      },
      { action: "otp", payload: { phone: { country: "PT", number: "912345678" } }, config: { otpConfirmed: true, numberAttemptsCode: 2 } },
    ]),
  );
  const [form, doc, joint, key, otp] = masked.data;
  const result = (doc?.provider.result ?? {}) as Record<string, Record<string, unknown>>;

  it("masks what the applicant gave and what a check read off them, by kind", () => {
    expect(form?.payload).toEqual({
      name: "A•• S•••• S••••",
      birthday: "1•••-••-••",
      country: "PT",
      peoples: true,
      phone: { country: "PT", number: "••••••678" },
      zipcode: { country: "PT", number: "••••-001" },
    });
    expect(result.fields).toEqual({
      name: "A•• S••••",
      doc_number: "••••••456",
      birth_date: "1•••-••-••",
      nationality: "PRT",
      gender: "•",
    });
    expect(result.measures).toEqual({ front: { focus: 812.4, height: 400 }, mrzOcrText: "•••", mrzRepairedLines: ["•••"] });
    expect(key?.payload).toEqual({ accessToken: "•••" });
    expect((key?.provider.result as { claims?: unknown } | undefined)?.claims).toEqual({ sub: "•••••en-1", birthdate: "1•••-••-••" });
    expect(otp?.payload).toEqual({ phone: { country: "PT", number: "••••••678" } });
  });

  it("masks the age, the height and the other numbers that reveal a birthday or an expiry", () => {
    expect(result.additionalFields).toEqual({
      age: "••",
      height: "•.••",
      remainderterm: "•.•",
      issuing_state_name: "Portugal",
      place_of_birth: "L•••••",
    });
  });

  it("never masks a result: verdicts, statuses, scores, booleans, action types, error codes, country codes", () => {
    expect(result.validations).toEqual({ birth_date: "BAD", expiry_date: "GOOD", match_name: "UNCERTAIN", doc_number: "NOT_VALIDATED" });
    expect(result.imageQA).toEqual({ front: { focus: { status: "GOOD", value: 812.4 } } });
    expect(result).toMatchObject({ failedChecks: ["integrity_birth_date"], chosenMap: "idcard_pt", method: "local-ocr", score: 0.91 });
    expect(doc).toMatchObject({
      action: "document-ocr",
      status: false,
      provider: { status: false },
      payload: { doctype: "idcard", livePhoto: false },
    });
    expect(doc?.error).toEqual({ code: "BIOPMSSE422", message: "document-ocr: integrity_birth_date BAD" });
    expect(key?.provider.result).toMatchObject({ verified: true, issuer: "https://key.example" });
    expect(otp?.config).toEqual({ otpConfirmed: true, numberAttemptsCode: 2 });
    expect(masked).toMatchObject({ status: "finished", negativeFinish: false, lang: "pt-PT", evidence: { fileUrl: FILE_URL } });
  });

  it("keeps file references (their bytes follow the file rule) and masks a value of the step wherever its message repeats it", () => {
    expect(result.images).toEqual({ front: FILE_URL });
    expect(doc?.payload.front).toBe(FILE_URL);
    expect(joint?.error).toEqual({ code: "BIOPMSSE422", message: "users: r••@e••••••.•• appears more than once" });
  });
});

describe("the personal-data policy", () => {
  it("masks for auditors when the setting is on, and for nobody else", () => {
    expect(personalDataPolicy({ role: "auditor", maskForAuditors: true }).isMasked).toBe(true);
    expect(personalDataPolicy({ role: "auditor", maskForAuditors: false }).isMasked).toBe(false);
    expect(personalDataPolicy({ role: "reviewer", maskForAuditors: true }).isMasked).toBe(false);
    expect(personalDataPolicy({ role: "admin", maskForAuditors: true }).isMasked).toBe(false);
  });

  it("answers for each kind of output: file bytes, notes, comments, contact, reference, list and export rows, audit details", () => {
    const masked = personalDataPolicy({ role: "auditor", maskForAuditors: true });
    const full = personalDataPolicy({ role: "reviewer", maskForAuditors: true });
    expect([masked.canReadFileBytes, full.canReadFileBytes]).toEqual([false, true]);
    const note = { id: "n1", body: "Called Ana on 912345678", revisions: [{ body: "Ana Silva", editedAt: "x" }] };
    expect(masked.note(note)).toEqual({ id: "n1", body: "C••••• A•• •• 9••••••••", revisions: [{ body: "A•• S••••", editedAt: "x" }] });
    expect(full.note(note)).toBe(note);
    expect(masked.decision({ outcome: "approved", comment: "Same as Ana Silva" })).toEqual({
      outcome: "approved",
      comment: "S••• •• A•• S••••",
    });
    expect(masked.contact({ name: "Ana Silva", email: "ana@example.pt" })).toEqual({ name: "A•• S••••", email: "a••@e••••••.••" });
    expect([masked.reference("case-4711"), full.reference("case-4711"), masked.reference(null)]).toEqual(["••••-•711", "case-4711", null]);
    const row = { id: "p1", reference: "case-4711", status: "finished" };
    expect(masked.row(row)).toEqual({ id: "p1", reference: "••••-•711", status: "finished" });
    expect(full.row(row)).toBe(row);
    const resent = { targetType: "process", details: JSON.stringify({ sent: true, email: "ana@example.pt" }) };
    expect(JSON.parse(masked.auditEntry(resent).details)).toEqual({ sent: true, email: "a••@e••••••.••" });
    const userCreated = { targetType: "user", details: JSON.stringify({ email: "new.reviewer@bank.test", role: "reviewer" }) };
    expect(masked.auditEntry(userCreated)).toEqual(userCreated);
    expect(full.auditEntry(resent)).toEqual(resent);
  });
});
