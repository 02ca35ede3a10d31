"use client";

import { type FormEvent, useState } from "react";
import { AppLink } from "@/components/shell/app-link";
import type { ActionResult } from "@/lib/actions/action-state";
import type { Dictionary } from "@/lib/i18n/back-office/en";

type Props = {
  token: string;
  resetAction: (input: { token: string; password: string }) => Promise<ActionResult>;
  texts: Dictionary["signIn"];
};

/** The page a reset link opens: a new password, once. */
export function ResetPasswordForm({ token, resetAction, texts }: Props) {
  const [result, setResult] = useState<ActionResult | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setResult(await resetAction({ token, password: String(new FormData(event.currentTarget).get("password") ?? "") }));
  }

  if (result?.ok)
    return (
      <p role="status" className="space-x-2">
        <span>{result.message}</span>
        <AppLink href="/sign-in" className="underline">
          {texts.signIn}
        </AppLink>
      </p>
    );
  return (
    <form onSubmit={(event) => void onSubmit(event)} className="space-y-3" noValidate>
      <label htmlFor="new-password" className="block text-sm font-medium">
        {texts.newPassword}
      </label>
      <input id="new-password" name="password" type="password" autoComplete="new-password" minLength={12} className="input" />
      <button type="submit" className="btn-primary w-full">
        {texts.setPassword}
      </button>
      {result && !result.ok && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {result.message}
        </p>
      )}
    </form>
  );
}
