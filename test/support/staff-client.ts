/** A signed-in staff member's HTTP client: next-auth's cookies kept between requests, redirects not followed. */
export type StaffClient = {
  get: (path: string) => Promise<Response>;
  /** The response body of a 200 GET, failing with the status otherwise. */
  text: (path: string) => Promise<string>;
  bytes: (path: string) => Promise<Buffer>;
};

function cookiesFrom(response: Response, jar: Map<string, string>) {
  for (const line of response.headers.getSetCookie()) {
    const [pair = ""] = line.split(";");
    const at = pair.indexOf("=");
    if (at > 0) jar.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
  }
}

/** Signs in through next-auth's credentials endpoint with its CSRF token, as the sign-in form does. */
export async function signInOverHttp(baseUrl: string, email: string, password: string): Promise<StaffClient> {
  const jar = new Map<string, string>();
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
  const request = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(`${baseUrl}${path}`, {
      ...init,
      redirect: "manual",
      headers: { ...(init.headers as Record<string, string>), cookie: cookie() },
    });
    cookiesFrom(response, jar);
    return response;
  };
  const { csrfToken } = (await (await request("/api/auth/csrf")).json()) as { csrfToken: string };
  const signedIn = await request("/api/auth/callback/credentials", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ csrfToken, email, password, callbackUrl: `${baseUrl}/` }).toString(),
  });
  if (![...jar.keys()].some((name) => name.endsWith("next-auth.session-token")))
    throw new Error(`sign-in of ${email} failed: ${signedIn.status} ${signedIn.headers.get("location")}`);
  const ok = async (path: string) => {
    const response = await request(path);
    if (response.status !== 200) throw new Error(`GET ${path}: ${response.status}`);
    return response;
  };
  return {
    get: (path) => request(path),
    text: async (path) => (await ok(path)).text(),
    bytes: async (path) => Buffer.from(await (await ok(path)).arrayBuffer()),
  };
}
