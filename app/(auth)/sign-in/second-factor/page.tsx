import type { Metadata } from "next";
import { SecondFactorForm } from "@/components/auth/second-factor-form";
import { requireSessionAt } from "@/lib/auth/guards";
import { staffAuth } from "@/lib/auth/staff-auth";
import { passkeySecondFactorOptionsAction, secondFactorAction } from "../actions";

export const metadata: Metadata = { title: "Second factor" };

export default async function SecondFactorPage() {
  const session = await requireSessionAt(["second-factor"]);
  const factors = await staffAuth.secondFactorsOf(session.id);
  return (
    <main className="mx-auto flex min-h-dvh max-w-sm flex-col justify-center px-6">
      <h1 className="mb-1 text-2xl font-semibold">Second factor</h1>
      <p className="mb-6 text-sm text-slate-600 dark:text-slate-400">
        Signing in as {session.email}. Prove it is you with your second factor.
      </p>
      <SecondFactorForm
        factors={factors}
        callbackUrl="/"
        submitAction={secondFactorAction}
        passkeyOptionsAction={passkeySecondFactorOptionsAction}
      />
    </main>
  );
}
