import type { Metadata } from "next";
import { ActionForm } from "@/components/ui/action-form";
import { PlainTable } from "@/components/ui/plain-table";
import { requireStaff } from "@/lib/auth/guards";
import { ROLES } from "@/lib/auth/roles";
import { staffUsers } from "@/lib/staff/staff-users";
import { createUserAction, endUserSessionsAction, sendPasswordResetAction, setUserDisabledAction, setUserRoleAction } from "./actions";

export const metadata: Metadata = { title: "Users" };

export default async function UsersPage() {
  const staff = await requireStaff("admin:manage");
  const users = await staffUsers.listUsers();
  return (
    <section className="space-y-6">
      <h1 className="text-xl font-semibold">Users</h1>
      <PlainTable columns={["E-mail", "Name", "Role", "Status", ""]}>
        {users.map((user) => (
          <tr key={user.id} className="border-b border-slate-100 dark:border-slate-900">
            <td className="py-2">{user.email}</td>
            <td>{user.name}</td>
            <td>
              {user.email === staff.email ? (
                user.role
              ) : (
                <ActionForm action={setUserRoleAction} submitLabel="Change role" variant="secondary">
                  <input type="hidden" name="email" value={user.email} />
                  <select name="role" aria-label={`Role of ${user.email}`} className="input w-auto" defaultValue={user.role}>
                    {ROLES.map((role) => (
                      <option key={role} value={role}>
                        {role}
                      </option>
                    ))}
                  </select>
                </ActionForm>
              )}
            </td>
            <td>{user.disabled ? "Disabled" : "Active"}</td>
            <td className="space-y-1 py-1">
              {user.email !== staff.email && (
                <ActionForm action={setUserDisabledAction} submitLabel={user.disabled ? "Enable" : "Disable"} variant="secondary">
                  <input type="hidden" name="email" value={user.email} />
                  <input type="hidden" name="disabled" value={String(!user.disabled)} />
                </ActionForm>
              )}
              <ActionForm action={endUserSessionsAction} submitLabel="End sessions" variant="secondary">
                <input type="hidden" name="email" value={user.email} />
              </ActionForm>
              {!user.disabled && (
                <ActionForm action={sendPasswordResetAction} submitLabel="Send reset link" variant="secondary">
                  <input type="hidden" name="email" value={user.email} />
                </ActionForm>
              )}
            </td>
          </tr>
        ))}
      </PlainTable>
      <div className="space-y-2">
        <h2 className="font-medium">Add a user</h2>
        <ActionForm action={createUserAction} submitLabel="Create user">
          <label className="space-y-1 text-sm">
            <span className="block">E-mail</span>
            <input name="email" type="email" required className="input" />
          </label>
          <label className="space-y-1 text-sm">
            <span className="block">Name</span>
            <input name="name" className="input" />
          </label>
          <label className="space-y-1 text-sm">
            <span className="block">Role</span>
            <select name="role" className="input" defaultValue="reviewer">
              {ROLES.map((role) => (
                <option key={role} value={role}>
                  {role}
                </option>
              ))}
            </select>
          </label>
          <label className="space-y-1 text-sm">
            <span className="block">Password (empty: generate one)</span>
            <input name="password" type="password" autoComplete="new-password" className="input" />
          </label>
        </ActionForm>
      </div>
    </section>
  );
}
