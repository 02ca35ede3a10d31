import { ActionForm } from "@/components/ui/action-form";
import { getDictionary } from "@/lib/i18n/dictionary";
import { formatDay } from "@/lib/i18n/format";
import { titled } from "@/lib/i18n/page-title";
import { provisioning } from "@/lib/provisioning/provisioning";
import { requireStaff } from "@/lib/staff-auth/guards";
import {
  createAccountAction,
  createApplicationAction,
  createCredentialAction,
  revokeCredentialAction,
  setAccountActiveAction,
} from "./actions";

export const generateMetadata = titled((t) => t.admin.accounts.title);

export default async function AccountsPage() {
  await requireStaff("admin:manage");
  const [accounts, { t }] = await Promise.all([provisioning.listAccounts(), getDictionary()]);
  const words = t.admin.accounts;
  return (
    <section className="space-y-6">
      <h1 className="text-xl font-semibold">{words.title}</h1>
      {accounts.map((account) => (
        <article
          key={account.id}
          className="space-y-3 rounded-lg border border-slate-200 p-4 dark:border-slate-800"
          aria-labelledby={`account-${account.id}`}
        >
          <header className="flex flex-wrap items-center gap-3">
            <h2 id={`account-${account.id}`} className="font-medium">
              {account.name}
            </h2>
            <span className="chip">{account.active ? t.admin.active : t.admin.inactive}</span>
            <code className="text-xs text-slate-600 dark:text-slate-400">{account.id}</code>
            <span className="text-sm text-slate-600 dark:text-slate-400">
              {account.language} · {(account.languages as string[]).join(", ")} · {words.activeFlow}: {account.flows[0]?.name ?? words.none}
            </span>
            <ActionForm
              action={setAccountActiveAction}
              submitLabel={account.active ? t.admin.deactivate : t.admin.activate}
              variant="secondary"
              className="ml-auto"
            >
              <input type="hidden" name="accountId" value={account.id} />
              <input type="hidden" name="active" value={String(!account.active)} />
            </ActionForm>
          </header>
          <div>
            <h3 className="text-sm font-medium">{words.applications}</h3>
            <ul className="font-mono text-xs">
              {account.applications.map((app) => (
                <li key={app.id}>
                  {app.id} <span className="font-sans text-slate-600 dark:text-slate-400">{app.name}</span>
                </li>
              ))}
            </ul>
            <ActionForm action={createApplicationAction} submitLabel={words.addApplication} variant="secondary">
              <input type="hidden" name="accountId" value={account.id} />
              <label className="text-sm">
                <span className="sr-only">{words.applicationName}</span>
                <input name="name" placeholder={words.applicationName} className="input" />
              </label>
            </ActionForm>
          </div>
          <div>
            <h3 className="text-sm font-medium">{words.credentials}</h3>
            <ul className="space-y-1 text-xs">
              {account.credentials.map((credential) => (
                <li key={credential.id} className="flex flex-wrap items-center gap-2">
                  <code>{credential.id}</code>
                  <span className="text-slate-600 dark:text-slate-400">
                    {words.created} {formatDay(credential.createdAt, t.dates)}
                  </span>
                  {credential.revokedAt ? (
                    <span className="chip">
                      {words.revoked} {formatDay(credential.revokedAt, t.dates)}
                    </span>
                  ) : (
                    <ActionForm action={revokeCredentialAction} submitLabel={words.revoke} variant="secondary">
                      <input type="hidden" name="credentialId" value={credential.id} />
                    </ActionForm>
                  )}
                </li>
              ))}
            </ul>
            <ActionForm action={createCredentialAction} submitLabel={words.newCredential} variant="secondary">
              <input type="hidden" name="accountId" value={account.id} />
            </ActionForm>
          </div>
        </article>
      ))}
      <div className="space-y-2">
        <h2 className="font-medium">{words.newAccount}</h2>
        <ActionForm action={createAccountAction} submitLabel={words.createAccount}>
          <label className="space-y-1 text-sm">
            <span className="block">{words.name}</span>
            <input name="name" required className="input" />
          </label>
          <label className="space-y-1 text-sm">
            <span className="block">{words.language}</span>
            <input name="language" placeholder="pt-PT" className="input" />
          </label>
          <label className="space-y-1 text-sm">
            <span className="block">{words.otherLanguages}</span>
            <input name="languages" placeholder="en-GB" className="input" />
          </label>
        </ActionForm>
      </div>
    </section>
  );
}
