import type { CSSProperties, ReactNode } from "react";
import type { ApplicantBranding } from "@/lib/steps/common/applicant/applicant-view";

function luminance(hex: string): number {
  const full = hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join("")}` : hex.slice(0, 7);
  const channel = (i: number) => {
    const v = Number.parseInt(full.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** The account's brand: its colours (with a readable text colour on top), font and logo. */
export function VerifyShell({ branding, lang, children }: { branding: ApplicantBranding; lang: string; children: ReactNode }) {
  const onPrimary = luminance(branding.primary) > 0.18 ? "#111827" : "#ffffff";
  const style = {
    "--brand": branding.primary,
    "--brand-ink": onPrimary,
    "--brand-secondary": branding.secondary,
    fontFamily: `${branding.font}, system-ui, sans-serif`,
  } as CSSProperties;
  return (
    <div lang={lang} style={style} className="min-h-dvh bg-slate-50 text-slate-900">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-xl items-center gap-3 px-4 py-3">
          {branding.logo ? (
            // biome-ignore lint/performance/noImgElement: the account's logo may be any URL or data URI
            <img src={branding.logo} alt="" className="h-8 w-auto" />
          ) : (
            <span aria-hidden="true" className="inline-block size-8 rounded-full" style={{ background: "var(--brand)" }} />
          )}
          <p className="font-semibold">{branding.name}</p>
        </div>
      </header>
      <main className="mx-auto w-full max-w-xl px-4 py-6">{children}</main>
    </div>
  );
}
