import { describe, expect, it } from "vitest";
import { activityLines } from "./activity";

const at = (minute: number) => new Date(Date.UTC(2026, 10, 29, 8, minute));
const entry = (seq: number, actorEmail: string, action: string, detail: string | null = null) => ({
  seq,
  at: at(seq),
  actorEmail,
  action,
  detail,
});

describe("a process's activity, one line per run of one staff member's same action", () => {
  it("folds a run into one line with its count and first time, and keeps other people's and other actions apart", () => {
    const lines = activityLines(
      [
        entry(9, "rui@idv.local", "record-viewed"),
        entry(8, "rui@idv.local", "record-viewed"),
        entry(7, "rui@idv.local", "record-viewed"),
        entry(6, "ana@idv.local", "record-viewed"),
        entry(5, "rui@idv.local", "decision-made"),
        entry(4, "rui@idv.local", "record-viewed"),
      ],
      true,
    );
    expect(lines.map((l) => [l.seq, l.actorEmail, l.action, l.times, l.firstAt.getUTCMinutes(), l.isCut])).toEqual([
      [9, "rui@idv.local", "record-viewed", 3, 7, false],
      [6, "ana@idv.local", "record-viewed", 1, 6, false],
      [5, "rui@idv.local", "decision-made", 1, 5, false],
      [4, "rui@idv.local", "record-viewed", 1, 4, false],
    ]);
  });

  it("never folds an entry with something said beside it (a resend's reason)", () => {
    const lines = activityLines(
      [
        entry(3, "rui@idv.local", "link-resent", "to a@b.pt. Reason: asked"),
        entry(2, "rui@idv.local", "link-resent", null),
        entry(1, "rui@idv.local", "link-resent"),
      ],
      true,
    );
    expect(lines.map((l) => [l.seq, l.times])).toEqual([
      [3, 1],
      [2, 2],
    ]);
  });

  it("says a line may go on before what was read, and shows at most twenty lines", () => {
    const entries = Array.from({ length: 30 }, (_, i) => entry(100 - i, `staff${i}@idv.local`, "record-viewed"));
    entries.push(entry(10, "staff29@idv.local", "record-viewed"));
    const cut = activityLines(entries.slice(-3), false);
    expect(cut.map((l) => [l.times, l.isCut])).toEqual([
      [1, false],
      [2, true],
    ]);
    expect(activityLines(entries, true)).toHaveLength(20);
  });
});
