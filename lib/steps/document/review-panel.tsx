import { KeyValues } from "../common/review/key-values";
import { asObject, type PanelProps, providerResult } from "../common/review/panel-props";
import { PanelSection } from "../common/review/panel-section";
import { StepImages } from "../common/review/step-images";
import { documentOverlays, WithheldPhotoOverlays } from "./document-overlays";
import { ImageQaTable } from "./image-qa-table";
import { MrzView } from "./mrz-view";
import { PrintedZoneTable } from "./printed-zone-table";
import { documentGeometryOf } from "./reader";
import { ValidationChips } from "./validation-chips";

/** document-ocr: images, OCR fields, additional fields, validations, image quality per side, map and MRZ. */
export function DocumentPanel({ step, processId, isMasked, roles, t }: PanelProps) {
  const result = providerResult(step);
  const images = { ...pick(step.payload, ["front", "back"]), ...asObject(result.images) };
  const fields = asObject(result.fields);
  const additional = asObject(result.additionalFields);
  const validations = asObject(result.validations);
  const imageQA = asObject(result.imageQA);
  const mrz = fields.mrz ?? additional.mrz_strings;
  const printedZone = asObject(result.printedZone);
  const geometry = documentGeometryOf(step);
  return (
    <div className="space-y-4" data-testid="panel-document">
      <PanelSection title={t.panels.images} testId="document-images">
        <StepImages
          sources={images}
          overlays={geometry ? documentOverlays(geometry, t) : {}}
          processId={processId}
          isMasked={isMasked}
          roles={roles}
          t={t}
        />
        {isMasked && geometry && <WithheldPhotoOverlays geometry={geometry} t={t} />}
        <p className="text-xs text-slate-600 dark:text-slate-400">
          {t.checks.doctype}: {named(t.checks.doctypes, step.payload.doctype)}
          {typeof result.chosenMap === "string" && (
            <>
              {" · "}
              {t.panels.chosenMap}:{" "}
              <span data-testid="chosen-map" data-map={result.chosenMap}>
                {named(t.checks.maps, result.chosenMap)}
              </span>
            </>
          )}
        </p>
      </PanelSection>
      {Object.keys(fields).length > 0 && (
        <PanelSection title={t.panels.ocrFields} testId="ocr-fields">
          <KeyValues values={omit(fields, ["mrz"])} processId={processId} t={t} />
        </PanelSection>
      )}
      {Object.keys(additional).length > 0 && (
        <PanelSection title={t.panels.additionalFields} testId="additional-fields">
          <KeyValues values={omit(additional, ["mrz_strings"])} processId={processId} t={t} />
        </PanelSection>
      )}
      {Object.keys(validations).length > 0 && (
        <PanelSection title={t.panels.validations}>
          <ValidationChips validations={validations} t={t} />
        </PanelSection>
      )}
      {Object.keys(imageQA).length > 0 && (
        <PanelSection title={t.panels.imageQA}>
          <ImageQaTable imageQA={imageQA} t={t} />
        </PanelSection>
      )}
      {mrz !== undefined && !isMasked && (
        <PanelSection title={`${t.panels.mrz} · ${t.panels.mrzCheck}`}>
          <MrzView value={mrz} uncertain={result.uncertainCharacters} t={t} />
        </PanelSection>
      )}
      {Object.keys(printedZone).length > 0 && !isMasked && (
        <PanelSection title={t.panels.printedZone} testId="printed-zone-section">
          <PrintedZoneTable zone={printedZone} t={t} />
        </PanelSection>
      )}
      {Object.keys(fields).length === 0 && <p className="text-sm text-slate-600 dark:text-slate-400">{t.record.noProviderResult}</p>}
    </div>
  );
}

/** A code in the reader's words when the dictionary has it, else as it came ("—" for none). */
function named(names: Record<string, string>, code: unknown): string {
  if (typeof code !== "string" || code === "") return "—";
  return Object.hasOwn(names, code) ? (names[code] ?? code) : code;
}

function pick(values: Record<string, unknown>, keys: string[]): Record<string, unknown> {
  return Object.fromEntries(keys.filter((k) => values[k] !== undefined).map((k) => [k, values[k]]));
}

function omit(values: Record<string, unknown>, keys: string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([k]) => !keys.includes(k)));
}
