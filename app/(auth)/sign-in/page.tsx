import { redirect } from "next/navigation";
import { SignInMethods } from "@/components/auth/sign-in-methods";
import { env } from "@/lib/env";
import { getDictionary } from "@/lib/i18n/dictionary";
import { titled } from "@/lib/i18n/page-title";
import { localPath } from "@/lib/security/safe-redirect";
import { currentStaff } from "@/lib/staff-auth/guards";
import { passkeySignInOptionsAction } from "./actions";

export const generateMetadata = titled((t) => t.signIn.signIn);

export default async function SignInPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  // Only a path on this site is followed after sign-in, so the link cannot send anyone elsewhere; by default, the review queue.
  const params = await searchParams;
  const callbackUrl = localPath(params.callbackUrl ?? "/queue");
  if (await currentStaff()) redirect(callbackUrl);
  const config = env();
  const { t } = await getDictionary();
  return (
    <main className="mx-auto flex min-h-dvh max-w-sm flex-col justify-center px-6">
      <h1 className="mb-1 text-2xl font-semibold">IDV Back Office</h1>
      <p className="mb-6 text-sm text-slate-600 dark:text-slate-400">{t.signIn.intro}</p>
      <SignInMethods
        callbackUrl={callbackUrl}
        throttleMinutes={config.SIGNIN_WINDOW_MINUTES}
        ssoName={config.OIDC_ISSUER ? config.OIDC_NAME : null}
        isSsoOnly={config.SSO_ONLY}
        error={typeof params.error === "string" ? params.error : null}
        passkeyOptionsAction={passkeySignInOptionsAction}
        texts={t.signIn}
      />
    </main>
  );
}
