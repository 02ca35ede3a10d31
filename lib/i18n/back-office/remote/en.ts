/** Remote mode's texts (RECORDS_SOURCE=remote: processes read through another service's API). */
export const remoteEn = {
  searchLabel: "Find a remote process by its id",
  searchPlaceholder: "Full process id  ( / )",
  searchByIdOnly:
    "Remote mode: processes are read from the remote service, which finds a process by its full id only (no search by name, e-mail, phone, document or reference).",
  failed: "The remote service could not be read",
  failedBody: "Nothing was changed here. Try again in a moment; if it persists, check REMOTE_BASE_URL and the remote accounts.",
  contactThroughRemote:
    "Remote mode: the link is sent by the remote service (its send-email) to the address the applicant gave there; the video call is checked there (canjoin) and held there.",
  callWaiting: "The applicant waits in the video-call step of the remote service: the call is held there.",
  queueElsewhere:
    "The review queue works over this service's own processes. In remote mode, look a process up by its id; every process looked up is listed under Processes.",
  listExplained: "Remote mode: this list holds the processes looked up by id (status and dates as of the last look-up).",
  exportExplained:
    "The exports hold the same processes with the decisions taken here; their reference, account and failure reason columns are empty (the remote record is read on each view, not kept here).",
  imageNotServed: "The remote service did not serve this image: it serves the files of running processes only, or it could not be reached.",
};
