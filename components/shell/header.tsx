import { AppLink } from "@/components/shell/app-link";
import type { Dictionary } from "@/lib/i18n/back-office/en";
import type { Locale } from "@/lib/i18n/locale";
import { can } from "@/lib/security/roles";
import type { Staff } from "@/lib/staff-auth/staff-session";
import { AccountMenu } from "./account-menu";
import { GlobalSearch } from "./global-search";
import { MenuLink } from "./menu-link";

/**
 * The shell's header, one row at any width: from 1280 px the links and the search sit in it; below, the links are
 * behind "Menu" and the search behind its button. In remote mode (`isRemote`) the queue is left out and the search
 * takes a process id only.
 */
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
    <header className="relative border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto flex max-w-7xl items-center gap-x-3 px-4 py-2 xl:gap-x-5">
        <AppLink href="/" className="shrink-0 whitespace-nowrap font-semibold">
          IDV Back Office
        </AppLink>
        <nav aria-label={t.nav.main} className="hidden gap-4 whitespace-nowrap text-sm xl:flex">
          {links.map((link) => (
            <AppLink key={link.href} href={link.href} className="hover:underline">
              {link.label}
            </AppLink>
          ))}
        </nav>
        <div className="ml-auto flex min-w-0 items-center gap-2">
          <GlobalSearch
            label={isRemote ? t.remote.searchLabel : t.case.search.label}
            placeholder={isRemote ? t.remote.searchPlaceholder : t.case.search.placeholder}
            submit={t.search.submit}
            open={t.shell.header.openSearch}
            close={t.shell.header.closeSearch}
          />
          <button type="button" popoverTarget="main-menu" className="btn-secondary xl:hidden">
            {t.shell.header.menu}
          </button>
          <AccountMenu staff={staff} locale={locale} t={t} />
        </div>
      </div>
      <nav
        id="main-menu"
        popover="auto"
        aria-label={t.nav.main}
        className="inset-auto top-14 right-2 m-0 w-64 max-w-[calc(100vw-1rem)] rounded-lg border border-slate-200 bg-white p-2 text-sm text-slate-900 shadow-lg dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
      >
        <ul>
          {links.map((link) => (
            <li key={link.href}>
              <MenuLink href={link.href} className="block rounded px-3 py-2 hover:bg-slate-100 dark:hover:bg-slate-800">
                {link.label}
              </MenuLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
