import { type DateWords, formatTimestamp } from "@/lib/i18n/format";
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
  return (
    <div className="space-y-1" data-testid="call-recording" data-recording={isMasked ? "withheld" : "playable"}>
      {isMasked ? (
        <p>{c.recordingWithheld}</p>
      ) : (
        // biome-ignore lint/a11y/useMediaCaption: a recorded call has no caption track; its checklist and verdict are beside it
        <video controls preload="metadata" className="max-h-72 rounded bg-black" src={staffFileHref(processId, fileId)} />
      )}
      <p className="text-xs">
        {seconds !== null && <>{c.seconds.replace("{seconds}", seconds.toFixed(1))} · </>}
        {c.sha256} <span className="break-all font-mono">{asText(recording.sha256)}</span>
      </p>
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
  const seconds = asNumber(result.callSeconds);
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
        <dd>
          {asText(agent.name)} &lt;{asText(agent.email)}&gt;
        </dd>
        <dt className="font-medium">{c.opened}</dt>
        <dd>
          <When at={times.openedAt} dates={t.dates} />
        </dd>
        <dt className="font-medium">{c.connected}</dt>
        <dd>{times.connectedAt ? <When at={times.connectedAt} dates={t.dates} /> : c.neverConnected}</dd>
        <dt className="font-medium">{c.ended}</dt>
        <dd>
          <When at={times.endedAt} dates={t.dates} />
        </dd>
        <dt className="font-medium">{c.duration}</dt>
        <dd>{seconds === null ? "—" : c.seconds.replace("{seconds}", seconds.toFixed(0))}</dd>
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
        <ul>
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
