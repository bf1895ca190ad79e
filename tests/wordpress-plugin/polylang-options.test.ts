// The site options in each language (packages/wordpress-plugin/corus-site/polylang-options.php),
// in a real WordPress 6.1 (Debian's, as wordpress.test.ts runs it), with the site's options page
// and field groups (site-model.php, acf-json/) and values stored per language as ACF Options For
// Polylang stores them (options_fr_CA_<field>). Debian packages none of the plugins involved:
// Polylang is test/fake-polylang.php; ACF's options pages and values, WPGraphQL for ACF 2.7.1's
// options page field and WPGraphQL's RootQuery are test/fake-wpgraphql-acf.php; the bridge's
// enum and `language` argument test/fake-wpgraphql-polylang.php; ACF Options For Polylang 2.0.0
// test/fake-acf-options-for-polylang.php. A query's root fields run as graphql-php validates and
// runs them (fake_graphql_query()), through RootQuery's fields as WPGraphQL filters them.
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWordPress, type WordPress } from "./wordpress.ts";

const TEST = path.resolve(import.meta.dirname, "../../packages/wordpress-plugin/test");
const FAKE_POLYLANG = path.join(TEST, "fake-polylang.php");
const FAKE_OPTIONS_FOR_POLYLANG = path.join(TEST, "fake-acf-options-for-polylang.php");
const FAKE_WPGRAPHQL_ACF = path.join(TEST, "fake-wpgraphql-acf.php");
const FAKE_BRIDGE = path.join(TEST, "fake-wpgraphql-polylang.php");

let wp: WordPress;

/** A PHP expression for a JSON value, whatever quotes it holds. */
const phpValue = (value: unknown) =>
  `json_decode( base64_decode( '${Buffer.from(JSON.stringify(value)).toString("base64")}' ), true )`;

/** A root field of a query; its selection's leaves are `true`. */
interface RootField {
  alias?: string;
  field: string;
  args?: Record<string, string>;
  selection: Record<string, unknown>;
}
interface Answer {
  data?: Record<string, unknown>;
  errors?: string[];
}

/** The selection the site's Shell query makes of siteOptions, less what the tests do not store. */
const SELECTION = {
  privacyOptions: {
    privacyPolicyVersion: true,
    privacyPolicyUrl: true,
    consentBannerTitle: true,
    consentBannerText: true,
  },
  socialIconsOptions: { socialIcons: { socialIconTitle: true, socialIconLinkUrl: true } },
  headerOptions: { headerLogoImage: { node: { databaseId: true } } },
};

/** A query of root fields, run in a request of its own (as the site's each are). */
async function query(root: RootField[], before = ""): Promise<Answer> {
  return wp.php<Answer>(
    `${before}
    $root = ${phpValue(root)};
    // PHP's JSON gives an object as an array: a selection's "name": true is a leaf.
    $leaves = function ( $selection ) use ( &$leaves ) {
      $out = array();
      foreach ( $selection as $name => $sub ) {
        if ( true === $sub ) {
          $out[] = $name;
        } else {
          $out[ $name ] = $leaves( $sub );
        }
      }
      return $out;
    };
    foreach ( $root as $i => $field ) {
      $root[ $i ]['selection'] = $leaves( $field['selection'] );
    }
    return fake_graphql_query( $root );`,
    { quiet: true },
  );
}

const siteOptions = (language?: string, alias?: string): RootField => ({
  field: "siteOptions",
  ...(alias && { alias }),
  ...(language && { args: { language } }),
  selection: SELECTION,
});

/** The options as the site would get them. */
const options = ({
  title,
  icons,
}: {
  title: string;
  icons: { socialIconTitle: string; socialIconLinkUrl: string }[];
}) => ({
  privacyOptions: {
    // Saved only untranslated: every language has it.
    privacyPolicyVersion: "2026-01",
    privacyPolicyUrl: "/privacy/",
    consentBannerTitle: title,
    // Saved empty in French: the untranslated text.
    consentBannerText: "We use cookies to measure the site's audience.",
  },
  socialIconsOptions: { socialIcons: icons },
  headerOptions: { headerLogoImage: { node: { databaseId: 7 } } },
});
const UNTRANSLATED_ICONS = [
  { socialIconTitle: "LinkedIn", socialIconLinkUrl: "https://linkedin.example/corus" },
  { socialIconTitle: "X", socialIconLinkUrl: "https://x.example/corus" },
];
const ENGLISH = options({ title: "Your privacy choices", icons: UNTRANSLATED_ICONS });
const FRENCH = options({
  title: "Vos choix de confidentialité",
  // One row of its own, its link left empty: the untranslated first row's.
  icons: [
    { socialIconTitle: "LinkedIn (fr)", socialIconLinkUrl: "https://linkedin.example/corus" },
  ],
});
const UNTRANSLATED = options({ title: "Your privacy (untranslated)", icons: UNTRANSLATED_ICONS });

