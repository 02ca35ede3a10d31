import { describe, expect, it } from "vitest";
import { createRateLimiter } from "./rate-limit";

describe("rate limiter", () => {
  it("allows the limit per window and then says how long to wait", () => {
    const limiter = createRateLimiter({ limit: 2, windowMs: 10_000 });
    expect(limiter.hit("a", 0)).toBeNull();
    expect(limiter.hit("a", 1)).toBeNull();
    expect(limiter.hit("a", 2_000)).toBe(8);
    expect(limiter.hit("b", 2_000)).toBeNull();
    expect(limiter.hit("a", 10_000)).toBeNull();
  });
});
