import type { ReactNode } from "react";
import { Header } from "@/components/shell/header";
import { requireStaff } from "@/lib/auth/guards";

export default async function DashboardLayout({ children }: { children: ReactNode }) {
  const staff = await requireStaff();
  return (
    <>
      <Header staff={staff} />
      <main className="mx-auto max-w-7xl px-4 py-6">{children}</main>
    </>
  );
}
