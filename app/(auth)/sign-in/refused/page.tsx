import { AppLink } from "@/components/shell/app-link";
import { getDictionary } from "@/lib/i18n/dictionary";
import { titled } from "@/lib/i18n/page-title";

export const generateMetadata = titled((t) => t.account.signIn.refusedTitle);

const REASONS = ["no-mapped-group", "no-email", "disabled"] as const;

/** Where single sign-on sends someone it authenticated but this back office does not let in (audited as sign-in-failed). */
export default async function SsoRefusedPage({ searchParams }: { searchParams: Promise<{ reason?: string }> }) {
  const [{ reason }, { t }] = await Promise.all([searchParams, getDictionary()]);
  const words = t.account.signIn;
  const known = REASONS.find((r) => r === reason);
  const explanation = words.refused[known ?? "other"];
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col justify-center space-y-3 px-6">
      <h1 className="text-2xl font-semibold">{words.refusedTitle}</h1>
      <p>{explanation}</p>
      <p className="text-sm text-slate-600 dark:text-slate-400">{words.askAdmin}</p>
      <AppLink href="/sign-in" className="text-sm underline">
        {words.backToSignIn}
      </AppLink>
    </main>
  );
}
