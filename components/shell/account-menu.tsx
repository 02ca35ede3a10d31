import type { Dictionary } from "@/lib/i18n/back-office/en";
import type { Locale } from "@/lib/i18n/locale";
import type { Staff } from "@/lib/staff-auth/staff-session";
import { LanguageLinks } from "./language-links";
import { MenuLink } from "./menu-link";
import { SignOutButton } from "./sign-out-button";

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join("");

/**
 * Who is signed in, as one button (the name; initials on a phone); behind it the e-mail, role, language, security,
 * sessions and sign-out. A native popover: it opens without script, and Escape or a click elsewhere closes it.
 */
export function AccountMenu({ staff, locale, t }: { staff: Staff; locale: Locale; t: Dictionary }) {
  return (
    <>
      <button
        type="button"
        popoverTarget="account-menu"
        data-testid="signed-in-user"
        className="inline-flex min-w-0 items-center gap-1.5 rounded-md px-2 py-1.5 text-sm hover:bg-slate-100 dark:hover:bg-slate-800"
      >
        <span
          aria-hidden="true"
          className="inline-flex size-7 items-center justify-center rounded-full bg-slate-200 text-xs font-semibold sm:hidden dark:bg-slate-700"
        >
          {initialsOf(staff.name) || "?"}
        </span>
        <span className="max-w-48 truncate font-medium max-sm:sr-only">{staff.name}</span>
        <span className="sr-only"> ({staff.email})</span>
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 fill-current">
          <path d="M5.5 7.5 10 12l4.5-4.5z" />
        </svg>
      </button>
      <section
        id="account-menu"
        popover="auto"
        aria-label={t.shell.header.account}
        className="inset-auto top-14 right-2 m-0 w-72 max-w-[calc(100vw-1rem)] space-y-3 rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-900 shadow-lg dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
      >
        <div>
          <p className="font-medium">{staff.name}</p>
          <p className="break-all text-slate-600 dark:text-slate-400">{staff.email}</p>
        </div>
        <span data-testid="signed-in-role" className="chip">
          {t.case.shell.roles[staff.role]}
        </span>
        <LanguageLinks locale={locale} words={t.language} />
        <ul className="space-y-2 border-t border-slate-200 pt-3 dark:border-slate-700">
          <li>
            <MenuLink href="/account/security" className="hover:underline">
              {t.shell.security}
            </MenuLink>
          </li>
          <li>
            <MenuLink href="/account/sessions" className="hover:underline">
              {t.shell.sessions}
            </MenuLink>
          </li>
        </ul>
        <SignOutButton label={t.shell.signOut} />
      </section>
    </>
  );
}