/**
 * PHP's warnings, notices and errors in the plugin, the fakes and the harness. WordPress 6.1's
 * own deprecations under PHP 8.2, and its failed call out for translations when a plugin is
 * activated, are not the plugin's.
 */
function problemsOfOurs(log: string): string[] {
  const ours = /packages\/wordpress-plugin\/|mu-plugins\/|plugins\/fake-|tests\/wordpress-plugin\//;
  return log
    .split("\n")
    .filter((line) => /PHP (Warning|Notice|Deprecated|Fatal error|Parse error)/.test(line))
    .filter((line) => ours.test(line) || /called <strong>incorrectly<\/strong>/.test(line));
}

/** Plugins > <plugin> > Activate (or Deactivate), as an administrator does it. */
async function switchPlugin(file: string, to: "activate" | "deactivate") {
  await wp.php(
    `require_once ABSPATH . 'wp-admin/includes/plugin.php';
    return 'activate' === ${phpValue(to)} ? activate_plugin( ${phpValue(file)} ) : deactivate_plugins( ${phpValue(file)} );`,
    { quiet: true },
  );
}

beforeAll(async () => {
  wp = await startWordPress(
    {},
    {
      muPlugins: [FAKE_WPGRAPHQL_ACF, FAKE_BRIDGE],
      plugins: [FAKE_POLYLANG, FAKE_OPTIONS_FOR_POLYLANG],
    },
  );
  await switchPlugin("fake-polylang.php", "activate");
  await switchPlugin("fake-acf-options-for-polylang.php", "activate");
  // English (the default) and French; the options page saved untranslated, in English and in
  // French, as ACF Options For Polylang stores each (an editor's save with the admin bar's
  // language "All", English or French).
  await wp.php(
    `fake_polylang_add_language( array( 'name' => 'English', 'slug' => 'en', 'locale' => 'en_CA', 'term_group' => 0 ) );
    fake_polylang_add_language( array( 'name' => 'Français', 'slug' => 'fr', 'locale' => 'fr_CA', 'term_group' => 1 ) );
    $icons = array(
      array( 'social_icon_title' => 'LinkedIn', 'social_icon_link_url' => 'https://linkedin.example/corus' ),
      array( 'social_icon_title' => 'X', 'social_icon_link_url' => 'https://x.example/corus' ),
    );
    update_field( 'privacy_policy_version', '2026-01', 'options' );
    update_field( 'privacy_policy_url', '/privacy/', 'options' );
    update_field( 'consent_banner_title', 'Your privacy (untranslated)', 'options' );
    update_field( 'consent_banner_text', "We use cookies to measure the site's audience.", 'options' );
    update_field( 'social_icons', $icons, 'options' );
    update_field( 'header_logo_image', 7, 'options' );
    update_field( 'consent_banner_title', 'Your privacy choices', 'options_en_CA' );
    update_field( 'consent_banner_title', 'Vos choix de confidentialité', 'options_fr_CA' );
    update_field( 'consent_banner_text', '', 'options_fr_CA' );
    update_field( 'social_icons', array( array( 'social_icon_title' => 'LinkedIn (fr)', 'social_icon_link_url' => '' ) ), 'options_fr_CA' );`,
    { quiet: true },
  );
  // Stored as ACF stores an options page's values (the fake's own check).
  expect(
    await wp.php(
      `return array( get_option( 'options_fr_CA_consent_banner_title' ), get_option( '_options_fr_CA_consent_banner_title' ), get_option( 'options_fr_CA_social_icons' ), get_option( 'options_fr_CA_social_icons_0_social_icon_title' ) );`,
      { quiet: true },
    ),
  ).toEqual([
    "Vos choix de confidentialité",
    "field_corus_privacy_options_consent_banner_title",
    "1",
    "LinkedIn (fr)",
  ]);
}, 60_000);

afterAll(async () => {
  await wp?.stop();
});

