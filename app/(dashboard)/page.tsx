import type { Metadata } from "next";
import { EmptyState } from "@/components/ui/empty-state";
import { requireStaff } from "@/lib/auth/guards";

export const metadata: Metadata = { title: "Overview" };

export default async function OverviewPage() {
  const staff = await requireStaff("records:read");
  return (
    <section className="space-y-4">
      <h1 className="text-xl font-semibold">Welcome, {staff.name}</h1>
      <EmptyState title="No verification activity yet">Processes started through the API will be summarised here.</EmptyState>
    </section>
  );
}
