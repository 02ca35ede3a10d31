import type { Metadata } from "next";
import Link from "next/link";

export const metadata: Metadata = { title: "Sign-in refused" };

const EXPLANATIONS: Record<string, string> = {
  "no-mapped-group": "Your account at the identity provider is in no group that grants a role here.",
  "no-email": "The identity provider did not give an e-mail address for your account.",
  disabled: "Your account here is disabled.",
};

/** Where single sign-on sends someone it authenticated but this back office does not let in (audited as sign-in-failed). */
export default async function SsoRefusedPage({ searchParams }: { searchParams: Promise<{ reason?: string }> }) {
  const { reason } = await searchParams;
  const explanation = reason && Object.hasOwn(EXPLANATIONS, reason) ? EXPLANATIONS[reason] : "Single sign-on did not let you in.";
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col justify-center space-y-3 px-6">
      <h1 className="text-2xl font-semibold">You cannot sign in here</h1>
      <p>{explanation}</p>
      <p className="text-sm text-slate-600 dark:text-slate-400">Ask your administrator for access. This attempt was recorded.</p>
      <Link href="/sign-in" className="text-sm underline">
        Back to sign-in
      </Link>
    </main>
  );
}
