import { describe, expect, it } from "vitest";
import { currentRates, formatAmount, newestFirst, type Dividend } from "./dividends";

const dividend = (payableDate: string, classAAmount: number, classBAmount: number): Dividend => ({
  declaredDate: payableDate,
  recordDate: payableDate,
  payableDate,
  classAAmount,
  classBAmount,
});

describe("currentRates", () => {
  it("takes the latest quarterly amounts and makes them annual", () => {
    const rates = currentRates([
      dividend("2023-06-30", 0.02875, 0.03),
      dividend("2024-03-29", 0.02875, 0.03),
      dividend("2023-12-29", 0.02875, 0.03),
      dividend("2022-12-30", 0.05875, 0.06),
    ]);
    expect(rates).toMatchObject({
      latest: { payableDate: "2024-03-29" },
      paymentsPerYear: 4,
      annualClassA: 0.115,
      annualClassB: 0.12,
    });
  });

  it("sees monthly payments as twelve a year", () => {
    const rates = currentRates([
      dividend("2012-11-30", 0.079583, 0.08),
      dividend("2012-12-31", 0.079583, 0.08),
    ]);
    expect(rates).toMatchObject({
      paymentsPerYear: 12,
      annualClassA: 0.954996,
      annualClassB: 0.96,
    });
  });

  it("gives no annual rate from a single dividend, and nothing from none", () => {
    expect(currentRates([dividend("2024-03-29", 0.02875, 0.03)])).toMatchObject({
      paymentsPerYear: null,
      annualClassA: null,
    });
    expect(currentRates([])).toBeNull();
  });
});

describe("newestFirst", () => {
  it("orders by payable date, newest first, without changing its input", () => {
    const input = [dividend("2012-01-31", 1, 1), dividend("2024-03-29", 1, 1)];
    expect(newestFirst(input).map((d) => d.payableDate)).toEqual(["2024-03-29", "2012-01-31"]);
    expect(input[0]!.payableDate).toBe("2012-01-31");
  });
});

describe("formatAmount", () => {
  it.each([
    [0.03, "$0.03"],
    [0.02875, "$0.02875"],
    [0.079583, "$0.079583"],
    [0.115, "$0.115"],
    [1, "$1.00"],
  ])("%d -> %s", (value, expected) => {
    expect(formatAmount(value, "en")).toBe(expected);
  });
});
