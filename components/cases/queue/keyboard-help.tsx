"use client";

import { useState } from "react";
import type { Dictionary } from "@/lib/i18n/back-office/en";
import { useShortcuts } from "./use-shortcuts";

type Texts = Dictionary["queue"]["keys"];
const LISTS = {
  queue: [
    ["j", "j"],
    ["k", "k"],
    ["Enter", "enter"],
    ["n", "n"],
    ["?", "help"],
  ],
  case: [
    ["a", "a"],
    ["r", "r"],
    ["s", "s"],
    ["n", "n"],
    ["?", "help"],
  ],
} as const;

/** The page's shortcuts, always listed behind a visible button; "?" shows or hides them too. */
export function KeyboardHelp({ page, t }: { page: keyof typeof LISTS; t: Texts }) {
  const [isOpen, setOpen] = useState(false);
  const [keys] = useState(() => ({ "?": () => setOpen((open) => !open) }));
  useShortcuts(keys);
  return (
    <div className="text-sm">
      <button type="button" className="btn-secondary" aria-expanded={isOpen} aria-controls="keyboard-help" onClick={() => setOpen(!isOpen)}>
        {t.show}
      </button>
      {isOpen && (
        <section
          id="keyboard-help"
          aria-label={t.title}
          className="mt-2 rounded-md border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900"
        >
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            {LISTS[page].map(([key, text]) => (
              <div key={key} className="contents">
                <dt>
                  <kbd className="rounded border border-slate-300 px-1 font-mono dark:border-slate-700">{key}</kbd>
                </dt>
                <dd>{t[text]}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-2 text-slate-600 dark:text-slate-400">{t.note}</p>
        </section>
      )}
    </div>
  );
}
