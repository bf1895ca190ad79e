import { describe, expect, it } from "vitest";
import type { Shell } from "../cms/shell";
import type { MenuNode } from "../menus";
import { pageShellFor } from "./page-shell.server";

const link = (id: string, label: string, href: string): MenuNode => ({
  id,
  label,
  href,
  external: false,
  opensInNewTab: false,
  children: [],
});

const shell = (): Shell => ({
  siteName: "Corus <Entertainment>",
  siteDescription: "",
  cmsHomeUrl: "https://cms.example.com",
  timeZone: "America/Toronto",
  siteIcon: null,
  headerLogo: null,
  headerNavImage: null,
  footerLogo: { src: "https://cms.example.com/logo.svg", alt: "", width: 240, height: 64 },
  socialLinks: [
    {
      title: "LinkedIn",
      href: "https://www.linkedin.com/company/example/",
      icon: { src: "https://cms.example.com/in.svg", alt: "", width: 512, height: 512 },
    },
  ],
  primaryMenu: [link("cG9zdDox", "About", "/about/")],
  secondaryMenu: [link("cG9zdDoy", "Privacy & Terms", "/privacy/")],
  footerMenu: [link("cG9zdDoz", "Careers", "/careers/")],
});

describe("pageShellFor", () => {
  it("renders the footer to escaped markup with its menus, social links and year", () => {
    const { footerHtml } = pageShellFor(shell(), 2026);
    expect(footerHtml).toContain('<a href="/careers/">Careers</a>');
    expect(footerHtml).toContain('<a href="/privacy/">Privacy &amp; Terms</a>');
    expect(footerHtml).toContain('href="https://www.linkedin.com/company/example/"');
    expect(footerHtml).toContain('width="24" height="24"');
    expect(footerHtml).toContain("© 2026 Corus &lt;Entertainment&gt;");
    expect(footerHtml).not.toContain("<Entertainment>");
    expect(footerHtml).not.toMatch(/^<footer/);
  });

  it("hands the browser the header's data and not the footer's", () => {
    const pageShell = pageShellFor(shell(), 2026);
    expect(Object.keys(pageShell).sort()).toEqual(
      ["footerHtml", "headerLogo", "headerNavImage", "primaryMenu", "siteIcon", "siteName"].sort(),
    );
  });

  it("is built once per shell and year", () => {
    const cached = shell();
    expect(pageShellFor(cached, 2026)).toBe(pageShellFor(cached, 2026));
    const nextYear = pageShellFor(cached, 2027);
    expect(nextYear).not.toBe(pageShellFor(cached, 2026));
    expect(nextYear.footerHtml).toContain("© 2027");
    expect(pageShellFor(shell(), 2026)).not.toBe(pageShellFor(cached, 2026));
  });
});
