import { z } from "zod";
import { type TSanctionsEntry, ZSanctionsEntry } from "@/lib/analysis/aml/sanctions-entry";
import { fileStorage } from "@/lib/storage/file-storage";

// One list for the installation, in the file storage (local folder or S3), so every server reads the same one.
const STORAGE_KEY = "aml/sanctions-list.json";
const CACHE_MS = 60_000;

const ZStoredList = z.object({ source: z.string(), loadedAt: z.string(), entries: z.array(ZSanctionsEntry) });
export type StoredSanctionsList = z.infer<typeof ZStoredList>;

let cached: { list: StoredSanctionsList | null; readAt: number } | undefined;

/** Replaces the installation's sanctions list (the operator's `aml:load`); servers see it within a minute. */
export async function storeSanctionsList(entries: TSanctionsEntry[], source: string, now = new Date()): Promise<StoredSanctionsList> {
  const list = { source, loadedAt: now.toISOString(), entries };
  await fileStorage().put(STORAGE_KEY, Buffer.from(JSON.stringify(list)));
  cached = { list, readAt: Date.now() };
  return list;
}

/** The loaded list, re-read at most once a minute (or as fresh as asked); null when the operator never loaded one. */
export async function loadedSanctionsList({ maxAgeMs = CACHE_MS } = {}): Promise<StoredSanctionsList | null> {
  if (cached && Date.now() - cached.readAt < maxAgeMs) return cached.list;
  const bytes = await fileStorage().get(STORAGE_KEY);
  const list = bytes ? ZStoredList.parse(JSON.parse(bytes.toString("utf8"))) : null;
  cached = { list, readAt: Date.now() };
  return list;
}
