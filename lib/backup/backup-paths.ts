import path from "node:path";

/** Where a stored file's bytes go in a backup: `files/<storage key>`. */
export const filePathOf = (key: string) => `files/${key}`;

/** `relative` under `root`, refusing a path that would leave it (a crafted key or manifest). */
export function within(root: string, relative: string): string {
  const full = path.resolve(root, relative);
  if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error(`${relative} leaves ${root}`);
  return full;
}
