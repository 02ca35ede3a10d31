/** Birth dates lie in the past: the latest century that does not put the date after today. */
export function birthDateFromMrz(yymmdd: string, today: Date): string | null {
  const parts = splitYymmdd(yymmdd);
  if (!parts) return null;
  const century = 2000 + parts.year > today.getUTCFullYear() ? 1900 : 2000;
  const iso = toIso(century + parts.year, parts.month, parts.day);
  return iso && iso > today.toISOString().slice(0, 10) ? toIso(century - 100 + parts.year, parts.month, parts.day) : iso;
}

/** Expiry dates lie at most 50 years ahead of today. */
export function expiryDateFromMrz(yymmdd: string, today: Date): string | null {
  const parts = splitYymmdd(yymmdd);
  if (!parts) return null;
  const year = 2000 + parts.year > today.getUTCFullYear() + 50 ? 1900 + parts.year : 2000 + parts.year;
  return toIso(year, parts.month, parts.day);
}

function splitYymmdd(value: string): { year: number; month: number; day: number } | null {
  if (!/^\d{6}$/.test(value)) return null;
  return { year: Number(value.slice(0, 2)), month: Number(value.slice(2, 4)), day: Number(value.slice(4, 6)) };
}

function toIso(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/** Whole years between two ISO dates (age on a birthday counts the new year). */
export function wholeYearsBetween(fromIso: string, to: Date): number {
  const from = new Date(`${fromIso}T00:00:00Z`);
  let years = to.getUTCFullYear() - from.getUTCFullYear();
  const beforeAnniversary =
    to.getUTCMonth() < from.getUTCMonth() || (to.getUTCMonth() === from.getUTCMonth() && to.getUTCDate() < from.getUTCDate());
  if (beforeAnniversary) years--;
  return years;
}
