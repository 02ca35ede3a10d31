import { env } from "@/lib/env";

/** `{APP_URL}/api/files/<bucket>/<id>`: the absolute address of a stored file. */
export function fileUrl(bucket: string, id: string): string {
  return `${env().APP_URL.replace(/\/$/, "")}/api/files/${bucket}/${id}`;
}
