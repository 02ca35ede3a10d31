export const CLIENT_IP_HEADER = "x-idv-client-ip";

type HeaderSource = Headers | Record<string, string | string[] | undefined>;

function read(headers: HeaderSource, name: string): string | null {
  if (headers instanceof Headers) return headers.get(name);
  const value = headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? null;
}

/** Who called, for the audit log: the address our own server stamped (clients cannot set it) and the user agent. */
export function requestInfoFrom(headers: HeaderSource): { ip: string | null; userAgent: string | null } {
  return { ip: read(headers, CLIENT_IP_HEADER), userAgent: read(headers, "user-agent") };
}
