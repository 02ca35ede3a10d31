"use client";

import type { FormEvent } from "react";
import type { CallDictionary } from "@/lib/i18n/back-office/call";
import type { ChecklistItem } from "@/lib/steps/videoconference/checklist";

export type CallVerdict = { verdict: string; reason: string; note: string; checked: string[] };

/** The agent's checklist and verdict, which complete the step. */
export function CallVerdictForm({
  checklist,
  isSaving,
  message,
  onComplete,
  t,
}: {
  checklist: ChecklistItem[];
  isSaving: boolean;
  message: string;
  onComplete: (verdict: CallVerdict) => void;
  t: CallDictionary;
}) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    onComplete({
      verdict: String(fields.get("verdict") ?? ""),
      reason: String(fields.get("reason") ?? ""),
      note: String(fields.get("note") ?? ""),
      checked: checklist.filter((item) => fields.get(`check-${item.id}`) === "on").map((item) => item.id),
    });
  };
  return (
    <form onSubmit={submit} className="grid max-w-xl gap-3">
      <fieldset className="space-y-1 text-sm">
        <legend className="mb-1 text-lg font-semibold">{t.checklist}</legend>
        {checklist.map((item) => (
          <label key={item.id} className="flex items-center gap-2">
            <input type="checkbox" name={`check-${item.id}`} /> {item.label}
          </label>
        ))}
      </fieldset>
      <fieldset className="flex gap-4 text-sm">
        <legend className="mb-1">{t.verdict}</legend>
        <label className="flex items-center gap-1">
          <input type="radio" name="verdict" value="passed" required /> {t.passed}
        </label>
        <label className="flex items-center gap-1">
          <input type="radio" name="verdict" value="failed" /> {t.failed}
        </label>
      </fieldset>
      <label className="text-sm">
        <span className="block">{t.reason}</span>
        <input name="reason" maxLength={200} className="input" />
      </label>
      <label className="text-sm">
        <span className="block">{t.note}</span>
        <textarea name="note" rows={3} maxLength={2000} className="input" />
      </label>
      <button type="submit" className="btn-primary" disabled={isSaving}>
        {isSaving ? t.saving : t.complete}
      </button>
      {message ? (
        <p role="alert" className="text-sm text-red-700">
          {message}
        </p>
      ) : null}
    </form>
  );
}
