import type { CountedRow, RequestWindow } from "@/lib/service/hot-path/request-count";

/** The API's rate limit: requests per credential per fixed window (0 turns it off). */
export type RateLimit = { limit: number; windowMs: number };

/** The window a request made at `now` falls in. */
export function requestWindow({ limit, windowMs }: RateLimit, now: number): RequestWindow {
  return { startMs: Math.floor(now / windowMs) * windowMs, isCounted: limit > 0 };
}

/** null when the counted request is allowed; else the seconds until its window resets (for Retry-After). */
export function retryAfter({ limit, windowMs }: RateLimit, counted: CountedRow, now: number): number | null {
  if (limit <= 0 || Number(counted.countedCount) <= limit) return null;
  return Math.max(1, Math.ceil((Number(counted.countedWindowStartMs) + windowMs - now) / 1000));
}
