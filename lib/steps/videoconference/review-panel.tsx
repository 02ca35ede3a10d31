import { type DateWords, formatTimestamp } from "@/lib/i18n/format";
import { CopyButton } from "@/lib/steps/common/review/copy-button";
import { fileIdFromUrl, staffFileHref } from "@/lib/steps/common/review/file-links";
import { KeyValues } from "../common/review/key-values";
import { asNumber, asObject, type Json, type PanelProps, providerResult } from "../common/review/panel-props";
import { PanelSection } from "../common/review/panel-section";
import { StepImages } from "../common/review/step-images";
import { VideoPanel } from "../video-liveness/review-panel";
import { captureName } from "./capture-names";

const asList = (value: unknown): Json[] => (Array.isArray(value) ? value.map(asObject) : []);
const asText = (value: unknown): string => (typeof value === "string" ? value : "");

function When({ at, dates }: { at: unknown; dates: DateWords }) {
  const iso = asText(at);
  return iso ? <time dateTime={iso}>{formatTimestamp(iso, dates)}</time> : <span>—</span>;
}

/** How long the call was connected: as the verdict recorded it, else from when it connected to when it ended. */
function secondsConnected(result: Json, times: Json): number | null {
  const recorded = asNumber(result.callSeconds);
  if (recorded !== null) return recorded;
  const connected = Date.parse(asText(times.connectedAt));
  const ended = Date.parse(asText(times.endedAt));
  return Number.isNaN(connected) || Number.isNaN(ended) ? null : (ended - connected) / 1000;
}

/** The agent is staff, named as the back office knows them: name and e-mail, or whichever the verdict kept. */
function agentInWords(agent: Json): string {
  const [name, email] = [asText(agent.name), asText(agent.email)];
  return name && email ? `${name} <${email}>` : name || email || "—";
}

/** The recording: playable through the staff file route, or only its existence, hash and length when bytes are masked. */
function Recording({ recording, processId, isMasked, t }: { recording: Json } & Pick<PanelProps, "processId" | "isMasked" | "t">) {
  const c = t.callRecord;
  const fileId = fileIdFromUrl(recording.url);
  if (!fileId)
    return (
      <p data-testid="call-recording" data-recording="none">
        {c.noRecording}
      </p>
    );
  const seconds = asNumber(recording.durationSeconds);
  const sha256 = asText(recording.sha256);
  return (
    <div className="space-y-1" data-testid="call-recording" data-recording={isMasked ? "withheld" : "playable"}>
      {isMasked ? (
        <p>{c.recordingWithheld}</p>
      ) : (
        // biome-ignore lint/a11y/useMediaCaption: a recorded call has no caption track; its checklist and verdict are beside it
        <video controls preload="metadata" className="max-h-72 rounded bg-black" src={staffFileHref(processId, fileId)} />
      )}
      {seconds !== null && <p className="text-xs">{c.seconds.replace("{seconds}", seconds.toFixed(1))}</p>}
      {sha256 && (
        <p className="flex flex-wrap items-center gap-2 text-xs">
          {c.sha256}
          <span className="break-all font-mono" data-testid="recording-sha256">
            {sha256}
          </span>
          <CopyButton value={sha256} label={t.common.copy} copiedLabel={t.common.copied} testId="copy-recording-sha256" />
        </p>
      )}
    </div>
  );
}

/** A live call's verdict: outcome with reason and note, agent, times, the recording, the captures and the checklist. */
export function CallPanel(props: PanelProps) {
  const { step, processId, isMasked, roles, t } = props;
  const result = providerResult(step);
  if (result.agent === undefined) return <VideoPanel {...props} />;
  const c = t.callRecord;
  const agent = asObject(result.agent);
  const times = asObject(result.times);
  const seconds = secondsConnected(result, times);
  const captures = Object.fromEntries(
    asList(result.captures).map((capture, i) => [captureName(asText(capture.kind), i + 1, c.captureNames), capture.url]),
  );
  return (
    <div className="space-y-3 text-sm" data-testid="panel-call">
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="font-medium">{c.verdict}</dt>
        <dd data-testid="call-verdict">
          {step.status ? c.passed : c.failed}
          {asText(result.reason) && ` · ${c.reason}: ${asText(result.reason)}`}
        </dd>
        {asText(result.note) && (
          <>
            <dt className="font-medium">{c.note}</dt>
            <dd>{asText(result.note)}</dd>
          </>
        )}
        <dt className="font-medium">{c.agent}</dt>
        <dd data-testid="call-agent">{agentInWords(agent)}</dd>
        <dt className="font-medium">{c.opened}</dt>
        <dd data-testid="call-opened">
          <When at={times.openedAt} dates={t.dates} />
        </dd>
        <dt className="font-medium">{c.connected}</dt>
        <dd data-testid="call-connected">{times.connectedAt ? <When at={times.connectedAt} dates={t.dates} /> : c.neverConnected}</dd>
        <dt className="font-medium">{c.ended}</dt>
        <dd data-testid="call-ended">
          <When at={times.endedAt} dates={t.dates} />
        </dd>
        <dt className="font-medium">{c.duration}</dt>
        <dd data-testid="call-time-connected">{seconds === null ? "—" : c.seconds.replace("{seconds}", seconds.toFixed(0))}</dd>
      </dl>
      <PanelSection title={c.recording}>
        <Recording recording={asObject(result.recording)} processId={processId} isMasked={isMasked} t={t} />
      </PanelSection>
      {Object.keys(captures).length > 0 && (
        <PanelSection title={c.captures}>
          <StepImages sources={captures} processId={processId} isMasked={isMasked} roles={roles} t={t} />
        </PanelSection>
      )}
      <PanelSection title={c.checklist}>
        <ul data-testid="call-checklist">
          {asList(result.checklist).map((item) => (
            <li key={asText(item.id)}>
              {item.checked ? "☑" : "☐"} {asText(item.label) || asText(item.id)}{" "}
              <span className="sr-only">({item.checked ? c.checked : c.notChecked})</span>
            </li>
          ))}
        </ul>
      </PanelSection>
      {asNumber(result.faceScore) !== null && <KeyValues values={{ faceScore: result.faceScore }} processId={processId} t={t} />}
    </div>
  );
}
