import { describe, expect, it } from "vitest";
import { searchWords } from "./words";

// What WordPress requires of every result for a search (WP_Query::parse_search).
describe("searchWords", () => {
  it.each<[string, string[]]>([
    ["", []],
    ["dividend", ["dividend"]],
    ["dividend reinvestment", ["dividend", "reinvestment"]],
    ["dividend,reinvestment+plan", ["dividend", "reinvestment", "plan"]],
    ['"annual meeting" results', ["annual meeting", "results"]],
    ['"unclosed phrase', ["unclosed phrase"]],
    ["the results of the meeting", ["results", "meeting"]],
    ["Class A shares", ["Class", "shares"]],
    ["the of", ["the of"]],
    ["a", ["a"]],
    [
      "one two three four five six seven eight nine ten",
      ["one two three four five six seven eight nine ten"],
    ],
    ["<script>", ["<script>"]],
  ])("%j -> %j", (terms, words) => {
    expect(searchWords(terms)).toEqual(words);
  });
});
