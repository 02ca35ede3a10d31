import type { Metadata } from "next";
import { connection } from "next/server";
import { requireStaff } from "@/lib/auth/guards";

export const metadata: Metadata = { title: "Baseline" };

/** The smallest dynamic page behind the same session check and layout: npm run bench:pages divides by its time. */
export default async function BaselinePage() {
  await connection();
  await requireStaff("records:read");
  return <p>ok</p>;
}
