import { fileIdFromUrl, staffFileHref } from "@/lib/steps/common/review/file-links";
import { type PanelProps, providerResult } from "../common/review/panel-props";
import { PanelSection } from "../common/review/panel-section";
import { OtpPanel } from "./review-panel";

/** document-sign-*: the code exchange and a link to the signed document once the provider signed it. */
export function SigningPanel(props: PanelProps) {
  const { step, processId, isMasked, t } = props;
  const result = providerResult(step);
  const signedUrl = result.signedFileUrl ?? result.signedDocument ?? result.fileUrl;
  const fileId = fileIdFromUrl(signedUrl);
  return (
    <div className="space-y-3" data-testid="panel-signing">
      <OtpPanel {...props} />
      <PanelSection title={t.panels.signedDocument}>
        {fileId && isMasked ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t.record.fileWithheld}</p>
        ) : fileId ? (
          <a
            className="text-blue-800 underline dark:text-blue-300"
            href={staffFileHref(processId, fileId)}
            target="_blank"
            rel="noreferrer"
            data-testid="signed-document-link"
          >
            {t.panels.signedDocument} ({fileId.slice(0, 8)}…)
          </a>
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t.record.noProviderResult} <span className="font-mono text-xs">fileId: {String(step.payload.fileId ?? "—")}</span>
          </p>
        )}
      </PanelSection>
    </div>
  );
}
