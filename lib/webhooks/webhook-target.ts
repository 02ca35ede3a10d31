import dns from "node:dns/promises";
import net from "node:net";
import { AppError } from "@/lib/errors";
import { textError } from "@/lib/i18n/error-texts";
import { isPublicAddress } from "./address-policy";

export type TargetPolicy = { allowPrivate: boolean };
export type ResolvedTarget = { url: URL; address: string; family: 4 | 6 };

/** Refuses what can never be delivered to: not a URL, credentials in it, http (unless private targets are allowed). */
export function parseWebhookUrl(raw: string, { allowPrivate }: TargetPolicy): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw textError("invalid", "webhookUrlNotAbsolute");
  }
  if (url.protocol !== "https:" && !(allowPrivate && url.protocol === "http:"))
    throw textError("invalid", allowPrivate ? "webhookUrlNotHttpOrHttps" : "webhookUrlNotHttps", { scheme: url.protocol.replace(":", "") });
  if (url.username || url.password) throw textError("invalid", "webhookUrlCredentials");
  if (url.hash) throw textError("invalid", "webhookUrlFragment");
  return url;
}

const bareHost = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, "$1");

/**
 * Resolves the URL's host and checks every address it has: one private, loopback or link-local address refuses the
 * target (unless allowed). The address returned is the one to connect to, so a second lookup cannot switch it.
 */
export async function resolveWebhookTarget(url: URL, { allowPrivate }: TargetPolicy): Promise<ResolvedTarget> {
  const host = bareHost(url);
  const family = net.isIP(host);
  const addresses = family ? [{ address: host, family }] : await dns.lookup(host, { all: true, verbatim: true });
  if (addresses.length === 0) throw new Error(`${host} has no address`);
  const refused = addresses.find((a) => !isPublicAddress(a.address));
  if (refused && !allowPrivate)
    throw new AppError("invalid", `url: ${host} is a private, loopback or link-local address (${refused.address})`);
  const chosen = addresses[0] as { address: string; family: number };
  return { url, address: chosen.address, family: chosen.family === 6 ? 6 : 4 };
}

/** At creation: a URL that parses and, if its host resolves now, resolves only to allowed addresses. */
export async function checkWebhookUrl(raw: string, policy: TargetPolicy): Promise<URL> {
  const url = parseWebhookUrl(raw, policy);
  try {
    await resolveWebhookTarget(url, policy);
  } catch (error) {
    // A host that does not resolve yet may later; a private one is refused now.
    if (error instanceof AppError) throw error;
  }
  return url;
}
