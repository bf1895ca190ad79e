// The dividends against the real content service: the history, newest first, and the
// current rates it derives, which every page that shows rates (the front page's snapshot,
// the page builder's rates blocks) states alike, and follows when a dividend is recorded.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { templateStrings } from "@/lib/i18n/templates";
import { startTestService, type TestService } from "@/templates/test-service";

let test: TestService;
beforeAll(async () => {
  test = await startTestService();
});
afterAll(() => test.close());

const HISTORY_PAGE = "/investor-relations/dividends/history/";

describe("the dividend history", () => {
  it("lists dividends newest first with the rates they make", async () => {
    const props = await test.load("template-dividend-history", HISTORY_PAGE);
    const payable = props.dividends.map((dividend) => dividend.payable.iso);
    expect(payable).toEqual([...payable].sort().reverse());
    expect(payable).toHaveLength(25);
    expect(props.dividends[0]).toMatchObject({
      payable: { iso: "2024-03-29", text: "Mar 29, 2024" },
      classA: "$0.02875",
      classB: "$0.03",
    });
    // Quarterly payments: four times the latest amount a year.
    expect(props.rates).toMatchObject({
      frequency: "quarterly",
      annual: { classA: "$0.115", classB: "$0.12" },
      payable: { iso: "2024-03-29", text: "March 29, 2024" },
    });
  });
});

describe("dividend rates, wherever a page shows them", () => {
  const RATES_PAGES = [
    "/investor-relations/dividends/",
    "/investor-relations/dividends/information/",
    "/investor-relations/dividends/stock-information/",
    "/investor-relations/shareholder-resources/frequently-asked-questions/",
  ];
  const ratesBlocks = async (uri: string, service = test) => {
    const { page } = await service.load("page", uri);
    return page.blocks.flatMap((block) => (block.kind === "dividend-rates" ? [block.rates] : []));
  };

  it.each(RATES_PAGES)("%s states the rates the dividend records make", async (uri) => {
    const history = await test.load("template-dividend-history", HISTORY_PAGE);
    expect(history.rates).not.toBeNull();
    expect(await ratesBlocks(uri)).toEqual([history.rates]);
  });

  describe("after the CMS records a new dividend", () => {
    // Two more quarterly dividends, at amounts no page has ever stated.
    const NEWER_DIVIDENDS = `
- databaseId: 2490
  dividendFields:
    declaredDate: 2026-07-09
    recordDate: 2026-09-15
    payableDate: 2026-09-30
    classAAmount: 0.0325
    classBAmount: 0.035
- databaseId: 2491
  dividendFields:
    declaredDate: 2026-10-22
    recordDate: 2026-12-15
    payableDate: 2026-12-31
    classAAmount: 0.0325
    classBAmount: 0.035
`;
    let newer: TestService;
    beforeAll(async () => {
      newer = await startTestService({ "dividends.yaml": NEWER_DIVIDENDS });
    });
    afterAll(() => newer.close());

    const NEW_RATES = {
      classA: "$0.0325",
      classB: "$0.035",
      annual: { classA: "$0.13", classB: "$0.14" },
      frequency: "quarterly",
      payable: { iso: "2026-12-31", text: "December 31, 2026" },
      record: { iso: "2026-12-15", text: "December 15, 2026" },
      text: templateStrings("dividendRates", "en"),
    };

    it.each(RATES_PAGES)("%s states the new rates, with nothing to edit", async (uri) => {
      expect(await ratesBlocks(uri, newer)).toEqual([NEW_RATES]);
    });

    it("and so do the front page's snapshot and the dividend history", async () => {
      const front = await newer.load("front-page", "/");
      expect(front.rates).toEqual(NEW_RATES);
      const history = await newer.load("template-dividend-history", HISTORY_PAGE);
      expect(history.rates).toEqual(NEW_RATES);
    });
  });
});
