/** The process's own events (the spec's audit log) in words: their types, the devices they came from, the statuses they set. */
export const eventsEn = {
  types: {
    "process-created": "Process started",
    "payload-submitted": "Step submitted",
    "process-updated": "Process moved on",
    "status-updated": "Status changed",
  },
  devices: { desktop: "Computer", mobile: "Phone", any: "Any device" },
  statuses: { finished: "finished", "in-progress": "in progress" },
};
