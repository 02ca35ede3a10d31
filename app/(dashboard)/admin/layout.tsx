import type { ReactNode } from "react";
import { AdminNav } from "@/components/admin/admin-nav";
import { getDictionary } from "@/lib/i18n/dictionary";
import { requireStaff } from "@/lib/staff-auth/guards";

export default async function AdminLayout({ children }: { children: ReactNode }) {
  const [, { t }] = await Promise.all([requireStaff("admin:manage"), getDictionary()]);
  return (
    <>
      <AdminNav t={t} />
      {children}
    </>
  );
}
