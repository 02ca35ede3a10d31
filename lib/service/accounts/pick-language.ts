/** The first Accept-Language tag (by q) that is one of the account's languages, else the account's language. */
export function pickLanguage(acceptLanguage: string | undefined | null, language: string, languages: string[]): string {
  if (!acceptLanguage) return language;
  const tags = acceptLanguage
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((t) => t.tag && Number.isFinite(t.q) && t.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of tags) {
    const match = languages.find((l) => l.toLowerCase() === tag);
    if (match) return match;
  }
  return language;
}
