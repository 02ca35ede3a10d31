import type { Metadata } from "next";
import { AdoptLink } from "@/components/verify/adopt-link";
import { FinishedNotice } from "@/components/verify/finished-notice";
import { PlainNotice } from "@/components/verify/plain-notice";
import { StepScreen } from "@/components/verify/step-screen";
import { VerifyShell } from "@/components/verify/verify-shell";
import { applicantFromCookie, applicantFromToken, applicantPages } from "@/lib/applicant/applicant";
import { isServiceError } from "@/lib/service/contract/service-error";
import { dictionaryFor } from "@/lib/steps/applicant-texts/dictionary";
import type { ApplicantView } from "@/lib/steps/common/applicant/applicant-view";
import {
  adoptLink,
  checkVideoconference,
  consentToBiometrics,
  goBackApplicantStep,
  joinApplicantVideoconference,
  submitApplicantStep,
} from "./actions";

const ACTIONS = {
  submit: submitApplicantStep,
  back: goBackApplicantStep,
  canJoin: checkVideoconference,
  join: joinApplicantVideoconference,
  consent: consentToBiometrics,
};

export const metadata: Metadata = { title: { absolute: "Identity verification" }, robots: { index: false, follow: false } };

type Props = { params: Promise<{ processId: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function VerifyPage({ params, searchParams }: Props) {
  const [{ processId }, query] = await Promise.all([params, searchParams]);
  const urlToken = typeof query.token === "string" ? query.token : undefined;
  const fromUrl = urlToken ? await applicantFromToken(processId, urlToken) : null;
  const session = fromUrl ?? (await applicantFromCookie(processId));
  if (!session) {
    // Nothing about the process is read or shown: both languages, since the process's own is unknown here.
    return (
      <main className="mx-auto flex min-h-dvh max-w-md flex-col justify-center gap-6 px-5 py-10">
        <PlainNotice title={dictionaryFor("en").linkInvalidTitle} body={dictionaryFor("en").linkInvalidBody} lang="en" />
        <PlainNotice title={dictionaryFor("pt").linkInvalidTitle} body={dictionaryFor("pt").linkInvalidBody} lang="pt" />
      </main>
    );
  }
  const dict = dictionaryFor(session.lang);
  let view: ApplicantView;
  try {
    view = await applicantPages.loadApplicantView(session);
  } catch (error) {
    if (!isServiceError(error)) throw error;
    return (
      <main className="mx-auto flex min-h-dvh max-w-md flex-col justify-center px-5 py-10">
        <PlainNotice title={dict.unavailableTitle} body={dict.unavailableBody} lang={dict.langTag} />
      </main>
    );
  }
  return (
    <VerifyShell branding={view.branding} lang={dict.langTag}>
      {fromUrl && urlToken ? <AdoptLink processId={processId} token={urlToken} adopt={adoptLink} /> : null}
      {view.kind === "finished" ? (
        <FinishedNotice isNegative={view.isNegative} lang={session.lang} />
      ) : (
        <StepScreen key={`${view.step.id}`} processId={processId} step={view.step} lang={session.lang} actions={ACTIONS} />
      )}
    </VerifyShell>
  );
}
