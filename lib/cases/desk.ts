import "server-only";
import { withDatabase } from "@/lib/db/with-database";
import { appendRecordingChunk } from "../video-calls/recording/recording-chunks";
import { callAvailability, loadCallRoom, markCallConnected, openVideoconference } from "../video-calls/room/call-room";
import { captureCallStill } from "../video-calls/verdict/capture-still";
import { completeVideoconference } from "../video-calls/verdict/complete-call";
import { resendLink } from "./contact/remote-contact";
import { confirmDecision, decideProcess } from "./decisions/decisions";
import { loadDesk } from "./load-desk";
import { addNote, editNote } from "./notes";

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
