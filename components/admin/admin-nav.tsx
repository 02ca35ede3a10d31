import Link from "next/link";

const SECTIONS = [
  { href: "/admin/users", label: "Users" },
  { href: "/admin/accounts", label: "Accounts, apps and credentials" },
  { href: "/admin/flows", label: "Flows" },
  { href: "/admin/webhooks", label: "Webhooks" },
  { href: "/admin/settings", label: "Settings" },
  { href: "/admin/queue", label: "Review queue" },
];

export function AdminNav() {
  return (
    <nav aria-label="Administration" className="mb-6 flex flex-wrap gap-4 border-b border-slate-200 pb-2 text-sm dark:border-slate-800">
      {SECTIONS.map((s) => (
        <Link key={s.href} href={s.href} className="hover:underline">
          {s.label}
        </Link>
      ))}
    </nav>
  );
}
