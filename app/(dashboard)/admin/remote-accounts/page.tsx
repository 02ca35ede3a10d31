import { ActionForm } from "@/components/ui/action-form";
import { PlainTable } from "@/components/ui/plain-table";
import { getDictionary } from "@/lib/i18n/dictionary";
import { formatTimestamp } from "@/lib/i18n/format";
import { titled } from "@/lib/i18n/page-title";
import { remoteAccounts } from "@/lib/records/remote/remote-account-admin";
import { remoteSource } from "@/lib/records/remote-process-records";
import { requireStaff } from "@/lib/staff-auth/guards";
import { addRemoteAccountAction, removeRemoteAccountAction } from "./actions";

export const generateMetadata = titled((t) => t.remoteAccounts.title);

export default async function RemoteAccountsPage() {
  await requireStaff("admin:manage");
  const [accounts, { t }] = await Promise.all([remoteAccounts.listRemoteAccounts(), getDictionary()]);
  const words = t.remoteAccounts;
  const source = remoteSource();
  return (
    <section className="space-y-6">
      <h1 className="text-xl font-semibold">{words.title}</h1>
      <p className="text-sm text-slate-600 dark:text-slate-400">{words.explained}</p>
      <p className="text-sm" data-testid="remote-base-url">
        {source ? (
          <>
            {words.baseUrl}: <code className="break-all">{source.baseUrl}</code>
          </>
        ) : (
          words.notRemote
        )}
      </p>
      <PlainTable label={words.title} columns={[words.columns.name, words.columns.added, ""]}>
        {accounts.map((account) => (
          <tr key={account.id} className="border-b border-slate-100 dark:border-slate-900" data-testid="remote-account">
            <td className="py-2">{account.name}</td>
            <td>{formatTimestamp(account.createdAt, t.dates)}</td>
            <td className="py-1">
              <ActionForm action={removeRemoteAccountAction} submitLabel={words.remove} variant="secondary">
                <input type="hidden" name="name" value={account.name} />
              </ActionForm>
            </td>
          </tr>
        ))}
      </PlainTable>
      {accounts.length === 0 && <p className="text-sm">{words.none}</p>}
      <div className="space-y-2">
        <h2 className="font-medium">{words.add}</h2>
        <ActionForm action={addRemoteAccountAction} submitLabel={words.submit} className="grid gap-3">
          <label className="space-y-1 text-sm">
            <span className="block">{words.name}</span>
            <input name="name" required maxLength={100} className="input" />
          </label>
          <label className="space-y-1 text-sm">
            <span className="block">{words.credential}</span>
            <input name="credential" type="password" required maxLength={500} autoComplete="off" className="input" />
          </label>
        </ActionForm>
      </div>
    </section>
  );
}
