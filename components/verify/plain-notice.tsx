export function PlainNotice({
  title,
  body,
  lang,
  tone = "neutral",
}: {
  title: string;
  body: string;
  lang: string;
  tone?: "neutral" | "good" | "bad";
}) {
  const mark = tone === "good" ? "✓" : tone === "bad" ? "!" : "i";
  const colour = tone === "good" ? "bg-green-700" : tone === "bad" ? "bg-red-700" : "bg-slate-700";
  return (
    <section
      lang={lang}
      className="rounded-lg border border-slate-200 bg-white p-5 text-slate-900 shadow-sm"
      aria-labelledby={`notice-${lang}`}
    >
      <span
        aria-hidden="true"
        className={`mb-3 inline-flex size-8 items-center justify-center rounded-full font-bold text-white ${colour}`}
      >
        {mark}
      </span>
      <h1 id={`notice-${lang}`} className="text-xl font-semibold">
        {title}
      </h1>
      <p className="mt-2 text-base leading-relaxed">{body}</p>
    </section>
  );
}
