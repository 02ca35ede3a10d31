import http from "node:http";

export type CredentialsAnswer = { status: number; url: string | null; error: string | null; sessionCookie: string | null };

/** next-auth's CSRF token and the cookie that carries its twin, as the sign-in page fetches them. */
export async function csrfPair(baseUrl: string): Promise<{ token: string; cookie: string }> {
  const response = await fetch(`${baseUrl}/api/auth/csrf`);
  const { csrfToken } = (await response.json()) as { csrfToken: string };
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0] ?? "")
    .filter((c) => c.includes("csrf-token"))
    .join("; ");
  return { token: csrfToken, cookie };
}

/** One POST to next-auth's credentials callback, exactly as the sign-in form sends it. */
export async function postCredentials(
  baseUrl: string,
  csrf: { token: string; cookie: string },
  fields: { email: string; password: string; callbackUrl?: string },
  headers: Record<string, string> = {},
): Promise<CredentialsAnswer> {
  const response = await fetch(`${baseUrl}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { ...headers, "content-type": "application/x-www-form-urlencoded", cookie: csrf.cookie },
    body: new URLSearchParams({ ...fields, csrfToken: csrf.token, json: "true" }).toString(),
  });
  const url = ((await response.json().catch(() => ({}))) as { url?: string }).url ?? null;
  const sessionCookie =
    response.headers
      .getSetCookie()
      .map((c) => c.split(";")[0] ?? "")
      .find((c) => c.includes("session-token=") && !c.endsWith("=")) ?? null;
  const error = url ? new URL(url, baseUrl).searchParams.get("error") : null;
  return { status: response.status, url, error, sessionCookie };
}

/** A signed-in staff member's HTTP client: the session cookie sent with each request, redirects not followed. */
export type StaffClient = {
  /** The session cookie, for requests made another way (e.g. `rawGet`). */
  cookie: string;
  get: (path: string, headers?: Record<string, string>) => Promise<Response>;
  /** The response body of a 200 GET, failing with the status otherwise. */
  text: (path: string) => Promise<string>;
  bytes: (path: string) => Promise<Buffer>;
};

/** Signs in through next-auth's credentials endpoint with its CSRF token, as the sign-in form does. */
export async function signInOverHttp(baseUrl: string, email: string, password: string): Promise<StaffClient> {
  const answer = await postCredentials(baseUrl, await csrfPair(baseUrl), { email, password });
  if (!answer.sessionCookie) throw new Error(`sign-in as ${email} failed: ${answer.error ?? answer.status}`);
  const cookie = answer.sessionCookie;
  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${baseUrl}${path}`, { redirect: "manual", headers: { ...headers, cookie } });
  const ok = async (path: string) => {
    const response = await get(path);
    if (response.status !== 200) throw new Error(`GET ${path}: ${response.status}`);
    return response;
  };
  return {
    cookie,
    get,
    text: async (path) => (await ok(path)).text(),
    bytes: async (path) => Buffer.from(await (await ok(path)).arrayBuffer()),
  };
}

export type RawAnswer = { status: number; location: string | null };

/** A GET with exactly these headers (Host and Referer included), redirects not followed. */
export function rawGet(baseUrl: string, pathAndQuery: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const request = http.get({ hostname, port, path: pathAndQuery, headers }, (response) => {
      response.resume();
      response.on("end", () => resolve({ status: response.statusCode ?? 0, location: response.headers.location ?? null }));
    });
    request.on("error", reject);
  });
}
