import { applicantFromCookie, applicantPages } from "@/lib/applicant/applicant";
import { isServiceError } from "@/lib/service/contract/service-error";

/** The document the applicant is asked to sign, for the link's own process and only at a signing step. */
export async function GET(_request: Request, { params }: { params: Promise<{ processId: string }> }) {
  const { processId } = await params;
  const session = await applicantFromCookie(processId);
  const notFound = () => new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });
  if (!session) return notFound();
  try {
    const document = await applicantPages.getDocumentToSign(session);
    if (!document) return notFound();
    return new Response(new Uint8Array(document.bytes), {
      headers: {
        "Content-Type": document.contentType,
        "Content-Disposition": "inline",
        "Cache-Control": "no-store",
        "X-Content-Type-Options": "nosniff",
      },
    });
  } catch (error) {
    if (isServiceError(error)) return notFound();
    throw error;
  }
}