describe("siteOptions(language:) with Polylang, ACF Options For Polylang and its bridge", () => {
  it("FR answers the French values; a field empty or unsaved in French, the untranslated one", async () => {
    expect(await query([siteOptions("FR")])).toEqual({ data: { siteOptions: FRENCH } });
  });

  it("EN, and DEFAULT (English), answer the English values, with the same fallback", async () => {
    expect(await query([siteOptions("EN")])).toEqual({ data: { siteOptions: ENGLISH } });
    expect(await query([siteOptions("DEFAULT")])).toEqual({ data: { siteOptions: ENGLISH } });
  });

  it("ALL, or no argument, answers the untranslated values, as before", async () => {
    expect(await query([siteOptions("ALL"), siteOptions(undefined, "none")])).toEqual({
      data: { siteOptions: UNTRANSLATED, none: UNTRANSLATED },
    });
  });

  it("each root field in its own language, in one query (aliases)", async () => {
    expect(
      await query([
        siteOptions("FR", "fr"),
        siteOptions("EN", "en"),
        siteOptions(undefined, "untranslated"),
        siteOptions("FR", "frAgain"),
      ]),
    ).toEqual({ data: { fr: FRENCH, en: ENGLISH, untranslated: UNTRANSLATED, frAgain: FRENCH } });
  });

  it("keeps the bridge's own `language` argument, once", async () => {
    expect(
      await wp.php(`return fake_graphql_root_fields()['siteOptions']['args'];`, { quiet: true }),
    ).toEqual({
      language: {
        type: "LanguageCodeFilterEnum",
        description: "Filter by language code (Polylang)",
      },
    });
  });

  it("a language ACF Options For Polylang names by another attribute (bea.aofp.lang_attribute: slug)", async () => {
    const bySlug = `add_filter( 'bea.aofp.lang_attribute', fn() => 'slug' );
      update_field( 'consent_banner_title', 'Vos choix (fr)', 'options_fr' );`;
    const answer = await query([siteOptions("FR")], bySlug);
    expect(answer.data?.siteOptions).toEqual({
      ...UNTRANSLATED,
      privacyOptions: { ...UNTRANSLATED.privacyOptions, consentBannerTitle: "Vos choix (fr)" },
    });
  });

  it("outside siteOptions' answers a French value is ACF's own: an editor's French form holds no untranslated value", async () => {
    const values = await wp.php<unknown[]>(
      `return array( get_field( 'consent_banner_text', 'options_fr_CA' ), get_field( 'privacy_policy_version', 'options_fr_CA' ) );`,
      { quiet: true },
    );
    expect(values).not.toContain("We use cookies to measure the site's audience.");
    expect(values).not.toContain("2026-01");
  });
});

describe("without ACF Options For Polylang", () => {
  it("the bridge adds no `language`: the plugin adds it, and the stored French values are answered", async () => {
    await switchPlugin("fake-acf-options-for-polylang.php", "deactivate");
    try {
      expect(
        await wp.php(`return fake_graphql_root_fields()['siteOptions']['args'];`, { quiet: true }),
      ).toEqual({
        language: {
          type: "LanguageCodeFilterEnum",
          description: expect.stringContaining("Polylang") as string,
        },
      });
      expect(await query([siteOptions("FR", "fr"), siteOptions("EN", "en")])).toEqual({
        data: { fr: FRENCH, en: ENGLISH },
      });
    } finally {
      await switchPlugin("fake-acf-options-for-polylang.php", "activate");
    }
  });
});

describe("without Polylang", () => {
  it("siteOptions is WPGraphQL for ACF's own: no `language`, the untranslated values, no warning", async () => {
    wp.takeLog();
    // ACF Options For Polylang too: without Polylang it takes WordPress's locale for ACF's
    // language (options_en_US), which no one saved.
    await switchPlugin("fake-acf-options-for-polylang.php", "deactivate");
    await switchPlugin("fake-polylang.php", "deactivate");
    try {
      expect(
        await wp.php(`return fake_graphql_root_fields()['siteOptions']['args'] ?? null;`, {
          quiet: true,
        }),
      ).toBeNull();
      expect(await query([siteOptions("FR")])).toEqual({
        errors: ['Unknown argument "language" on field "siteOptions" of type "RootQuery".'],
      });
      expect(await query([siteOptions()])).toEqual({ data: { siteOptions: UNTRANSLATED } });
      expect(problemsOfOurs(wp.takeLog())).toEqual([]);
    } finally {
      await switchPlugin("fake-polylang.php", "activate");
      await switchPlugin("fake-acf-options-for-polylang.php", "activate");
    }
  });
});

describe("the PHP log", () => {
  it("has no warning, notice or error after every query and setup above", async () => {
    expect(await query([siteOptions("FR")])).toEqual({ data: { siteOptions: FRENCH } });
    // The log does record PHP's warnings (were it off, an empty log would prove nothing).
    await wp.php(`trigger_error( 'corus-test: the log works', E_USER_WARNING );`, { quiet: true });
    const log = readFileSync(path.join(wp.root, "debug.log"), "utf8");
    expect(log).toMatch(/PHP Warning: +corus-test: the log works/);
    expect(
      problemsOfOurs(log).filter((line) => !line.includes("corus-test: the log works")),
    ).toEqual([]);
  });
});
