"use client";

import { type CSSProperties, useEffect, useRef, useState } from "react";

type Props = { label: string; placeholder: string; submit: string; open: string; close: string };

/**
 * The header's search: a plain GET form. From 1280 px it sits in the header, as wide as its placeholder; below, a
 * button opens it under the header (Escape closes it). "/" anywhere outside a text field focuses it, opening it first.
 */
export function GlobalSearch({ label, placeholder, submit, open, close }: Props) {
  const [isOpen, setOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (isOpen) input.current?.focus();
  }, [isOpen]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target as HTMLElement | null;
      if (target && (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName))) return;
      event.preventDefault();
      if (input.current?.offsetParent === null) return setOpen(true);
      input.current?.focus();
      input.current?.select();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
  const shut = () => {
    setOpen(false);
    toggle.current?.focus();
  };
  // Monospace: the placeholder's length in ch, plus the padding and border, is the width it needs to show whole.
  const width = { "--search-width": `${placeholder.length + 4}ch` } as CSSProperties;
  return (
    <search>
      <button
        ref={toggle}
        type="button"
        className="btn-secondary px-2.5 xl:hidden"
        aria-expanded={isOpen}
        aria-controls="global-search-form"
        aria-label={isOpen ? close : open}
        onClick={() => (isOpen ? shut() : setOpen(true))}
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 fill-none stroke-current stroke-2">
          <circle cx="8.5" cy="8.5" r="5.5" />
          <path d="m13 13 4.5 4.5" />
        </svg>
      </button>
      <form
        id="global-search-form"
        action="/search"
        method="get"
        onKeyDown={(event) => {
          if (event.key === "Escape" && isOpen) shut();
        }}
        className={`${isOpen ? "absolute inset-x-0 top-full z-30 flex border-b border-slate-200 bg-white p-3 shadow-md dark:border-slate-800 dark:bg-slate-900" : "hidden"} items-center gap-2 xl:static xl:flex xl:border-0 xl:bg-transparent xl:p-0 xl:shadow-none dark:xl:bg-transparent`}
      >
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
          style={width}
          className="input min-w-0 flex-1 py-1.5 font-mono text-xs xl:w-(--search-width) xl:flex-none"
        />
        <button type="submit" className="btn-secondary">
          {submit}
        </button>
      </form>
    </search>
  );
}
