import type { ReactNode } from "react";
import { AdminNav } from "@/components/admin/admin-nav";
import { requireStaff } from "@/lib/auth/guards";

export default async function AdminLayout({ children }: { children: ReactNode }) {
  await requireStaff("admin:manage");
  return (
    <>
      <AdminNav />
      {children}
    </>
  );
}
