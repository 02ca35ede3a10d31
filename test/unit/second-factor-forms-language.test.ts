import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PasskeyEnrolment } from "@/components/auth/passkey-enrolment";
import { TotpEnrolment } from "@/components/auth/totp-enrolment";
import { en } from "@/lib/i18n/back-office/en";
import { pt } from "@/lib/i18n/back-office/pt";

const never = () => Promise.reject(new Error("not called while rendering"));

function enrolmentForms(t: typeof en | typeof pt): string {
  const totp = createElement(TotpEnrolment, { startAction: never, confirmAction: never, onDone: () => {}, texts: t.secondFactor.totp });
  const passkey = createElement(PasskeyEnrolment, {
    optionsAction: never,
    registerAction: never,
    onDone: () => {},
    texts: t.secondFactor.passkey,
  });
  return renderToStaticMarkup(createElement("div", null, totp, passkey));
}

describe("the second-factor enrolment forms", () => {
  it("speak European Portuguese with the Portuguese texts", () => {
    const html = enrolmentForms(pt);
    expect(html).toContain("Configurar uma aplicação de autenticação");
    expect(html).toContain("Nome da chave de acesso");
    expect(html).toContain('value="Chave de acesso"');
    expect(html).toContain("Adicionar uma chave de acesso");
    expect(html).not.toMatch(/Set up|Passkey|Add a/);
  });

  it("speak English with the English texts", () => {
    const html = enrolmentForms(en);
    expect(html).toContain("Set up an authenticator app");
    expect(html).toContain("Add a passkey");
  });
});
