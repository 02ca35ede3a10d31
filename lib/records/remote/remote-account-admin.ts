import "server-only";
import { withDatabase } from "@/lib/db/with-database";
import { addRemoteAccount, listRemoteAccounts, removeRemoteAccount } from "./remote-accounts";

/** Remote mode's accounts on this installation's database: what the admin page reads and changes (never a credential back). */
export const remoteAccounts = withDatabase({ listRemoteAccounts, addRemoteAccount, removeRemoteAccount });
