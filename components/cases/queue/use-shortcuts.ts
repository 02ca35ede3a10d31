"use client";

import { useEffect } from "react";

/** Whether a key press belongs to what the user is typing (a field, a menu, editable text): shortcuts stay out of it. */
export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);
}

/** Single-key shortcuts on the page; never while typing in a field or with a modifier (the browser's own keys). */
export function useShortcuts(keys: Record<string, (event: KeyboardEvent) => void>) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented || isTyping(event.target)) return;
      const handler = Object.hasOwn(keys, event.key) ? keys[event.key] : undefined;
      if (!handler) return;
      handler(event);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [keys]);
}
