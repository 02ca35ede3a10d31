import "server-only";
import { withDatabase } from "@/lib/db/with-database";
import { createUser, listUsers, setUserDisabled } from "./users";

/** Staff users on this installation's database: what the admin users page reads and changes. */
export const staffUsers = withDatabase({ listUsers, createUser, setUserDisabled });
