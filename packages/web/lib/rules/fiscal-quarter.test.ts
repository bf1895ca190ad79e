import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fiscalQuarter, type FiscalQuarter } from "./fiscal-quarter";

describe("fiscalQuarter", () => {
  it.each<[string, number, FiscalQuarter]>([
    ["January", 1, "q2"],
    ["February", 2, "q2"],
    ["March", 3, "q3"],
    ["April", 4, "q3"],
    ["May", 5, "q3"],
    ["June", 6, "q4"],
    ["July", 7, "q4"],
    ["August", 8, "q4"],
    ["September", 9, "q1"],
    ["October", 10, "q1"],
    ["November", 11, "q1"],
    ["December", 12, "q2"],
  ])("%s (%i) is %s", (_name, month, quarter) => {
    expect(fiscalQuarter(month)).toBe(quarter);
  });

  it.each([0, 13, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])(
    "refuses %s as a month",
    (month) => {
      expect(() => fiscalQuarter(month)).toThrow(RangeError);
    },
  );
});

describe("fiscalQuarter properties", () => {
  const month = fc.integer({ min: 1, max: 12 });

  it("agrees with counting quarters from September", () => {
    fc.assert(
      fc.property(month, (value) => {
        const monthsIntoYear = (value - 9 + 12) % 12;
        expect(fiscalQuarter(value)).toBe(`q${Math.floor(monthsIntoYear / 3) + 1}`);
      }),
    );
  });

  it("moves to the next quarter three months later", () => {
    const next: Record<FiscalQuarter, FiscalQuarter> = { q1: "q2", q2: "q3", q3: "q4", q4: "q1" };
    fc.assert(
      fc.property(month, (value) => {
        const later = ((value + 2) % 12) + 1;
        return fiscalQuarter(later) === next[fiscalQuarter(value)];
      }),
    );
  });
});
