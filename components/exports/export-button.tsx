"use client";

import { useState } from "react";
import type { Dictionary } from "@/lib/i18n/back-office/en";
import { fillText } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locale";

type Texts = Dictionary["exports"];
type Props = { href: string; label: string; hasHeaderLine?: boolean; texts: Texts; locale: Locale };

type Progress = { rows: number; total: number | null; isDone: boolean };

function countLineEnds(chunk: Uint8Array): number {
  let count = 0;
  for (const byte of chunk) if (byte === 10) count++;
  return count;
}

function progressText({ rows, total, isDone }: Progress, texts: Texts, locale: Locale): string {
  const count = rows.toLocaleString(locale);
  if (isDone) return fillText(texts.done, { rows: count });
  if (total === null) return fillText(texts.received, { rows: count });
  return fillText(texts.ofTotal, { rows: count, total: total.toLocaleString(locale) });
}

/**
 * Downloads an export while showing how far it got: the stream is read as it arrives (rows counted by
 * line ends, against the server's X-Total-Count), then saved. Without JavaScript the link still
 * downloads, only without the progress bar.
 */
export function ExportButton({ href, label, hasHeaderLine = false, texts, locale }: Props) {
  const [progress, setProgress] = useState<Progress | null>(null);
  const [error, setError] = useState<string | null>(null);
  const isRunning = progress !== null && !progress.isDone;

  async function download(event: React.MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    if (isRunning) return;
    setError(null);
    try {
      const response = await fetch(href);
      if (!response.ok || !response.body) throw new Error(fillText(texts.failedStatus, { status: response.status }));
      const totalHeader = response.headers.get("x-total-count");
      const total = totalHeader === null ? null : Number(totalHeader);
      setProgress({ rows: 0, total, isDone: false });
      const reader = response.body.getReader();
      const chunks: Uint8Array[] = [];
      let lines = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
        lines += countLineEnds(value);
        setProgress({ rows: Math.max(0, lines - (hasHeaderLine ? 1 : 0)), total, isDone: false });
      }
      const name = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? "export";
      const url = URL.createObjectURL(new Blob(chunks as BlobPart[], { type: response.headers.get("content-type") ?? "text/plain" }));
      const link = Object.assign(document.createElement("a"), { href: url, download: name });
      link.click();
      URL.revokeObjectURL(url);
      const rows = Math.max(0, lines - (hasHeaderLine ? 1 : 0));
      setProgress({ rows, total: rows, isDone: true });
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : texts.failed);
      setProgress(null);
    }
  }

  const max = progress?.total === null ? undefined : Math.max(progress?.total ?? 0, 1);
  const value = progress?.isDone ? max : max === undefined ? undefined : Math.min(progress?.rows ?? 0, max);
  return (
    <span className="inline-flex items-center gap-2">
      <a href={href} onClick={download} className="btn-secondary" download aria-disabled={isRunning || undefined}>
        {label}
      </a>
      {progress && (
        <span className="inline-flex items-center gap-2 text-xs">
          <progress
            aria-label={fillText(texts.progress, { label })}
            aria-valuetext={progressText(progress, texts, locale)}
            max={max}
            value={value}
          />
          <span aria-hidden="true">{progressText(progress, texts, locale)}</span>
        </span>
      )}
      {/* Only the outcome is announced: the bar already carries the running count, chunk by chunk. */}
      <span role="status" className="sr-only">
        {progress?.isDone ? progressText(progress, texts, locale) : ""}
      </span>
      {error && (
        <span role="alert" className="text-xs text-red-700 dark:text-red-300">
          {error}
        </span>
      )}
    </span>
  );
}
