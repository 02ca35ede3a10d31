import type { Metadata } from "next";
import { requireStaff } from "@/lib/auth/guards";
import { db } from "@/lib/db/client";
import { listUsers } from "@/lib/staff/users";

export const metadata: Metadata = { title: "Users" };

export default async function UsersPage() {
  await requireStaff("admin:manage");
  const users = await listUsers(db());
  return (
    <section className="space-y-4">
      <h1 className="text-xl font-semibold">Users</h1>
      <table className="w-full text-left text-sm">
        <thead>
          <tr className="border-b border-slate-200 dark:border-slate-800">
            <th className="py-2">E-mail</th>
            <th>Name</th>
            <th>Role</th>
            <th>Status</th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr key={user.id} className="border-b border-slate-100 dark:border-slate-900">
              <td className="py-2">{user.email}</td>
              <td>{user.name}</td>
              <td>{user.role}</td>
              <td>{user.disabled ? "Disabled" : "Active"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
