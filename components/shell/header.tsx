import Link from "next/link";
import { can } from "@/lib/auth/roles";
import type { Staff } from "@/lib/auth/staff-session";
import { SignOutButton } from "./sign-out-button";

const ROLE_LABELS = { admin: "Admin", reviewer: "Reviewer", auditor: "Auditor" } as const;

export function Header({ staff }: { staff: Staff }) {
  const links = [
    { href: "/", label: "Overview" },
    { href: "/processes", label: "Processes" },
    ...(can(staff.role, "audit:read") ? [{ href: "/audit", label: "Audit log" }] : []),
    ...(can(staff.role, "admin:manage") ? [{ href: "/admin/users", label: "Admin" }] : []),
  ];
  return (
    <header className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
        <Link href="/" className="font-semibold">
          IDV Back Office
        </Link>
        <nav aria-label="Main" className="flex gap-4 text-sm">
          {links.map((link) => (
            <Link key={link.href} href={link.href} className="hover:underline">
              {link.label}
            </Link>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-3 text-sm">
          <span data-testid="signed-in-user">
            <span className="font-medium">{staff.name}</span> <span className="text-slate-500 dark:text-slate-400">({staff.email})</span>
          </span>
          <span data-testid="signed-in-role" className="chip">
            {ROLE_LABELS[staff.role]}
          </span>
          <SignOutButton />
        </div>
      </div>
    </header>
  );
}
