import { z } from "zod";
import { hasCaseFilters, ZCaseFilters } from "@/lib/cases/queue/case-filters";

export const PAGE_SIZES = [25, 50, 100] as const;

const ZOptionalText = z
  .string()
  .trim()
  .max(200)
  .optional()
  .transform((v) => (v === "" ? undefined : v));

const ZBooleanParam = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .optional()
  .transform((v) => (v === undefined ? undefined : v === "true" || v === "1" || v === "yes"));

const ZDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)))
  .optional()
  .catch(undefined);

/** The list's state as it lives in the URL: every filter, the sort, the page size and the keyset cursor. */
export const ZProcessQuery = z.object({
  q: ZOptionalText,
  status: z.enum(["in-progress", "finished"]).optional().catch(undefined),
  negativeFinish: ZBooleanParam.catch(undefined),
  flow: ZOptionalText,
  app: ZOptionalText,
  lang: z
    .string()
    .trim()
    .regex(/^[a-z]{2}(-[A-Z]{2})?$/)
    .optional()
    .catch(undefined),
  from: ZDay,
  to: ZDay,
  failed: ZBooleanParam.catch(undefined),
  ...ZCaseFilters.shape,
  sort: z.enum(["createdAt", "updatedAt"]).default("createdAt").catch("createdAt"),
  dir: z.enum(["desc", "asc"]).default("desc").catch("desc"),
  size: z.coerce
    .number()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n))
    .default(25)
    .catch(25),
  after: z.string().max(300).optional().catch(undefined),
  before: z.string().max(300).optional().catch(undefined),
});

export type TProcessQuery = z.infer<typeof ZProcessQuery>;

type SearchParams = Record<string, string | string[] | undefined>;

/** Parses a page's searchParams: a bad value falls back to its default instead of failing the page. */
export function parseProcessQuery(searchParams: SearchParams): TProcessQuery {
  // fromEntries defines own keys: a parameter named "__proto__" is a key like any other, never the prototype.
  const flat = Object.fromEntries(
    Object.entries(searchParams).flatMap(([key, value]) => {
      const first = Array.isArray(value) ? value[0] : value;
      return first === undefined ? [] : [[key, first]];
    }),
  );
  return ZProcessQuery.parse(flat);
}

const DEFAULTS: Partial<Record<keyof TProcessQuery, string>> = { sort: "createdAt", dir: "desc", size: "25" };

/** The URL search string of a query (defaults left out), with `changes` applied; changing a filter drops the cursor. */
export function processQueryHref(
  query: TProcessQuery,
  changes: Partial<Record<keyof TProcessQuery, string | number | boolean | undefined>> = {},
): string {
  const isPaging = "after" in changes || "before" in changes;
  const merged: Record<string, unknown> = { ...query, ...(isPaging ? {} : { after: undefined, before: undefined }), ...changes };
  const params = new URLSearchParams();
  for (const key of Object.keys(ZProcessQuery.shape) as (keyof TProcessQuery)[]) {
    const value = merged[key];
    if (value === undefined || value === null || value === "") continue;
    const text = String(value);
    if (DEFAULTS[key] === text) continue;
    params.set(key, text);
  }
  const search = params.toString();
  return search ? `/processes?${search}` : "/processes";
}

export function hasActiveFilters(query: TProcessQuery): boolean {
  return (
    [query.q, query.status, query.negativeFinish, query.flow, query.app, query.lang, query.from, query.to, query.failed].some(
      (v) => v !== undefined,
    ) || hasCaseFilters(query)
  );
}
