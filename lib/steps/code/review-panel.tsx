import { deliveryText, retryText } from "@/lib/i18n/delivery-text";
import { fillText, formatTimestamp } from "@/lib/i18n/format";
import { maskIdentifier } from "@/lib/security/masking";
import { asObject, type PanelProps } from "../common/review/panel-props";

/** A code's SMS as the reviewer reads it: "failed: gateway not reachable · attempt 2 · next attempt …". */
function codeDelivery(delivery: NonNullable<PanelProps["delivery"]>, t: PanelProps["t"]): string {
  const words = t.delivery;
  return [
    deliveryText(delivery, words),
    ...(delivery.attempts > 1 ? [fillText(words.attempt, { count: delivery.attempts })] : []),
    ...(delivery.retry ? [retryText(delivery.retry, words, t.dates)] : []),
  ].join(" · ");
}

/**
 * otp and document signing by code: the phone (always masked), codes requested, wrong codes typed, whether it was
 * confirmed, and on a code request's record the delivery of the SMS that carried its code.
 */
export function OtpPanel({ step, delivery, t }: PanelProps) {
  const phone = asObject(step.payload.phone ?? step.payload.phoneNumber);
  const config = step.config;
  const rows: [string, string][] = [
    [t.panels.phone, typeof phone.number === "string" ? `${String(phone.country ?? "")} ${maskIdentifier(phone.number)}` : "—"],
    [t.panels.sendAttempts, String(config.numberAttemptsSend ?? "—")],
    [t.case.panels.wrongCodes, String(config.numberAttemptsCode ?? "—")],
    [t.panels.confirmed, config.otpConfirmed === true ? t.common.yes : t.common.no],
    [t.panels.codeSentAt, typeof config.otpDate === "string" ? formatTimestamp(config.otpDate, t.dates) : "—"],
    ...(delivery ? ([[t.delivery.codeDelivery, codeDelivery(delivery, t)]] as [string, string][]) : []),
  ];
  return (
    <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm" data-testid="panel-otp">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
          <dd className="font-mono">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
