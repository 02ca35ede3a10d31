import "server-only";
import { withDatabase } from "@/lib/db/with-database";
import { recomputeRisk } from "../risk/recompute-risk";
import { saveRiskRules } from "../risk/risk-rules";
import { assignCase, claimNextCase } from "./assignment";
import { runBulkAction } from "./bulk-actions";
import { deleteSavedView, saveView } from "./saved-views";
import { setSlaPolicy } from "./sla";
import { createTag, deleteTag, setCaseTag } from "./tags";

/** The review queue's changes on this installation's database (each checks the caller's role itself). */
export const queueDesk = withDatabase({
  claimNextCase,
  assignCase,
  setCaseTag,
  recomputeRisk,
  runBulkAction,
  saveView,
  deleteSavedView,
  createTag,
  deleteTag,
  setSlaPolicy,
  saveRiskRules,
});
