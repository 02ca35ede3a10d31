import "server-only";
import { withDatabase } from "@/lib/db/with-database";
import { resetPasswordFromLink, sendPasswordResetLink } from "./password-reset";
import { createUser, endUserSessions, listUsers, setUserDisabled, setUserRole } from "./users";

/** Staff users on this installation's database: what the admin users page reads and changes. */
export const staffUsers = withDatabase({ listUsers, createUser, setUserDisabled, setUserRole, endUserSessions, sendPasswordResetLink });

/** A reset link used by its recipient (no one is signed in). */
export const resetPassword = withDatabase({ resetPasswordFromLink }).resetPasswordFromLink;
