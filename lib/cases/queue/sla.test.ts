import { describe, expect, it } from "vitest";
import { addBusinessHours, dueAtFrom } from "./sla";

describe("due times", () => {
  it("adds plain hours, or only Monday–Friday 09:00–17:00 UTC with business hours", () => {
    const friday4pm = new Date("2026-01-02T16:00:00Z");
    expect(dueAtFrom(friday4pm, { hours: 24, businessHours: false }).toISOString()).toBe("2026-01-03T16:00:00.000Z");
    // One hour left on Friday, the weekend skipped, three more on Monday from 09:00.
    expect(addBusinessHours(friday4pm, 4).toISOString()).toBe("2026-01-05T12:00:00.000Z");
    // Finished at night: the clock starts at 09:00.
    expect(addBusinessHours(new Date("2026-01-06T22:30:00Z"), 8).toISOString()).toBe("2026-01-07T17:00:00.000Z");
    expect(addBusinessHours(new Date("2026-01-07T07:00:00Z"), 9).toISOString()).toBe("2026-01-08T10:00:00.000Z");
  });
});
