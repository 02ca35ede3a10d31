import type { Dictionary } from "@/lib/i18n/back-office/en";
import { deliveryText, retryText } from "@/lib/i18n/delivery-text";
import { fillText, formatTimestamp } from "@/lib/i18n/format";
import type { ApplicantMessageView } from "@/lib/service/contract/applicant-message-view";

/** Each SMS and e-mail sent to the applicant: where its delivery stands, its attempts, and when it is tried again. */
export function ApplicantMessages({ messages, t }: { messages: ApplicantMessageView[]; t: Dictionary }) {
  const words = t.delivery;
  return (
    <div className="space-y-2">
      <h3 className="text-sm font-medium">{words.title}</h3>
      {messages.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{words.none}</p>
      ) : (
        <ul className="space-y-1 text-sm" data-testid="applicant-messages">
          {messages.map((message) => (
            <li
              key={message.id}
              className="flex flex-wrap items-baseline gap-x-2"
              data-testid="applicant-message"
              data-state={message.state}
            >
              <span className="font-medium">{words.channels[message.channel]}</span>
              <span className="font-mono text-xs">{message.recipient}</span>
              <time className="text-xs text-slate-600 dark:text-slate-400" dateTime={message.createdAt}>
                {formatTimestamp(message.createdAt, t.dates)}
              </time>
              <span className={message.state === "failed" ? "font-medium text-red-800 dark:text-red-300" : ""}>
                {deliveryText(message, words)}
              </span>
              {message.attempts > 1 && <span className="text-xs">{fillText(words.attempt, { count: message.attempts })}</span>}
              {message.retry && <span className="text-xs">{retryText(message.retry, words, t.dates)}</span>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
