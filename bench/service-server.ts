import http from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { composeApp } from "@/lib/app/compose";
import { serviceApp } from "@/lib/service/http/app";

// The process service with its built-in providers, alone in its process, as scripts/server.ts serves /api (without
// the pages): the benchmark's clients then run in another process and cannot slow the server's event loop.
composeApp();
const server = http.createServer(getRequestListener(serviceApp().fetch));
server.listen(0, "127.0.0.1", () => process.stdout.write(`${(server.address() as AddressInfo).port}\n`));
process.on("SIGTERM", () => server.close(() => process.exit(0)));
