import http from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { isPublicAddress } from "./address-policy";
import { postWebhook } from "./post-webhook";
import { checkWebhookUrl, resolveWebhookTarget } from "./webhook-target";

const STRICT = { allowPrivate: false };

describe("webhook targets (SSRF)", () => {
  it("tells public addresses from loopback, private, link-local, mapped and reserved ones", () => {
    for (const address of ["8.8.8.8", "1.1.1.1", "2606:4700:4700::1111"]) expect(isPublicAddress(address), address).toBe(true);
    for (const address of [
      "127.0.0.1",
      "10.1.2.3",
      "172.20.0.1",
      "192.168.1.1",
      "169.254.169.254",
      "100.64.0.1",
      "0.0.0.0",
      "::1",
      "::",
      "fe80::1",
      "fd00::1",
      "::ffff:127.0.0.1",
      "::ffff:7f00:1",
      "224.0.0.1",
      "not an address",
    ])
      expect(isPublicAddress(address), address).toBe(false);
  });

  it("refuses http, credentials and private hosts (literal or resolved) unless allowed", async () => {
    await expect(checkWebhookUrl("http://example.com/hooks", STRICT)).rejects.toThrow(/must use https \(got http\)/);
    await expect(checkWebhookUrl("https://user:pw@example.com/hooks", STRICT)).rejects.toThrow(/user name or password/);
    for (const url of [
      "https://127.0.0.1/x",
      "https://[::1]/x",
      "https://10.0.0.8/x",
      "https://169.254.169.254/latest",
      "https://localhost/x",
    ])
      await expect(checkWebhookUrl(url, STRICT), url).rejects.toThrow(/private, loopback or link-local/);
    await expect(checkWebhookUrl("http://127.0.0.1:8080/x", { allowPrivate: true })).resolves.toBeInstanceOf(URL);
    await expect(resolveWebhookTarget(new URL("https://localhost/x"), { allowPrivate: true })).resolves.toMatchObject({
      address: "127.0.0.1",
    });
  });

  it("connects to the address it checked, not to whatever the host name resolves to later", async () => {
    const hosts: string[] = [];
    const server = http.createServer((request, response) => {
      hosts.push(String(request.headers.host));
      response.writeHead(204).end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
    const { port } = server.address() as AddressInfo;
    // The name does not resolve at all: the request can only have gone to the pinned address.
    const target = { url: new URL(`http://pinned.invalid:${port}/hooks`), address: "127.0.0.1", family: 4 as const };
    const outcome = await postWebhook(target, "{}", {}, 5_000);
    await new Promise((resolve) => server.close(resolve));
    expect(outcome).toEqual({ status: 204 });
    expect(hosts).toEqual([`pinned.invalid:${port}`]);
  });
});
