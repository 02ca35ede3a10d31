import { parentPort, workerData } from "node:worker_threads";
import Database from "better-sqlite3";

// A thread of its own that copies the server's WAL into the database file (see sqlite-checkpoints.ts). PASSIVE never
// waits for and never blocks the server's connection: it copies what is committed. Plain JavaScript, so that it runs
// as it is from sources too (a worker thread on Node 20 does not take tsx's loader).
const { file, busyMs, idleMs } = workerData;
const database = new Database(file);
// As the server's connection: the database file is synced after each copy, so the WAL can be reused safely.
database.pragma("synchronous = FULL");

let timer;
let lastLog = 0;
const checkpoint = () => {
  const [{ busy, log }] = database.pragma("wal_checkpoint(PASSIVE)");
  // Soon again while the WAL grows (or another checkpoint was running); rarely while it stands still.
  const isWritten = busy !== 0 || log !== lastLog;
  lastLog = log;
  timer = setTimeout(checkpoint, isWritten ? busyMs : idleMs);
};
checkpoint();

parentPort?.on("message", (message) => {
  if (message !== "stop") return;
  clearTimeout(timer);
  database.close();
  parentPort?.close();
});
