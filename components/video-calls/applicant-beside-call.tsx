import type { CallDictionary } from "@/lib/i18n/back-office/call";
import { staffFileHref } from "@/lib/steps/common/review/file-links";
import type { RoomApplicant, RoomImage as RoomImageData } from "@/lib/video-calls/room/room-applicant";
import { RoomImage } from "./room-image";

function Reference({
  processId,
  image,
  missing,
  testId,
  t,
}: {
  processId: string;
  image: RoomImageData | null;
  missing: string;
  testId: string;
  t: CallDictionary;
}) {
  if (!image)
    return (
      <p data-testid={testId} data-shows="none" className="text-sm text-slate-600 dark:text-slate-400">
        {missing}
      </p>
    );
  const label = t.images[image.shows];
  return (
    <figure data-testid={testId} data-shows={image.shows} className="space-y-1">
      <RoomImage
        src={staffFileHref(processId, image.fileId)}
        alt={label}
        unavailable={t.imageUnavailable}
        className="aspect-[3/4] w-full rounded border border-slate-200 bg-slate-100 object-contain dark:border-slate-700 dark:bg-slate-800"
      />
      <figcaption className="text-xs font-medium">{label}</figcaption>
    </figure>
  );
}

/** The applicant as the earlier steps established them, beside the live picture: data, document image and selfie. */
export function ApplicantBesideCall({ processId, applicant, t }: { processId: string; applicant: RoomApplicant; t: CallDictionary }) {
  const rows: [string, string | null, string][] = [
    [t.name, applicant.name, "name"],
    [t.birthDate, applicant.birthDate, "birth-date"],
    [t.documentNumber, applicant.document.number, "document-number"],
    [t.documentExpiry, applicant.document.expiryDate, "document-expiry"],
  ];
  return (
    <section aria-labelledby="room-applicant" data-testid="room-applicant" className="space-y-3">
      <h2 id="room-applicant" className="text-lg font-semibold">
        {t.applicantData}
      </h2>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        {rows.map(([label, value, key]) => (
          <div key={key} className="contents">
            <dt className="font-medium">{label}</dt>
            <dd data-testid={`room-applicant-${key}`} className="break-words">
              {value ?? <span className="text-slate-600 dark:text-slate-400">{t.notInProcess}</span>}
            </dd>
          </div>
        ))}
      </dl>
      <div className="grid grid-cols-2 gap-3">
        <Reference processId={processId} image={applicant.documentImage} missing={t.noDocumentImage} testId="room-document-image" t={t} />
        <Reference processId={processId} image={applicant.selfie} missing={t.noSelfie} testId="room-selfie" t={t} />
      </div>
    </section>
  );
}
