import type { ReactNode } from "react";
import { Header } from "@/components/shell/header";
import { requireStaff } from "@/lib/auth/guards";
import { getDictionary } from "@/lib/i18n/dictionary";

export default async function DashboardLayout({ children }: { children: ReactNode }) {
  const [staff, { locale, t }] = await Promise.all([requireStaff(), getDictionary()]);
  return (
    <>
      <Header staff={staff} locale={locale} t={t} />
      <main id="main" className="mx-auto max-w-7xl px-4 py-6">
        {children}
      </main>
    </>
  );
}
