import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { auditDetailWords } from "@/components/audit/audit-detail-words";
import { AuditDetails } from "@/components/audit/audit-details";
import { en } from "@/lib/i18n/back-office/en";
import { pt } from "@/lib/i18n/back-office/pt";

/** The details cell's text as the audit log shows it in a language. */
function shown(details: object, locale: "en" | "pt", action = "processes-exported") {
  const t = locale === "en" ? en : pt;
  const html = renderToStaticMarkup(
    createElement(AuditDetails, { action, details: JSON.stringify(details), names: t.audit.details, words: auditDetailWords(t, locale) }),
  );
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

describe("an audit entry's details in the reader's words", () => {
  it("names and words a list export's filters field by field, never as JSON", () => {
    const details = { format: "csv", filters: { status: "in-progress", failed: true, decision: "final", risk: "high", flow: "bulk-1" } };
    expect(shown(details, "pt")).toBe(
      "Formato csv Filtros Estado: Em curso; Tem um passo falhado: Sim; Estado da decisão: Decidido; Nível de risco: Alto; Fluxo: bulk-1",
    );
    expect(shown(details, "en")).toBe(
      "Format csv Filters Status: In progress; Has a failed step: Yes; Decision state: Decided; Risk level: High; Flow: bulk-1",
    );
    expect(shown({ filters: {} }, "pt")).toBe("Filtros —");
  });

  it("still words the coded values of plain details and keeps other values as written", () => {
    expect(shown({ status: "final", name: "Ana" }, "en")).toBe("Status final Name Ana");
  });

  it("words a refused sign-in's reason, a risk level, a role, a removed factor and a call's outcome; lists and nothing read plainly", () => {
    expect(shown({ method: "password", reason: "throttled" }, "pt", "sign-in-failed")).toBe(
      "Método Palavra-passe Motivo demasiadas tentativas falhadas",
    );
    expect(shown({ method: "sso", reason: "state mismatch" }, "en", "sign-in-failed")).toBe("Method Single sign-on Reason state mismatch");
    // Elsewhere a reason is what someone typed, shown as typed even where it reads like a code.
    expect(shown({ reason: "disabled" }, "en", "screening-alert-dismissed")).toBe("Reason disabled");
    expect(shown({ score: 40, level: "high" }, "pt", "risk-recomputed")).toBe("Pontuação 40 Nível Alto");
    expect(shown({ email: "a@example.test", role: "reviewer" }, "pt", "admin-user-created")).toBe("E-mail a@example.test Função Revisor");
    expect(shown({ factor: "passkey", name: "Work key" }, "pt", "second-factor-removed")).toBe("Factor Chave de acesso Nome Work key");
    expect(shown({ passed: false, outcome: "stayed" }, "pt", "videoconference-completed")).toBe("Aprovado Não Resultado ficou no passo");
    expect(shown({ outcome: "approved" }, "pt", "decision-made")).toBe("Resultado Aprovado");
    expect(shown({ events: ["process.finished", "process.created"], previous: null }, "en", "admin-webhook-created")).toBe(
      "Events process.finished; process.created Previously —",
    );
  });
});
