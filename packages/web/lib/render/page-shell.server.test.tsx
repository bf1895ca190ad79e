import { RouterContext } from "next/dist/shared/lib/router-context.shared-runtime";
import type { NextRouter } from "next/router";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { languageSwitchHtml } from "@/components/language-switch-markup";
import { Layout } from "@/components/Layout";
import type { Shell } from "../cms/shell";
import type { ConsentedTool } from "../consent/categories";
import type { PrivacyWording } from "../consent/setup";
import type { MenuNode } from "../cms/menus";
import { chromeStrings } from "../i18n/strings";
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
  privacy: null,
});

const wording = (policyVersion: string): PrivacyWording => {
  const about = { label: "Label", description: "Description" };
  return {
    policyVersion,
    policyUrl: "/privacy-policy/",
    bannerTitle: "Your privacy choices",
    bannerText: "Nothing loads unless you say yes.",
    gpcText: "Global Privacy Control honoured.",
    necessary: about,
    categories: { measurement: about, "session-replay": about, "audience-measurement": about },
  };
};

const tagManager: ConsentedTool = {
  id: "tag-manager",
  name: "Tag manager",
  category: "measurement",
  load: { src: "https://tags.example.com/gtm.js", whenPageLoaded: false },
  cookies: ["_ga*"],
};

describe("pageShellFor", () => {
  it("renders the footer to escaped markup with its menus, social links and year", () => {
    const { footerHtml } = pageShellFor(shell(), 2026, []);
    expect(footerHtml).toContain('<a href="/careers/">Careers</a>');
    expect(footerHtml).toContain('<a href="/privacy/">Privacy &amp; Terms</a>');
    expect(footerHtml).toContain('href="https://www.linkedin.com/company/example/"');
    expect(footerHtml).toContain('width="24" height="24"');
    expect(footerHtml).toContain("© 2026 Corus &lt;Entertainment&gt;");
    expect(footerHtml).not.toContain("<Entertainment>");
    expect(footerHtml).not.toMatch(/^<footer/);
  });

  it("hands the browser the header's data and not the footer's", () => {
    const pageShell = pageShellFor(shell(), 2026, []);
    expect(Object.keys(pageShell).sort()).toEqual(
      [
        "consent",
        "consentBannerHtml",
        "footerHtml",
        "headerLogo",
        "headerNavImage",
        "primaryMenu",
        "siteIcon",
        "siteName",
        "strings",
      ].sort(),
    );
  });

  it("hands the browser the site's own words in the page's language, and the markup says them", () => {
    const english = pageShellFor(shell(), 2026, []);
    expect(english.strings).toEqual(chromeStrings("en"));
    expect(english.footerHtml).toContain('aria-label="Follow us"');

    const cached = shell();
    const french = pageShellFor(cached, 2026, [], "fr");
    expect(french).not.toBe(pageShellFor(cached, 2026, []));
    expect(french).toBe(pageShellFor(cached, 2026, [], "fr"));
    expect(french.strings).toEqual(chromeStrings("fr"));
    expect(french.footerHtml).toContain('aria-label="Suivez-nous"');
    expect(french.footerHtml).toContain("page d’accueil");
    expect(french.footerHtml).not.toContain("home page");
  });

  it("is what the layout says: its skip link, header, search form and banner in the shell's language", () => {
    const router = { asPath: "/", events: { on() {}, off() {} } } as unknown as NextRouter;
    const page = (pageShell: ReturnType<typeof pageShellFor>) =>
      renderToStaticMarkup(
        <RouterContext.Provider value={router}>
          <Layout
            shell={pageShell}
            head={[]}
            structuredData={[]}
            // The switch names the other language in that language (its own test: LanguageSwitch).
            languageSwitch={languageSwitchHtml(
              pageShell.strings.locale === "en"
                ? { locale: "fr", href: "/fr/a-propos/", toHome: false }
                : { locale: "en", href: "/about-corus/", toHome: false },
              pageShell.strings.languageSwitch,
            )}
          >
            <p>Text</p>
          </Layout>
        </RouterContext.Provider>,
      );
    const cached = { ...shell(), privacy: wording("2026-01") };
    const english = page(pageShellFor(cached, 2026, [tagManager]));
    const french = page(pageShellFor(cached, 2026, [tagManager], "fr"));
    for (const [markup, words] of [
      [
        english,
        ["Skip to main content", "> home page<", 'aria-label="Main"', ">Search<", ">Accept all<"],
      ],
      [
        french,
        [
          "Passer au contenu principal",
          "> page d’accueil<",
          'aria-label="Principal"',
          ">Rechercher<",
          ">Tout accepter<",
        ],
      ],
    ] as const) {
      for (const word of words) expect(markup).toContain(word);
    }
    expect(french).not.toMatch(/Skip to|home page|>Search<|Accept all|Follow us/);
  });

  it("is built once per shell and year", () => {
    const cached = shell();
    expect(pageShellFor(cached, 2026, [])).toBe(pageShellFor(cached, 2026, []));
    const nextYear = pageShellFor(cached, 2027, []);
    expect(nextYear).not.toBe(pageShellFor(cached, 2026, []));
    expect(nextYear.footerHtml).toContain("© 2027");
    expect(pageShellFor(shell(), 2026, [])).not.toBe(pageShellFor(cached, 2026, []));
  });

  it("asks for consent, and offers the footer's privacy choices, where tools and a policy version are", () => {
    const withTools = pageShellFor({ ...shell(), privacy: wording("3") }, 2026, [tagManager]);
    expect(withTools.consent).toEqual({ wording: wording("3"), tools: [tagManager] });
    expect(withTools.footerHtml).toContain(
      '<button type="button" class="link-button" data-consent-preferences="">Privacy choices</button>',
    );
    // The banner is markup too: its buttons say what they choose, for the consent code.
    expect(withTools.consentBannerHtml).toMatch(/^<section id="consent-banner"/);
    expect(withTools.consentBannerHtml).toContain('data-policy-version="3"');
    for (const [choice, label] of [
      ["accept-all", "Accept all"],
      ["reject-all", "Reject all"],
      ["preferences", "Choose"],
      ["reject-all", "OK"],
      ["preferences", "Details"],
    ]) {
      expect(withTools.consentBannerHtml).toContain(
        `<button type="button" data-consent-choice="${choice}">${label}</button>`,
      );
    }
    expect(withTools.consentBannerHtml).toContain(
      '<a href="/privacy-policy/" class="consent__policy">',
    );
    for (const pageShell of [
      pageShellFor({ ...shell(), privacy: wording("3") }, 2026, []),
      pageShellFor({ ...shell(), privacy: null }, 2026, [tagManager]),
      pageShellFor({ ...shell(), privacy: wording("") }, 2026, [tagManager]),
    ]) {
      expect(pageShell.consent).toBeNull();
      expect(pageShell.consentBannerHtml).toBe("");
      expect(pageShell.footerHtml).not.toContain("Privacy choices");
    }
  });
});
