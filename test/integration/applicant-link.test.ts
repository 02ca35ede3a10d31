import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getApplicantSession } from "@/lib/applicant/get-applicant-session";
import { getDocumentToSign } from "@/lib/applicant/get-document-to-sign";
import { linkCookieOptions, readLinkToken } from "@/lib/applicant/link-token";
import { loadApplicantView } from "@/lib/applicant/load-applicant-view";
import { setAccountActive } from "@/lib/provisioning/accounts";
import { uploadAccountFile } from "@/lib/provisioning/files";
import { signToken } from "@/lib/security/secrets";
import { processLink } from "@/lib/service/email/send-process-link";
import { createProcess } from "@/lib/service/processes/create-process";
import { submitStep } from "@/lib/service/processes/submit-step";
import { DATABASE_KINDS, freshDatabase, type TestDatabase } from "../support/databases";
import { accountWithFlow, contextFor, errorCode, FORM_STEP, OTP_STEP } from "../support/service";

const tokenOf = (link: string) => new URL(link).searchParams.get("token") ?? "";

describe("the applicant link's token", () => {
  const now = new Date("2026-06-01T12:00:00Z");
  const token = tokenOf(processLink("prc-1", "acc-1", now));

  it("is accepted for its own process until it expires", () => {
    expect(readLinkToken("prc-1", token, now)).toMatchObject({ processId: "prc-1", accountId: "acc-1" });
    const expiresAt = readLinkToken("prc-1", token, now)?.expiresAt.getTime() ?? 0;
    expect(readLinkToken("prc-1", token, new Date(expiresAt - 1000))).not.toBeNull();
    expect(readLinkToken("prc-1", token, new Date(expiresAt + 1000))).toBeNull();
  });

  it("is refused for another process, when tampered with, for another purpose, or when it is not a token", () => {
    expect(readLinkToken("prc-2", token, now)).toBeNull();
    const [body, mac] = token.split(".");
    const claims = JSON.parse(Buffer.from(body ?? "", "base64url").toString()) as Record<string, unknown>;
    const widened = Buffer.from(JSON.stringify({ ...claims, exp: (claims.exp as number) + 3600 })).toString("base64url");
    expect(readLinkToken("prc-1", `${widened}.${mac}`, now)).toBeNull();
    expect(readLinkToken("prc-1", signToken("session", { prc: "prc-1", acc: "acc-1", exp: 4_000_000_000 }), now)).toBeNull();
    for (const bad of [undefined, "", "garbage", ".", "a.b.c", "x".repeat(5000)]) expect(readLinkToken("prc-1", bad, now)).toBeNull();
  });

  it("moves into a cookie that scripts cannot read, sent only to this process's pages and never cross-site", () => {
    const expiresAt = new Date("2026-06-04T12:00:00Z");
    expect(linkCookieOptions("prc-1", expiresAt, true)).toEqual({
      httpOnly: true,
      sameSite: "strict",
      secure: true,
      path: "/verify/prc-1",
      expires: expiresAt,
    });
  });
});

describe.each(DATABASE_KINDS)("the applicant's session and page on %s", (kind) => {
  let t: TestDatabase;
  let account: Awaited<ReturnType<typeof accountWithFlow>>;
  let other: Awaited<ReturnType<typeof accountWithFlow>>;
  let processId = "";
  beforeAll(async () => {
    t = await freshDatabase(kind);
    account = await accountWithFlow(t.db, [FORM_STEP, OTP_STEP]);
    other = await accountWithFlow(t.db, [FORM_STEP], "Other");
    processId = (await createProcess({ db: t.db, context: contextFor(account.caller) })).processId;
  });
  afterAll(async () => {
    await t.drop();
  });

  it("acts as the process's own application once the link is verified", async () => {
    const session = await getApplicantSession(t.db, processId, tokenOf(processLink(processId, account.accountId, new Date())));
    expect(session).toMatchObject({ processId, lang: "pt-PT", caller: account.caller });
  });

  it("refuses a link that names the process under another account, an unknown process, and an inactive account", async () => {
    expect(await getApplicantSession(t.db, processId, tokenOf(processLink(processId, other.accountId, new Date())))).toBeNull();
    expect(await getApplicantSession(t.db, "nope", tokenOf(processLink("nope", account.accountId, new Date())))).toBeNull();
    const link = tokenOf(processLink(processId, account.accountId, new Date()));
    await setAccountActive(t.db, account.accountId, false);
    expect(await getApplicantSession(t.db, processId, link)).toBeNull();
    await setAccountActive(t.db, account.accountId, true);
    expect(await getApplicantSession(t.db, processId, link)).not.toBeNull();
  });

  it("shows the current step with its attempts and back rule, the code progress, then a negative finish", async () => {
    const session = await getApplicantSession(t.db, processId, tokenOf(processLink(processId, account.accountId, new Date())));
    if (!session) throw new Error("no session");
    const first = await loadApplicantView(t.db, session);
    expect(first).toMatchObject({
      kind: "step",
      branding: { name: "Test account" },
      step: { id: "form", canGoBack: false, attemptsLeft: 4, code: null },
    });
    const context = contextFor(account.caller);
    await submitStep({ db: t.db, context, processId, body: { name: "Ana Silva", email: "ana@example.com" } });
    await submitStep({ db: t.db, context, processId, body: { phone: { country: "PT", number: "912345678" } } });
    const otp = await loadApplicantView(t.db, session);
    expect(otp).toMatchObject({
      kind: "step",
      step: { id: "otp", type: "otp", canGoBack: false, attemptsLeft: 2, code: { isRequested: true, sends: 1 } },
    });
    expect(await errorCode(submitStep({ db: t.db, context, processId, body: { otpCode: "000000" } }))).toBe("BIOPMSSE422");
    expect(await loadApplicantView(t.db, session)).toMatchObject({ step: { attemptsLeft: 1 } });
    await submitStep({ db: t.db, context, processId, body: { otpCode: "000000" } }).catch(() => undefined);
    expect(await loadApplicantView(t.db, session)).toMatchObject({ kind: "finished", isNegative: true });
  });

  it("serves the document to sign only at a signing step of the link's process", async () => {
    const signer = await accountWithFlow(t.db, [{ id: "sign", name: "Sign", action: { type: "document-sign-otp" } }], "Signer");
    const pdf = Buffer.from("%PDF-1.4 contract");
    const file = await uploadAccountFile(t.db, {
      accountId: signer.accountId,
      bucket: "attachments",
      bytes: pdf,
      contentType: "application/pdf",
    });
    const signing = (await createProcess({ db: t.db, context: contextFor(signer.caller) })).processId;
    const session = await getApplicantSession(t.db, signing, tokenOf(processLink(signing, signer.accountId, new Date())));
    if (!session) throw new Error("no session");
    expect(await loadApplicantView(t.db, session)).toMatchObject({ step: { fileId: file.id } });
    expect(await getDocumentToSign(t.db, session)).toEqual({ bytes: pdf, contentType: "application/pdf" });
    const formOnly = (await createProcess({ db: t.db, context: contextFor(other.caller) })).processId;
    const otherSession = await getApplicantSession(t.db, formOnly, tokenOf(processLink(formOnly, other.accountId, new Date())));
    if (!otherSession) throw new Error("no session");
    expect(await getDocumentToSign(t.db, otherSession)).toBeNull();
  });
});
