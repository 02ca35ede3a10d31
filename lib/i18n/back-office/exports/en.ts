/** The export buttons' progress and failure texts. */
export const exportsEn = {
  progress: "{label} progress",
  done: "Exported {rows} rows",
  received: "{rows} rows received",
  ofTotal: "{rows} of {total} rows",
  failed: "The export failed.",
  failedStatus: "The export failed ({status}).",
};
