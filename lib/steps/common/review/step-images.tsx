import { fileIdFromUrl, staffFileHref } from "@/lib/review/file-links";
import { ImageViewer } from "./image-viewer";
import type { PanelProps } from "./panel-props";

/** The images among a step's values (by key), served through the staff file route; hidden when data is masked. */
export function StepImages({
  sources,
  processId,
  isMasked,
  t,
}: { sources: Record<string, unknown> } & Pick<PanelProps, "processId" | "isMasked" | "t">) {
  const images = Object.entries(sources).flatMap(([label, url]) => {
    const fileId = fileIdFromUrl(url);
    return fileId ? [{ label, src: staffFileHref(processId, fileId) }] : [];
  });
  if (images.length === 0) return null;
  if (isMasked) return <p className="text-sm text-slate-600 dark:text-slate-400">{t.record.imageHidden}</p>;
  return (
    <ImageViewer
      images={images}
      labels={{ zoomIn: t.panels.zoomIn, zoomOut: t.panels.zoomOut, rotate: t.panels.rotate, fullScreen: t.panels.fullScreen }}
    />
  );
}
