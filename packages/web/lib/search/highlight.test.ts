import { describe, expect, it } from "vitest";
import { highlight, matchRanges, passage } from "./highlight";

describe("highlight", () => {
  it.each<[string, string[], string[]]>([
    ["Dividend Reinvestment Plan", ["dividend"], ["", "Dividend", " Reinvestment Plan"]],
    [
      "Dividend Reinvestment Plan",
      ["plan", "dividend"],
      ["", "Dividend", " Reinvestment ", "Plan", ""],
    ],
    [
      "Dividends and dividend dates",
      ["dividend"],
      ["", "Dividend", "s and ", "dividend", " dates"],
    ],
    ["Stations in Québec", ["quebec"], ["Stations in ", "Québec", ""]],
    ["Stations in Quebec", ["Québec"], ["Stations in ", "Quebec", ""]],
    ["Montre\u0301al office", ["montreal"], ["", "Montre\u0301al", " office"]],
    ["annual meeting", ["annual meeting", "meeting"], ["", "annual meeting", ""]],
    ["overlapping", ["overl", "lapping"], ["", "overlapping", ""]],
    ["nothing here", ["dividend"], ["nothing here"]],
    ["", ["dividend"], [""]],
    ["<b>not markup</b>", ["markup"], ["<b>not ", "markup", "</b>"]],
  ])("%j with %j", (text, words, pieces) => {
    expect(highlight(text, words)).toEqual(pieces);
    expect(highlight(text, words).join("")).toBe(text);
  });

  it("gives matched pieces at odd positions only", () => {
    const pieces = highlight("a dividend, another dividend", ["dividend"]);
    expect(pieces.filter((_, index) => index % 2 === 1)).toEqual(["dividend", "dividend"]);
  });
});

describe("matchRanges", () => {
  it("finds every occurrence in order", () => {
    expect(matchRanges("plan a plan", ["plan"])).toEqual([
      [0, 4],
      [7, 11],
    ]);
  });
});

describe("passage", () => {
  const words = Array.from({ length: 80 }, (_, index) => `word${index}`);
  const text = words.join(" ");

  it("keeps a short text whole", () => {
    expect(passage("A short excerpt.", ["excerpt"], 240)).toBe("A short excerpt.");
  });

  it("cuts a long text at spaces around the first match, marking what was left out", () => {
    const cut = passage(text, ["word40"], 120);
    expect(cut.startsWith("… word")).toBe(true);
    expect(cut.endsWith(" …")).toBe(true);
    expect(cut).toContain("word40");
    expect(cut.length).toBeLessThanOrEqual(120 + 4);
    // Whole words only.
    for (const word of cut.replace(/…/g, "").trim().split(" ")) expect(words).toContain(word);
  });

  it("starts at the beginning when nothing matches", () => {
    const cut = passage(text, ["absent"], 60);
    expect(cut.startsWith("word0 ")).toBe(true);
    expect(cut.endsWith(" …")).toBe(true);
  });

  it("shows the end of the text when the match is there", () => {
    const cut = passage(text, ["word79"], 60);
    expect(cut.startsWith("… ")).toBe(true);
    expect(cut.endsWith("word79")).toBe(true);
  });
});
