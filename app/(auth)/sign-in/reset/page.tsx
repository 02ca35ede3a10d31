import { ResetPasswordForm } from "@/components/auth/reset-password-form";
import { getDictionary } from "@/lib/i18n/dictionary";
import { titled } from "@/lib/i18n/page-title";
import { resetPasswordAction } from "../actions";

export const generateMetadata = titled((t) => t.account.signIn.resetTitle);

/** A reset link's page; the token is checked when the form is sent (single use, expiring). */
export default async function ResetPasswordPage({ searchParams }: { searchParams: Promise<{ token?: string }> }) {
  const [{ token }, { t }] = await Promise.all([searchParams, getDictionary()]);
  const words = t.account.signIn;
  return (
    <main className="mx-auto flex min-h-dvh max-w-sm flex-col justify-center px-6">
      <h1 className="mb-4 text-2xl font-semibold">{words.resetTitle}</h1>
      {token ? <ResetPasswordForm token={token} resetAction={resetPasswordAction} texts={t.signIn} /> : <p>{words.resetIncomplete}</p>}
    </main>
  );
}
