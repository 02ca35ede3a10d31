import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { SignInForm } from "@/components/auth/sign-in-form";
import { currentStaff } from "@/lib/auth/guards";
import { env } from "@/lib/env";
import { localPath } from "@/lib/security/safe-redirect";

export const metadata: Metadata = { title: "Sign in" };

export default async function SignInPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  // Only a path on this site is followed after sign-in, so the link cannot send anyone elsewhere; by default, the review queue.
  const callbackUrl = localPath((await searchParams).callbackUrl ?? "/queue");
  if (await currentStaff()) redirect(callbackUrl);
  return (
    <main className="mx-auto flex min-h-dvh max-w-sm flex-col justify-center px-6">
      <h1 className="mb-1 text-2xl font-semibold">IDV Back Office</h1>
      <p className="mb-6 text-sm text-slate-600 dark:text-slate-400">Sign in to review identity-verification processes.</p>
      <SignInForm callbackUrl={callbackUrl} throttleMinutes={env().SIGNIN_WINDOW_MINUTES} />
    </main>
  );
}
