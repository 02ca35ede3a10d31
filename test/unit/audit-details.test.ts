import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { auditDetailWords } from "@/components/audit/audit-detail-words";
import { AuditDetails } from "@/components/audit/audit-details";
import { en } from "@/lib/i18n/back-office/en";
import { pt } from "@/lib/i18n/back-office/pt";

/** The details cell's text as the audit log shows it in a language. */
function shown(details: object, locale: "en" | "pt") {
  const t = locale === "en" ? en : pt;
  const html = renderToStaticMarkup(
    createElement(AuditDetails, { details: JSON.stringify(details), names: t.audit.details, words: auditDetailWords(t, locale) }),
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
});
