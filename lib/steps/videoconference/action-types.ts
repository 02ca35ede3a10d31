/** A video call with a reviewer (`live`: it happens at this step) or the applicant's choice of when to be called. */
export const VIDEOCONFERENCE_TYPES = {
  videoconference: { submissions: 1, call: "live" },
  "videoconference-schedule": { submissions: 1, call: "scheduled" },
} as const;

/** Whether a step's action is the live call a reviewer joins (canjoin, join and the reviewer's verdict need it). */
export function isLiveCall(action: string): boolean {
  return (
    Object.hasOwn(VIDEOCONFERENCE_TYPES, action) && VIDEOCONFERENCE_TYPES[action as keyof typeof VIDEOCONFERENCE_TYPES].call === "live"
  );
}
