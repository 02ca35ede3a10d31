// The header searches bench:pages times and bench/timing-methods.ts times again, against the same seeded database.

/** 68 more applicants who gave one phone (bench:pages seeds them): the search counts them and pages through them. */
export const SHARED_PHONE = "912345678";
export const SHARED_PHONE_COUNT = 68;

export type SearchPage = { name: string; url: string; redirectsTo?: string };

/** The baseline every page is divided by: the smallest dynamic page the product has, a search that matches nothing. */
export const NO_MATCH_SEARCH = { name: "search, no match (the baseline)", url: "/search?q=bench-no-such-reference" };

/**
 * The searches on a database of `bulk` processes and the heavy one (`processId`). The bulk applicants
 * (scripts/review/bulk-processes.ts): the n-th has "applicant-n@bulk.example", phone 910000000 + n.
 */
export function searchPages(bulk: number, processId: string): SearchPage[] {
  const middle = Math.floor(bulk / 2);
  return [
    { name: "search, a name shared by many (50 shown)", url: "/search?q=Maria%20Silva" },
    { name: "search, an e-mail (one of the bulk)", url: `/search?q=applicant-${middle}%40bulk.example` },
    { name: "search, a phone with its country code", url: `/search?q=%2B351${910_000_000 + middle}` },
    { name: "search, the beginning of a surname (Sou: at least 1,000, 50 shown)", url: "/search?q=Sou" },
    { name: `search, a phone ${SHARED_PHONE_COUNT} processes share (count, 50 shown)`, url: `/search?q=${SHARED_PHONE}` },
    { name: "search, its second page", url: `/search?q=${SHARED_PHONE}&page=2` },
    { name: "search, a 6-character id prefix (the hint that 8 are needed)", url: `/search?q=${processId.slice(0, 6)}` },
    {
      name: "search, an id prefix (8 characters, upper case; answers a redirect)",
      url: `/search?q=${processId.slice(0, 8).toUpperCase()}`,
      redirectsTo: `/processes/${processId}`,
    },
  ];
}
