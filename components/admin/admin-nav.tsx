import { AppLink } from "@/components/shell/app-link";
import type { Dictionary } from "@/lib/i18n/back-office/en";

export function AdminNav({ t }: { t: Dictionary }) {
  const words = t.admin.nav;
  const sections = [
    { href: "/admin/users", label: words.users },
    { href: "/admin/accounts", label: words.accounts },
    { href: "/admin/flows", label: words.flows },
    { href: "/admin/webhooks", label: words.webhooks },
    { href: "/admin/retention", label: words.retention },
    { href: "/admin/settings", label: words.settings },
    { href: "/admin/queue", label: words.queue },
    { href: "/admin/remote-accounts", label: t.remoteAccounts.nav },
  ];
  return (
    <nav aria-label={words.label} className="mb-6 flex flex-wrap gap-4 border-b border-slate-200 pb-2 text-sm dark:border-slate-800">
      {sections.map((s) => (
        <AppLink key={s.href} href={s.href} className="hover:underline">
          {s.label}
        </AppLink>
      ))}
    </nav>
  );
}
