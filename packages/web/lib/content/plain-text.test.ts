import { describe, expect, it } from "vitest";
import { plainText } from "./plain-text";

describe("plainText", () => {
  it.each<[string, string]>([
    ["<p>Corus&nbsp;Entertainment &amp; partners</p>", "Corus Entertainment & partners"],
    ["<p>One</p><p>Two</p>", "One Two"],
    ["<ul><li>first</li><li>second</li></ul>", "first second"],
    ["line<br>break", "line break"],
    ["Cor<em>us</em> Entertainment", "Corus Entertainment"],
    ["<h2>About</h2>\n\n<p>  spaced   out </p>", "About spaced out"],
    ["<script>alert(1)</script>kept", "kept"],
    ["<style>p { color: red }</style><p>kept</p>", "kept"],
    ["<iframe src=x>fallback</iframe>after", "after"],
    ["&lt;script&gt; as text", "<script> as text"],
    ["<p>Unclosed <strong>bold", "Unclosed bold"],
    ["<p>Dividends [&hellip;]</p>\n", "Dividends […]"],
    ["<p>Results for the quarter &amp; the year.</p>\n", "Results for the quarter & the year."],
    ["<p>Corus&#8217; &#8220;best&#8221; year</p>", "Corus’ “best” year"],
    ["<p>One <strong>bold</strong>\n<em>claim</em></p>", "One bold claim"],
    ["", ""],
  ])("%j -> %j", (html, text) => {
    expect(plainText(html)).toBe(text);
  });
});
