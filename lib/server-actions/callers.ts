import "server-only";
import { requireStaff } from "@/lib/auth/guards";

/** An admin's change: the caller must be an admin (checked by the action, not only the page); the admin pages refresh. */
export const ADMIN_CHANGE = {
  caller: () => requireStaff("admin:manage"),
  revalidate: () => ({ path: "/admin", type: "layout" as const }),
};

/** A reviewer's action on a process (auditors get 403); the process's page refreshes. */
export const DESK_ACTION = {
  caller: () => requireStaff("records:act"),
  revalidate: ({ processId }: { processId: string }) => ({ path: `/processes/${processId}` }),
};
