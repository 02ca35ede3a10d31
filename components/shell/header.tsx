import Link from "next/link";
import type { Dictionary } from "@/lib/i18n/back-office/en";
import type { Locale } from "@/lib/i18n/locale";
import { can } from "@/lib/security/roles";
import type { Staff } from "@/lib/staff-auth/staff-session";
import { GlobalSearch } from "./global-search";
import { LanguageLinks } from "./language-links";
import { SignOutButton } from "./sign-out-button";

/** The shell's header; in remote mode (`isRemote`) the queue is left out and the search takes a process id only. */
export function Header({ staff, locale, t, isRemote }: { staff: Staff; locale: Locale; t: Dictionary; isRemote: boolean }) {
  const links = [
    ...(isRemote ? [] : [{ href: "/queue", label: t.queue.title }]),
    { href: "/", label: t.nav.overview },
    { href: "/processes", label: t.nav.processes },
    { href: "/calls", label: t.nav.calls },
    ...(can(staff.role, "audit:read") ? [{ href: "/audit", label: t.nav.audit }] : []),
    ...(can(staff.role, "admin:manage") ? [{ href: "/admin/users", label: t.nav.users }] : []),
  ];
  return (
    <header className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
        <Link href="/" className="font-semibold">
          IDV Back Office
        </Link>
        <nav aria-label={t.nav.main} className="flex gap-4 text-sm">
          {links.map((link) => (
            <Link key={link.href} href={link.href} className="hover:underline">
              {link.label}
            </Link>
          ))}
        </nav>
        <GlobalSearch
          label={isRemote ? t.remote.searchLabel : t.case.search.label}
          placeholder={isRemote ? t.remote.searchPlaceholder : t.case.search.placeholder}
          submit={t.search.submit}
        />
        <div className="ml-auto flex flex-wrap items-center gap-3 text-sm">
          <LanguageLinks locale={locale} t={t} />
          <span data-testid="signed-in-user">
            <span className="font-medium">{staff.name}</span> <span className="text-slate-600 dark:text-slate-400">({staff.email})</span>
          </span>
          <span data-testid="signed-in-role" className="chip">
            {t.case.shell.roles[staff.role]}
          </span>
          <Link href="/account/security" className="hover:underline">
            {t.shell.security}
          </Link>
          <Link href="/account/sessions" className="hover:underline">
            {t.shell.sessions}
          </Link>
          <SignOutButton label={t.shell.signOut} />
        </div>
      </div>
    </header>
  );
}
