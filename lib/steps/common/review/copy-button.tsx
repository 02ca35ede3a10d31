"use client";

import { useState } from "react";

/** Copies `value` to the clipboard, and says so for a moment. */
export function CopyButton({
  value,
  label,
  copiedLabel,
  testId = "copy-id",
}: {
  value: string;
  label: string;
  copiedLabel: string;
  testId?: string;
}) {
  const [isCopied, setIsCopied] = useState(false);
  return (
    <button
      type="button"
      className="btn-secondary px-2 py-0.5 text-xs"
      data-testid={testId}
      title={label}
      onClick={async () => {
        await navigator.clipboard.writeText(value);
        setIsCopied(true);
        setTimeout(() => setIsCopied(false), 1500);
      }}
    >
      <span aria-live="polite">{isCopied ? copiedLabel : label}</span>
    </button>
  );
}
