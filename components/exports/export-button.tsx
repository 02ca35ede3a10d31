"use client";

import { useState } from "react";

type Props = { href: string; label: string; expectedRows?: number };

/**
 * Downloads an export while showing how far it got: the stream is read as it arrives (rows counted by
 * line ends), then saved. Without JavaScript the link still downloads, only without the progress bar.
 */
export function ExportButton({ href, label, expectedRows }: Props) {
  const [rows, setRows] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function download(event: React.MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    setError(null);
    setRows(0);
    try {
      const response = await fetch(href);
      if (!response.ok || !response.body) throw new Error(`The export failed (${response.status}).`);
      const reader = response.body.getReader();
      const chunks: Uint8Array[] = [];
      let lines = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
        for (const byte of value) if (byte === 10) lines++;
        setRows(lines);
      }
      const name = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? "export";
      const url = URL.createObjectURL(new Blob(chunks as BlobPart[], { type: response.headers.get("content-type") ?? "text/plain" }));
      const link = Object.assign(document.createElement("a"), { href: url, download: name });
      link.click();
      URL.revokeObjectURL(url);
      setRows(null);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : "The export failed.");
      setRows(null);
    }
  }

  return (
    <span className="inline-flex items-center gap-2">
      <a href={href} onClick={download} className="btn-secondary" download>
        {label}
      </a>
      {rows !== null && (
        <span className="inline-flex items-center gap-2 text-xs" role="status">
          <progress
            max={expectedRows || undefined}
            value={expectedRows ? Math.min(rows, expectedRows) : undefined}
            aria-label="Export progress"
          />
          {rows.toLocaleString()} lines received
        </span>
      )}
      {error && (
        <span role="alert" className="text-xs text-red-700 dark:text-red-300">
          {error}
        </span>
      )}
    </span>
  );
}
