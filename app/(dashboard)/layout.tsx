import type { ReactNode } from "react";
import { Header } from "@/components/shell/header";
import { getDictionary } from "@/lib/i18n/dictionary";
import { isRemoteMode } from "@/lib/records/records";
import { requireStaff } from "@/lib/staff-auth/guards";

export default async function DashboardLayout({ children }: { children: ReactNode }) {
  const [staff, { locale, t }] = await Promise.all([requireStaff(), getDictionary()]);
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-blue-800 dark:focus:bg-slate-900 dark:focus:text-blue-300"
      >
        {t.case.shell.skip}
      </a>
      <Header staff={staff} locale={locale} t={t} isRemote={isRemoteMode()} />
      <main id="main" className="mx-auto max-w-7xl px-4 py-6">
        {children}
      </main>
    </>
  );
}
