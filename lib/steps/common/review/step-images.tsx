import { fileIdFromUrl, staffFileHref } from "@/lib/steps/common/review/file-links";
import { ImageViewer, type ViewerOverlay } from "./image-viewer";
import type { PanelProps } from "./panel-props";

/**
 * The images among a step's values, named for what they are (selfie, document portrait…), served through the staff file
 * route; hidden when data is masked. `overlays`: what an analysis measured on an image, by the same key, drawn on demand.
 */
export function StepImages({
  sources,
  overlays = {},
  processId,
  isMasked,
  roles,
  t,
}: { sources: Record<string, unknown>; overlays?: Record<string, ViewerOverlay> } & Pick<
  PanelProps,
  "processId" | "isMasked" | "roles" | "t"
>) {
  const images = Object.entries(sources).flatMap(([key, url]) => {
    const fileId = fileIdFromUrl(url);
    const role = fileId ? roles?.get(fileId) : undefined;
    const name = Object.hasOwn(t.checks.images, key) ? (t.checks.images[key] ?? key) : key;
    const overlay = overlays[key];
    return fileId
      ? [{ label: role ? `${t.case.roles[role]} (${name})` : name, src: staffFileHref(processId, fileId), ...(overlay ? { overlay } : {}) }]
      : [];
  });
  if (images.length === 0) return null;
  if (isMasked) return <p className="text-sm text-slate-600 dark:text-slate-400">{t.record.imageHidden}</p>;
  return (
    <ImageViewer
      images={images}
      labels={{
        zoomIn: t.panels.zoomIn,
        zoomOut: t.panels.zoomOut,
        rotate: t.panels.rotate,
        fullScreen: t.panels.fullScreen,
        unavailable: t.record.imageUnavailable,
        notServed: t.remote.imageNotServed,
      }}
    />
  );
}
