import { ActionForm } from "@/components/ui/action-form";
import { PlainTable } from "@/components/ui/plain-table";
import { getDictionary } from "@/lib/i18n/dictionary";
import { fillText } from "@/lib/i18n/format";
import { titled } from "@/lib/i18n/page-title";
import { ROLES } from "@/lib/security/roles";
import { staffUsers } from "@/lib/staff/staff-users";
import { requireStaff } from "@/lib/staff-auth/guards";
import { createUserAction, endUserSessionsAction, sendPasswordResetAction, setUserDisabledAction, setUserRoleAction } from "./actions";

export const generateMetadata = titled((t) => t.admin.users.title);

export default async function UsersPage() {
  const staff = await requireStaff("admin:manage");
  const [users, { t }] = await Promise.all([staffUsers.listUsers(), getDictionary()]);
  const words = t.admin.users;
  const access = t.staffAccess;
  const roleName = (role: string) => t.case.shell.roles[role as keyof typeof t.case.shell.roles] ?? role;
  return (
    <section className="space-y-6">
      <h1 className="text-xl font-semibold">{words.title}</h1>
      <PlainTable label={words.title} columns={[...Object.values(words.columns), ""]}>
        {users.map((user) => (
          <tr key={user.id} className="border-b border-slate-100 dark:border-slate-900">
            <td className="py-2">{user.email}</td>
            <td>{user.name}</td>
            <td>
              {user.email === staff.email ? (
                roleName(user.role)
              ) : (
                <ActionForm action={setUserRoleAction} submitLabel={access.changeRole} variant="secondary">
                  <input type="hidden" name="email" value={user.email} />
                  <select
                    name="role"
                    aria-label={fillText(access.roleOf, { email: user.email })}
                    className="input w-auto"
                    defaultValue={user.role}
                  >
                    {ROLES.map((role) => (
                      <option key={role} value={role}>
                        {roleName(role)}
                      </option>
                    ))}
                  </select>
                </ActionForm>
              )}
            </td>
            <td>{user.disabled ? words.disabled : t.admin.active}</td>
            <td className="space-y-1 py-1">
              {user.email !== staff.email && (
                <ActionForm action={setUserDisabledAction} submitLabel={user.disabled ? words.enable : words.disable} variant="secondary">
                  <input type="hidden" name="email" value={user.email} />
                  <input type="hidden" name="disabled" value={String(!user.disabled)} />
                </ActionForm>
              )}
              <ActionForm action={endUserSessionsAction} submitLabel={access.endSessions} variant="secondary">
                <input type="hidden" name="email" value={user.email} />
              </ActionForm>
              {!user.disabled && (
                <ActionForm action={sendPasswordResetAction} submitLabel={access.sendResetLink} variant="secondary">
                  <input type="hidden" name="email" value={user.email} />
                </ActionForm>
              )}
            </td>
          </tr>
        ))}
      </PlainTable>
      <div className="space-y-2">
        <h2 className="font-medium">{words.add}</h2>
        <ActionForm action={createUserAction} submitLabel={words.create}>
          <label className="space-y-1 text-sm">
            <span className="block">{words.columns.email}</span>
            <input name="email" type="email" required className="input" />
          </label>
          <label className="space-y-1 text-sm">
            <span className="block">{words.columns.name}</span>
            <input name="name" className="input" />
          </label>
          <label className="space-y-1 text-sm">
            <span className="block">{words.columns.role}</span>
            <select name="role" className="input" defaultValue="reviewer">
              {ROLES.map((role) => (
                <option key={role} value={role}>
                  {roleName(role)}
                </option>
              ))}
            </select>
          </label>
          <label className="space-y-1 text-sm">
            <span className="block">{words.password}</span>
            <input name="password" type="password" autoComplete="new-password" className="input" />
          </label>
        </ActionForm>
      </div>
    </section>
  );
}
