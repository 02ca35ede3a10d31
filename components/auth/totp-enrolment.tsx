"use client";

import { type FormEvent, useState } from "react";
import type { ActionResult } from "@/lib/actions/action-state";
import type { Dictionary } from "@/lib/i18n/back-office/en";

type Props = {
  startAction: (input: Record<string, never>) => Promise<ActionResult<{ secret: string; qrDataUrl: string }>>;
  confirmAction: (input: { code: string }) => Promise<ActionResult<{ recoveryCodes: string[] }>>;
  onDone: () => void;
  texts: Dictionary["secondFactor"]["totp"];
};

/** Adds an authenticator app: a QR code (and its secret), the first code confirms it, then the recovery codes, shown once. */
export function TotpEnrolment({ startAction, confirmAction, onDone, texts }: Props) {
  const [setup, setSetup] = useState<{ secret: string; qrDataUrl: string } | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function start() {
    const result = await startAction({});
    if (result.ok) setSetup({ secret: result.secret, qrDataUrl: result.qrDataUrl });
    else setError(result.message);
  }

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = await confirmAction({ code: String(new FormData(event.currentTarget).get("code") ?? "") });
    if (result.ok) {
      setRecoveryCodes(result.recoveryCodes);
      setError(null);
    } else setError(result.message);
  }

  if (recoveryCodes)
    return (
      <div className="space-y-2">
        <p className="text-sm">{texts.done}</p>
        <ul data-testid="recovery-codes" className="grid grid-cols-2 gap-1 font-mono text-sm">
          {recoveryCodes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
        <button type="button" className="btn-primary" onClick={onDone}>
          {texts.saved}
        </button>
      </div>
    );
  if (!setup)
    return (
      <button type="button" className="btn-primary" onClick={() => void start()}>
        {texts.start}
      </button>
    );
  return (
    <form onSubmit={(event) => void confirm(event)} className="space-y-2" noValidate>
      {/* biome-ignore lint/performance/noImgElement: a data: URL generated per person, nothing for the image optimiser */}
      <img src={setup.qrDataUrl} alt={texts.qrAlt} width={220} height={220} />
      <p className="text-sm">
        {texts.orSecret}{" "}
        <code data-testid="totp-secret" className="font-mono break-all">
          {setup.secret}
        </code>
      </p>
      <label htmlFor="totp-confirm" className="block text-sm font-medium">
        {texts.codeLabel}
      </label>
      <input id="totp-confirm" name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} className="input" />
      <button type="submit" className="btn-primary">
        {texts.confirm}
      </button>
      {error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </form>
  );
}
