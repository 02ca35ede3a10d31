import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { auditDetailWords } from "@/components/audit/audit-detail-words";
import { AuditDetails } from "@/components/audit/audit-details";
import { en } from "@/lib/i18n/back-office/en";
import { pt } from "@/lib/i18n/back-office/pt";
import { untranslatedFinder } from "../../e2e/support/untranslated";

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
    // A resent link's answer: the spec's success code, or a failure of the error table, in words.
    expect(shown({ sent: false, code: "BIOPMSCE002" }, "pt", "link-resent")).toBe("Enviada Não Código O processo está terminado.");
    expect(shown({ sent: true, code: "BIOEMCTS001" }, "en", "link-resent")).toBe("Sent Yes Code e-mail request taken");
    expect(shown({ events: ["process.finished", "process.created"], previous: null }, "en", "admin-webhook-created")).toBe(
      "Events process.finished; process.created Previously —",
    );
  });

  it("leaves nothing the Portuguese reader flags in the details of each kind of entry the product records", () => {
    // One entry per recording site's shape (lib/**/record-staff-action callers), as an auditor reads it: typed and
    // personal values masked.
    const entries: [string, object][] = [
      ["sign-in", { method: "sso", role: "reviewer" }],
      ["sign-in-failed", { method: "password", reason: "invalid" }],
      ["sign-in-failed", { method: "passkey", reason: "throttled" }],
      ["sign-in-failed", { method: "sso", reason: "no-mapped-group", subject: "nora" }],
      ["sign-in-password-checked", { method: "password", awaiting: "second-factor" }],
      ["second-factor-removed", { factor: "passkey", name: "•••" }],
      ["second-factor-removed", { factor: "totp" }],
      ["risk-recomputed", { score: 40, level: "high", rulesVersion: 3 }],
      ["admin-user-created", { email: "a@example.test", role: "reviewer" }],
      ["admin-user-role-changed", { role: "admin" }],
      ["admin-user-sessions-ended", { ended: 3 }],
      ["admin-user-password-reset", { delivery: "outbox" }],
      ["admin-settings-changed", { requireSecondFactor: false }],
      ["sla-policy-changed", { hours: 24, businessHours: true }],
      ["case-assigned", { assignee: "a@example.test", previous: null }],
      ["decision-made", { decisionId: "d-1", outcome: "approved", reasonCode: "verified", status: "final", acknowledged: ["no-face:s1"] }],
      ["videoconference-completed", { passed: false, reason: "•••", outcome: "stayed" }],
      ["videoconference-capture", { kind: "document-front", fileId: "f-1", sha256: "ab12", faceScore: 0.8 }],
      ["link-resent", { sent: false, code: "BIOPMSCE002", message: "•••", email: "•••", recipient: "applicant" }],
      ["link-resent", { sent: true, code: "BIOEMCTS001", message: "•••", email: "•••", recipient: "other", remote: true }],
      ["process-erased", { trigger: "request", files: 2 }],
      ["bundle-exported", { signingKeyFingerprint: "ab:cd", personalData: "masked" }],
      ["processes-exported", { format: "csv", filters: { status: "finished", decision: "pending", due: "overdue" } }],
      ["audit-chain-verified", { ok: true }],
    ];
    const find = untranslatedFinder(() => new Set());
    const flagged = entries.flatMap(([action, details]) =>
      find([shown(details, "pt", action)]).map((found) => `${action}: ${found.kind} "${found.what}"`),
    );
    expect(flagged).toEqual([]);
  });
});
