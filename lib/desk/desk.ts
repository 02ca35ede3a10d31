import "server-only";
import { withDatabase } from "@/lib/db/with-database";
import { confirmDecision, decideProcess } from "./decisions";
import { loadDesk } from "./load-desk";
import { addNote, editNote } from "./notes";
import { resendLink } from "./remote-contact";
import { captureCallStill } from "./video-call/capture-still";
import { completeVideoconference } from "./video-call/complete-call";
import { appendRecordingChunk } from "./video-call/recording-chunks";
import { callAvailability, loadCallRoom, markCallConnected, openVideoconference } from "./videoconference";

/** The reviewer desk on this installation's database: what the process page reads and its actions do (each checks the role). */
export const desk = withDatabase({
  loadDesk,
  addNote,
  editNote,
  decideProcess,
  confirmDecision,
  resendProcessLink: resendLink,
  callAvailability,
  loadCallRoom,
  openVideoconference,
  completeVideoconference,
  markCallConnected,
  captureCallStill,
  appendRecordingChunk,
});
