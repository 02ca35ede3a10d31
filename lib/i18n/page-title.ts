import "server-only";
import type { Metadata } from "next";
import type { Dictionary } from "./back-office/en";
import { getDictionary } from "./dictionary";

/** A page's `generateMetadata`: its browser-tab title in the request's language. */
export function titled(pick: (t: Dictionary) => string): () => Promise<Metadata> {
  return async () => ({ title: pick((await getDictionary()).t) });
}
