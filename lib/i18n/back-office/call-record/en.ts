/** The video call as the process page shows it after the verdict (issue 16). */
export const callRecordEn = {
  title: "Video call",
  verdict: "Verdict",
  passed: "passed",
  failed: "failed",
  reason: "Reason",
  note: "Note",
  agent: "Agent",
  opened: "Opened",
  connected: "Connected",
  ended: "Ended",
  neverConnected: "never connected",
  duration: "Time connected",
  seconds: "{seconds} s",
  recording: "Recording",
  noRecording: "No recording: the call was never started.",
  recordingWithheld: "A recording exists; its picture and sound are personal data, which is masked for your role.",
  sha256: "SHA-256",
  captures: "Captures",
  /** A capture named for what it shows, numbered among the call's captures. */
  captureNames: {
    kinds: { face: "Face", "document-front": "Document front", "document-back": "Document back" },
    liveCapture: "{kind}, live capture {n}",
  },
  checklist: "Checklist",
  checked: "checked",
  notChecked: "not checked",
  /** Timeline names of the call's events, each saying who acted. */
  events: {
    "videoconference-agent-joined": "Agent opened the call",
    "videoconference-connected": "Agent connected to the applicant",
    "videoconference-consent": "Applicant consented to the recording",
    "videoconference-joined": "Applicant joined the call",
    "videoconference-capture": "Agent took a still",
    "videoconference-recording-stored": "Agent's verdict stored the recording",
  },
};
