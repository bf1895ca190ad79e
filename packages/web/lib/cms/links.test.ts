import { describe, expect, it } from "vitest";
import { siteLink } from "./links";

const HOME = "https://cms.example.com";

describe("siteLink", () => {
  it.each<[string, ReturnType<typeof siteLink>]>([
    [`${HOME}/careers/`, { href: "/careers/", external: false }],
    [`${HOME}/careers/?from=cta#jobs`, { href: "/careers/?from=cta#jobs", external: false }],
    ["/investor-relations/", { href: "/investor-relations/", external: false }],
    ["https://media.example.com/kit/", { href: "https://media.example.com/kit/", external: true }],
    ["mailto:ir@example.com", { href: "mailto:ir@example.com", external: true }],
    ["javascript:alert(1)", null],
    ["data:text/html,hi", null],
    ["http://[bad", null],
  ])("%s", (raw, expected) => {
    expect(siteLink(raw, `${HOME}/`)).toEqual(expected);
  });
});
