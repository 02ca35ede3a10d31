import "server-only";
import { withDatabase } from "@/lib/db/with-database";
import { createAccount, createApplication, listAccountNames, listAccounts, setAccountActive } from "./accounts";
import { createCredential, revokeCredential } from "./credentials";
import { exportFlow, importFlow, listFlows, setFlowActive } from "./flows";

/** Accounts, applications, credentials and flows on this installation's database: what the admin pages read and change. */
export const provisioning = withDatabase({
  listAccounts,
  listAccountNames,
  createAccount,
  setAccountActive,
  createApplication,
  createCredential,
  revokeCredential,
  listFlows,
  importFlow,
  setFlowActive,
  exportFlow,
});
