import fs from "node:fs";
import path from "node:path";

type Manifest = { node: Record<string, { workers: Record<string, unknown>; exportedName?: string; filename?: string }> };

/** A server action's id in the production build (.next/), by the file that exports it and its name. */
export function serverActionId(file: string, exportedName: string): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(process.cwd(), ".next/server/server-reference-manifest.json"), "utf8")) as Manifest;
  const found = Object.entries(manifest.node).find(([, entry]) => entry.filename === file && entry.exportedName === exportedName);
  if (!found) throw new Error(`no server action ${exportedName} in ${file}: run \`npx next build\``);
  return found[0];
}

export type ActionAnswer = { status: number; redirect: string | null; body: string };

/** Calls a server action as the browser does: a plain argument list (JSON), or a form's fields (useActionState's state, form). */
export async function callServerAction(
  baseUrl: string,
  { page, actionId, cookie }: { page: string; actionId: string; cookie: string },
  argument: { json: unknown } | { form: Record<string, string> },
): Promise<ActionAnswer> {
  let body: string | FormData;
  if ("json" in argument) body = JSON.stringify([argument.json]);
  else {
    // React 19.3's reply encoding: the argument list in field 0, the FormData's fields under the prefix "_1_".
    body = new FormData();
    for (const [name, value] of Object.entries(argument.form)) body.append(`_1_${name}`, value);
    body.append("0", JSON.stringify([{}, "$K1"]));
  }
  const response = await fetch(`${baseUrl}${page}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      cookie,
      "next-action": actionId,
      accept: "text/x-component",
      ...(typeof body === "string" ? { "content-type": "text/plain;charset=UTF-8" } : {}),
    },
    body,
  });
  return { status: response.status, redirect: response.headers.get("x-action-redirect"), body: await response.text() };
}
