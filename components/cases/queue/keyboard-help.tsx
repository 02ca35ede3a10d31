"use client";

import { useEffect, useRef, useState } from "react";
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

/**
 * The page's shortcuts, always listed behind a visible button; "?" shows or hides them too, Escape hides them. The list
 * floats over the page under the button, so opening it never squeezes the title beside it.
 */
export function KeyboardHelp({ page, t }: { page: keyof typeof LISTS; t: Texts }) {
  const [isOpen, setOpen] = useState(false);
  const [keys] = useState(() => ({ "?": () => setOpen((open) => !open) }));
  useShortcuts(keys);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!isOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [isOpen]);
  return (
    <div className="relative text-sm">
      <button
        ref={button}
        type="button"
        className="btn-secondary"
        aria-expanded={isOpen}
        aria-controls="keyboard-help"
        onClick={() => setOpen(!isOpen)}
      >
        {t.show}
      </button>
      {isOpen && (
        <section
          id="keyboard-help"
          aria-label={t.title}
          className="absolute right-0 z-30 mt-2 w-72 max-w-[calc(100vw-2rem)] rounded-md border border-slate-200 bg-white p-3 shadow-lg dark:border-slate-800 dark:bg-slate-900"
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
