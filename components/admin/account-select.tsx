/** A form's required `accountId` field: one option per account, by name. */
export function AccountSelect({ accounts }: { accounts: { id: string; name: string }[] }) {
  return (
    <label className="space-y-1 text-sm">
      <span className="block">Account</span>
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
