/** A fixed-window counter per key, in memory (one server process). */
export function createRateLimiter({ limit, windowMs }: { limit: number; windowMs: number }) {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    /** null when allowed; else the seconds until the window resets (for Retry-After). */
    hit(key: string, now = Date.now()): number | null {
      if (limit <= 0) return null;
      let window = windows.get(key);
      if (!window || now - window.start >= windowMs) {
        if (windows.size > 100_000) windows.clear();
        window = { start: now, count: 0 };
        windows.set(key, window);
      }
      window.count++;
      return window.count > limit ? Math.max(1, Math.ceil((window.start + windowMs - now) / 1000)) : null;
    },
  };
}
