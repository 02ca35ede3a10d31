import { serviceApp } from "@/lib/service/http/app";

// Only `next dev` reaches this: in production scripts/server.ts hands /api/* to the same app before Next sees it.
const handle = (request: Request) => serviceApp().fetch(request);

export const GET = handle;
export const POST = handle;
export const PUT = handle;
export const PATCH = handle;
export const DELETE = handle;
export const OPTIONS = handle;
export const dynamic = "force-dynamic";
