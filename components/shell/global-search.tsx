"use client";

import { useEffect, useRef } from "react";

/** The header's search: a plain GET form (works without JS); "/" anywhere outside a text field focuses it. */
export function GlobalSearch({ label, placeholder, submit }: { label: string; placeholder: string; submit: string }) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target as HTMLElement | null;
      if (target && (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName))) return;
      event.preventDefault();
      input.current?.focus();
      input.current?.select();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
  return (
    <search>
      <form action="/search" method="get" className="flex items-center gap-2">
        <label htmlFor="global-search" className="sr-only">
          {label}
        </label>
        <input
          ref={input}
          id="global-search"
          name="q"
          type="search"
          required
          maxLength={200}
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholder}
          aria-keyshortcuts="/"
          className="input w-64 py-1.5 font-mono text-xs"
        />
        <button type="submit" className="btn-secondary">
          {submit}
        </button>
      </form>
    </search>
  );
}
