"use client";

import { useState } from "react";

export function CopyButton({ value, label, copiedLabel }: { value: string; label: string; copiedLabel: string }) {
  const [isCopied, setIsCopied] = useState(false);
  return (
    <button
      type="button"
      className="btn-secondary px-2 py-0.5 text-xs"
      data-testid="copy-id"
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
