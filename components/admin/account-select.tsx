/** A form's required `accountId` field: one option per account, by name. */
export function AccountSelect({ accounts, label }: { accounts: { id: string; name: string }[]; label: string }) {
  return (
    <label className="space-y-1 text-sm">
      <span className="block">{label}</span>
      <select name="accountId" className="input" required>
        {accounts.map((a) => (
          <option key={a.id} value={a.id}>
            {a.name}
          </option>
        ))}
      </select>
    </label>
  );
}
