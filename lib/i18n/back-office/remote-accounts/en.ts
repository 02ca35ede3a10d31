/** The admin page of remote mode's accounts (the svc-credentials the back office reads a remote service with). */
export const remoteAccountsEn = {
  nav: "Remote accounts",
  title: "Remote accounts",
  explained:
    "Remote mode reads processes from another service through its API, with one svc-credential per remote account. A credential is stored sealed (AES-256-GCM) and never shown again.",
  baseUrl: "Remote service (REMOTE_BASE_URL)",
  notRemote: "This installation reads its own processes (RECORDS_SOURCE=local): these accounts are used only in remote mode.",
  columns: { name: "Account", added: "Added" },
  none: "No remote account yet.",
  remove: "Remove",
  add: "Add a remote account",
  name: "Account label",
  credential: "svc-credential (stored sealed, never shown again)",
  submit: "Add account",
  added: "Added the remote account {name}.",
  removed: "Removed the remote account {name}; the processes looked up through it stay listed but can no longer be read.",
};
