import { demoProcess } from "./workspace";

/**
 * Every back-office page an admin reaches (an admin sees every one): overview, processes list (where exports start),
 * search, queue, a case with findings, calls, audit log, admin pages, account.
 */
export function reviewerPages(): string[] {
  return [
    "/",
    "/processes",
    `/processes/${demoProcess("demo-face-mismatch")}`,
    `/processes/${demoProcess("demo-finished")}`,
    "/search?q=maria",
    "/search?q=nobody-at-all",
    "/queue",
    "/calls",
    "/audit",
    "/admin/users",
    "/admin/accounts",
    "/admin/flows",
    "/admin/settings",
    "/admin/queue",
    "/admin/webhooks",
    "/admin/retention",
    "/account/security",
    "/account/sessions",
  ];
}
