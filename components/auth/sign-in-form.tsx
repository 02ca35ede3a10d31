"use client";

import { useRouter } from "next/navigation";
import { signIn } from "next-auth/react";
import { type FormEvent, useState } from "react";
import type { Dictionary } from "@/lib/i18n/back-office/en";
import { fillText } from "@/lib/i18n/format";

type Texts = Dictionary["signIn"];

/** The `error` next-auth passes back (lib/staff-auth/authorize-staff.ts) as a sentence for the person signing in. */
function messageFor(error: string | null | undefined, throttleMinutes: number, texts: Texts): string {
  if (error === "throttled") return fillText(texts.throttled, { minutes: throttleMinutes });
  if (error === "unavailable") return texts.unavailable;
  return texts.wrongPassword;
}

export function SignInForm({ callbackUrl, throttleMinutes, texts }: { callbackUrl: string; throttleMinutes: number; texts: Texts }) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setPending(true);
    setError(null);
    const result = await signIn("credentials", { email: form.get("email"), password: form.get("password"), redirect: false });
    setPending(false);
    if (result?.ok && !result.error) {
      router.replace(callbackUrl);
      router.refresh();
      return;
    }
    setError(messageFor(result?.error, throttleMinutes, texts));
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      <div className="space-y-1">
        <label htmlFor="email" className="block text-sm font-medium">
          {texts.email}
        </label>
        <input id="email" name="email" type="email" autoComplete="username" required className="input" />
      </div>
      <div className="space-y-1">
        <label htmlFor="password" className="block text-sm font-medium">
          {texts.password}
        </label>
        <input id="password" name="password" type="password" autoComplete="current-password" required className="input" />
      </div>
      {error && (
        <p
          role="alert"
          data-testid="sign-in-error"
          className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {error}
        </p>
      )}
      <button type="submit" disabled={isPending} className="btn-primary w-full">
        {isPending ? texts.signingIn : texts.signIn}
      </button>
    </form>
  );
}
