import type { Metadata } from "next";
import type { ReactNode } from "react";
import { getDictionary } from "@/lib/i18n/dictionary";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "IDV Back Office", template: "%s · IDV Back Office" },
  description: "Identity-verification processes: review, decide, export.",
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  const { locale } = await getDictionary();
  return (
    <html lang={locale}>
      <body className="min-h-dvh">{children}</body>
    </html>
  );
}
