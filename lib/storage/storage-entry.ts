import type { StorageEntry } from "./storage-types";

/** The suffix of a file's staged name: `<key>.staged` until its row commits. */
export const STAGED = ".staged";
const PARTIAL = /\.[0-9a-f]{16}\.partial$/;

/** What a stored name is: a published key, a staged one, or a write that never finished. */
export function entryOf(name: string, modifiedAt: Date): StorageEntry {
  if (name.endsWith(STAGED)) return { name, key: name.slice(0, -STAGED.length), state: "staged", modifiedAt };
  if (PARTIAL.test(name)) return { name, key: name.replace(PARTIAL, ""), state: "partial", modifiedAt };
  return { name, key: name, state: "published", modifiedAt };
}
