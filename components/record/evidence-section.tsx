import type { Dictionary } from "@/lib/i18n/back-office/en";
import { formatTimestamp } from "@/lib/i18n/format";
import { evidenceFile } from "@/lib/records/records";
import { remoteFailure } from "@/lib/records/remote/remote-client";
import { downloadName, fileIdFromUrl, staffFileHref } from "@/lib/steps/common/review/file-links";

/** The evidence file: inline preview (PDF, JSON, text or image) and a download link; for a masked role only its facts and SHA-256. */
export async function EvidenceSection({
  processId,
  evidence,
  isMasked,
  t,
}: {
  processId: string;
  evidence: { fileUrl: string; createdAt: string };
  isMasked: boolean;
  t: Dictionary;
}) {
  const fileId = fileIdFromUrl(evidence.fileUrl);
  const file = fileId ? await evidenceFile(processId, fileId).catch(remoteFailure) : null;
  if (file && "failure" in file)
    return (
      <p className="text-sm" data-testid="evidence-remote-failure">
        {file.failure}
      </p>
    );
  if (!fileId || !file) return <p className="text-sm text-slate-600 dark:text-slate-400">{t.record.noEvidence}</p>;
  const facts = (
    <>
      <span className="font-mono text-xs">{file.contentType}</span>
      <span>{(file.size / 1024).toFixed(1)} kB</span>
      {evidence.createdAt && <time dateTime={evidence.createdAt}>{formatTimestamp(evidence.createdAt, t.dates)}</time>}
    </>
  );
  if (isMasked)
    return (
      <div className="space-y-2 text-sm" data-testid="evidence-withheld">
        <p className="flex flex-wrap items-center gap-3">{facts}</p>
        <p className="break-all font-mono text-xs">SHA-256 {file.sha256}</p>
        <p className="text-slate-600 dark:text-slate-400">{t.record.evidenceWithheld}</p>
      </div>
    );
  const href = staffFileHref(processId, fileId);
  return (
    <div className="space-y-2" data-testid="evidence">
      <p className="flex flex-wrap items-center gap-3 text-sm">
        {facts}
        <a
          href={staffFileHref(processId, fileId, { download: true })}
          className="btn-secondary"
          download={downloadName(fileId, file.contentType)}
          data-testid="evidence-download"
        >
          {t.common.download}
        </a>
      </p>
      {file.contentType.startsWith("image/") ? (
        // biome-ignore lint/performance/noImgElement: a staff-only, no-store file
        <img src={href} alt={t.record.preview} className="max-h-[32rem] rounded border border-slate-200 dark:border-slate-700" />
      ) : (
        <iframe
          src={href}
          title={t.record.preview}
          className="h-[32rem] w-full rounded border border-slate-200 bg-white dark:border-slate-700"
          data-testid="evidence-preview"
        />
      )}
    </div>
  );
}
