import type { Metadata } from "next";
import { EmptyState } from "@/components/ui/empty-state";
import { requireStaff } from "@/lib/auth/guards";

export const metadata: Metadata = { title: "Processes" };

export default async function ProcessesPage() {
  await requireStaff("records:read");
  return (
    <section className="space-y-4">
      <h1 className="text-xl font-semibold">Processes</h1>
      <EmptyState title="No processes yet">Start one through the API and it appears here.</EmptyState>
    </section>
  );
}
