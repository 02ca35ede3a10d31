import type { LoadedProcessRecord } from "@/lib/service/views/process-record";
import type { TProcessQuery } from "./process-query";

export type DecisionInForce = { outcome: string; isPending: boolean };

/** One row of the processes list: only what the table shows. */
export type ProcessListRow = {
  id: string;
  reference: string | null;
  status: string;
  negativeFinish: boolean;
  flowId: string;
  flowName: string;
  appId: string;
  lang: string;
  currentStepId: string;
  createdAt: string;
  updatedAt: string;
  /** The decision in force (pending: it waits for a second reviewer); null before any. */
  decision?: DecisionInForce | null;
  /** The applicant's name as given in the form (the newest); null before the form. */
  name?: string | null;
  /** For a search result: what matched (`id`, `id8`, `reference`, `name`, `email`, `phone`, `document`). */
  matchedBy?: string;
};

/** A page of the list, with keyset cursors for the neighbouring pages (null at either end). */
export type ProcessListPage = {
  rows: ProcessListRow[];
  nextCursor: string | null;
  prevCursor: string | null;
};

/**
 * What a search found: `count` processes, exactly, or at least that many (`isAtLeast`) when a look-up matched more
 * than the search reads (SEARCH_READ_CAP); `rows` is the page asked for, newest first among those found.
 */
export type SearchPage = { rows: ProcessListRow[]; count: number; isAtLeast: boolean; hasNext: boolean };

/** A count that stops at `cap`: `isCapped` means "more than `value`". */
export type CappedCount = { value: number; isCapped: boolean };

export type DailyCount = { day: string; started: number; finished: number; negative: number };

export type OverviewStats = {
  days: DailyCount[];
  passRate: number | null;
  finishedTotal: number;
  dropOff: { stepId: string; stepName: string; waiting: number }[];
  awaitingDecision: ProcessListRow[];
};

export type FilterOptions = { flows: { id: string; name: string }[]; apps: { id: string; name: string }[] };

/**
 * A stored file a reviewer may open: its row, never its bytes; `sha256` as recorded when it was stored. In remote mode
 * the bytes come along (`content`: fetched from the remote service, held in memory only) and there is no storage key.
 */
export type StoredFileRef = { id: string; contentType: string; size: number; sha256: string; storageKey: string; content?: Buffer };

/** The record in the spec's shape plus what the back office shows beside it (not part of the spec's record). */
export type ProcessRecordPage = LoadedProcessRecord;

/**
 * How the workspace reads process records. The local implementation reads this app's database; a remote
 * one can read the same records from a vendor's API (the record is the spec's own shape).
 */
export type ProcessRecords = {
  list(query: TProcessQuery): Promise<ProcessListPage>;
  count(query: TProcessQuery, cap: number): Promise<CappedCount>;
  get(processId: string): Promise<ProcessRecordPage | null>;
  /** Processes found by what a reviewer knows: id (or an 8+ character prefix), reference, name, e-mail, phone, document number. */
  search(text: string, page: { limit: number; offset?: number }): Promise<SearchPage>;
  exists(processId: string): Promise<boolean>;
  filterOptions(): Promise<FilterOptions>;
  overview(options: { days: number; now: Date }): Promise<OverviewStats>;
  file(processId: string, fileId: string): Promise<StoredFileRef | null>;
};
