// The site's model (packages/wordpress-plugin/corus-site/site-model.php) in a real WordPress 6.1
// (Debian's), with the must-use plugin and nothing else: no ACF, no WPGraphQL (Polylang, faked,
// for one case). What site-model.test.ts checks from the registrations alone, checked here as
// WordPress itself answers: the menu locations and page templates on the themes WordPress may
// run, the block editor saving a page's template, the publish webhook finding the press-release
// listing by its template (with Polylang, the listing of the post's language), the record post types as WordPress holds them and how WordPress answers for a
// record (no page, no REST route), and what the plugin does without ACF.
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { settle as settleWp } from "./publishing.ts";
import { startSite, type Site } from "./site.ts";
import { startWordPress, type Session, type WordPress } from "./wordpress.ts";

const WEBHOOK_SECRET = "webhook-secret-shared-with-wordpress";
const FAKE_POLYLANG = path.resolve(
  import.meta.dirname,
  "../../packages/wordpress-plugin/test/fake-polylang.php",
);

const MENU_LOCATIONS = ["primary", "secondary", "footer"];
/** site-model.php's page templates, file => name: the key is what a page stores. */
const PAGE_TEMPLATES = {
  "template-press-releases.php": "Press Releases",
  "template-leadership.php": "Leadership",
  "template-brands.php": "Brands",
  "template-dividend-history.php": "Dividend History",
  "template-financial-reports.php": "Financial Reports",
  "template-events.php": "Events",
};
/** The record post types and their GraphQL single and plural names (the site's queries). */
const RECORD_TYPES: Record<string, [string, string]> = {
  person: ["person", "people"],
  brand: ["brand", "brands"],
  dividend: ["dividend", "dividends"],
  financial_report: ["financialReport", "financialReports"],
  investor_event: ["investorEvent", "investorEvents"],
};

/**
 * A classic theme of the test's own, beside Debian's block theme: its own menu location (one
 * of the site's names, labelled its own way) and its own page template, as a site's theme may.
 */
const CLASSIC_THEME = {
  "style.css": "/*\nTheme Name: Corus classic test\n*/\n",
  "index.php": "<?php\n",
  "functions.php": `<?php
add_action( 'after_setup_theme', function () {
	register_nav_menus( array( 'primary' => 'Theme top bar', 'social' => 'Theme social links' ) );
} );
`,
  "page-wide.php": "<?php\n/* Template Name: Theme wide page */\n",
};

/** A PHP expression for a JSON value, whatever quotes it holds. */
const phpValue = (value: unknown) =>
  `json_decode( base64_decode( '${Buffer.from(JSON.stringify(value)).toString("base64")}' ), true )`;

interface ThemeModel {
  block: boolean;
  menus: Record<string, string>;
  supportsMenus: boolean;
  templates: Record<string, string>;
}

let site: Site;
let wp: WordPress;
let admin: Session;
let restNonce: string;
/** The active theme after wp_install(): WordPress's default. */
let defaultTheme: string;
/** What each theme shows of the model, theme by theme (see beforeAll). */
const themes = new Map<string, ThemeModel>();

beforeAll(async () => {
  site = await startSite(WEBHOOK_SECRET);
  wp = await startWordPress(
    {
      CORUS_SITE_URL: site.url,
      CORUS_SITE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      CORUS_SITE_PREVIEW_SECRET: "preview-secret-shared-with-wordpress",
    },
    // Polylang, faked (Debian does not package it): a plugin, inactive until a test activates it.
    { plugins: [FAKE_POLYLANG] },
  );
  const installed = await wp.php<{ theme: string; twentyTwentyThree: boolean }>(
    `wp_mkdir_p( get_theme_root() . '/corus-classic' );
    foreach ( ${phpValue(CLASSIC_THEME)} as $file => $code ) {
      file_put_contents( get_theme_root() . "/corus-classic/$file", $code );
    }
    return array( 'theme' => get_stylesheet(), 'twentyTwentyThree' => wp_get_theme( 'twentytwentythree' )->exists() );`,
    { quiet: true },
  );
  defaultTheme = installed.theme;
  const toCheck = [
    ...new Set([
      defaultTheme,
      ...(installed.twentyTwentyThree ? ["twentytwentythree"] : []),
      "corus-classic",
    ]),
  ];
  // Each theme active in turn, read by a new WordPress (its setup runs at load), then back.
  for (const theme of toCheck) {
    await wp.php(`switch_theme( ${JSON.stringify(theme)} );`, { quiet: true });
    themes.set(
      theme,
      await wp.php<ThemeModel>(
        `return array(
          'block'         => wp_is_block_theme(),
          'menus'         => get_registered_nav_menus(),
          'supportsMenus' => current_theme_supports( 'menus' ),
          'templates'     => wp_get_theme()->get_page_templates( null, 'page' ),
        );`,
        { quiet: true },
      ),
    );
  }
  await wp.php(`switch_theme( ${JSON.stringify(defaultTheme)} );`, { quiet: true });
  admin = await wp.login("admin");
  restNonce = (await admin.nonces("wp_rest")).wp_rest!;
  // The theme switches are menu changes: delivered before the tests begin.
  await settle();
  site.deliveries = [];
}, 60_000);

afterAll(async () => {
  await wp?.stop();
  await site?.close();
});

/** The block editor's REST call: the logged-in cookie and the REST nonce. */
async function rest<T = Record<string, unknown>>(method: string, route: string, body?: object) {
  const response = await wp.request(`/wp-json${route}`, {
    method,
    session: admin,
    headers: { "x-wp-nonce": restNonce, "content-type": "application/json" },
    ...(body && { body: JSON.stringify(body) }),
  });
  return { status: response.status, json: (await response.json()) as T };
}

/** Waits until WP-Cron has none of the plugin's deliveries due and no run in progress. */
const settle = () => settleWp(wp, 10_000);

/** Plugins > Polylang > Activate (or Deactivate), as an administrator does it. */
async function switchPolylang(to: "activate" | "deactivate") {
  await wp.php(
    `require_once ABSPATH . 'wp-admin/includes/plugin.php';
    return 'activate' === ${JSON.stringify(to)} ? activate_plugin( 'fake-polylang.php' ) : deactivate_plugins( 'fake-polylang.php' );`,
    { quiet: true },
  );
}

describe("the themes", () => {
  it("have the menu locations primary, secondary and footer, and menus support, on every theme", () => {
    // WordPress's default theme (Debian ships twentytwentythree, a block theme), and a classic one.
    expect([...themes.keys()]).toEqual(expect.arrayContaining([defaultTheme, "corus-classic"]));
    expect(themes.get("corus-classic")!.block).toBe(false);
    for (const [theme, model] of themes) {
      expect(Object.keys(model.menus), theme).toEqual(expect.arrayContaining(MENU_LOCATIONS));
      // A block theme registers no location and declares no menus support of its own.
      expect(model.supportsMenus, theme).toBe(true);
    }
    // The theme's own locations stay; a name it shares with the site's is the site's.
    expect(themes.get("corus-classic")!.menus).toMatchObject({
      social: "Theme social links",
      primary: "Primary navigation",
    });
  });

  it("offer the six page templates under site-model.php's keys, next to the theme's own", () => {
    for (const [theme, model] of themes) {
      expect(model.templates, theme).toMatchObject(PAGE_TEMPLATES);
      const own = Object.keys(model.templates).filter((file) => !(file in PAGE_TEMPLATES));
      expect(own.length, `${theme}'s own templates`).toBeGreaterThan(0);
    }
    expect(themes.get("corus-classic")!.templates).toMatchObject({
      "page-wide.php": "Theme wide page",
    });
  });
});

describe("pages and their templates", () => {
  it("the block editor's save of a page's template (REST): 200, and the page has it", async () => {
    const id = await wp.php<number>(
      `return wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'draft', 'post_title' => 'Events' ) );`,
    );
    const { status, json } = await rest<{ template: string }>("POST", `/wp/v2/pages/${id}`, {
      template: "template-events.php",
    });
    expect(status, JSON.stringify(json)).toBe(200);
    expect(json.template).toBe("template-events.php");
    expect(await wp.php(`return get_page_template_slug( ${id} );`, { quiet: true })).toBe(
      "template-events.php",
    );
  });

  it("a published page with the Press Releases template is where a published post is listed", async () => {
    const listing = await rest<{ link: string }>("POST", "/wp/v2/pages", {
      title: "Newsroom",
      slug: "newsroom",
      status: "publish",
      template: "template-press-releases.php",
    });
    expect(listing.status, JSON.stringify(listing.json)).toBe(201);
    expect(listing.json.link).toBe(`${wp.url}/newsroom/`);
    await settle();
    site.deliveries = [];
    const published = await rest("POST", "/wp/v2/posts", {
      title: "Results",
      slug: "results",
      status: "publish",
    });
    expect(published.status).toBe(201);
    await settle();
    expect(site.deliveries.map((delivery) => [delivery.status, delivery.changes])).toEqual([
      [
        200,
        [
          {
            type: "post",
            uris: ["/media-centre/press-releases/results/"],
            listedAt: ["/newsroom/", "/category/uncategorized/"],
          },
        ],
      ],
    ]);
  });
  it("with Polylang, a post is listed on the Press Releases pages of its own language only", async () => {
    // Polylang activated and set up as an administrator does (existing content in the default
    // language), a French listing page beside the English one, Newsroom.
    await switchPolylang("activate");
    try {
      const pages = await wp.php<{ en: number; fr: number }>(
        `fake_polylang_add_language( array( 'name' => 'English', 'slug' => 'en', 'locale' => 'en_CA', 'term_group' => 0 ) );
        fake_polylang_add_language( array( 'name' => 'Français', 'slug' => 'fr', 'locale' => 'fr_CA', 'term_group' => 1 ) );
        $en = get_page_by_path( 'newsroom' )->ID;
        pll_set_post_language( $en, 'en' );
        $fr = wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'draft', 'post_title' => 'Salle de presse', 'post_name' => 'salle-de-presse', 'page_template' => 'template-press-releases.php' ) );
        pll_set_post_language( $fr, 'fr' );
        pll_save_post_translations( array( 'en' => $en, 'fr' => $fr ) );
        wp_publish_post( $fr );
        return array( 'en' => $en, 'fr' => $fr );`,
        { quiet: true },
      );
      expect(
        await wp.php(
          `return array( pll_get_post_language( ${pages.en} ), wp_make_link_relative( get_permalink( ${pages.fr} ) ) );`,
          { quiet: true },
        ),
      ).toEqual(["en", "/fr/salle-de-presse/"]);
      await settle();
      site.deliveries = [];
      // A French and an English post published in one request (one delivery): each listed on
      // its own language's page, the French one first.
      await wp.php(
        `foreach ( array( 'fr' => 'resultats-t3', 'en' => 'q3-results' ) as $lang => $slug ) {
          $id = wp_insert_post( array( 'post_type' => 'post', 'post_status' => 'draft', 'post_title' => $slug, 'post_name' => $slug ) );
          pll_set_post_language( $id, $lang );
          wp_publish_post( $id );
        }`,
      );
      await settle();
      expect(site.deliveries.map((delivery) => [delivery.status, delivery.changes])).toEqual([
        [
          200,
          [
            {
              type: "post",
              uris: ["/fr/media-centre/press-releases/resultats-t3/"],
              listedAt: ["/fr/salle-de-presse/", "/category/uncategorized/"],
            },
            {
              type: "post",
              uris: ["/media-centre/press-releases/q3-results/"],
              listedAt: ["/newsroom/", "/category/uncategorized/"],
            },
          ],
        ],
      ]);
    } finally {
      await switchPolylang("deactivate");
    }
    // Without Polylang, every Press Releases page (in no particular order), as before.
    await settle();
    site.deliveries = [];
    const published = await rest("POST", "/wp/v2/posts", {
      title: "Q4 results",
      slug: "q4-results",
      status: "publish",
    });
    expect(published.status).toBe(201);
    await settle();
    expect(site.deliveries.map((delivery) => delivery.status)).toEqual([200]);
    const [change] = site.deliveries[0]!.changes as { listedAt: string[] }[];
    expect({ ...change, listedAt: [...change!.listedAt].sort() }).toEqual({
      type: "post",
      uris: ["/media-centre/press-releases/q4-results/"],
      listedAt: ["/category/uncategorized/", "/newsroom/", "/salle-de-presse/"],
    });
  });
});

describe("the record post types", () => {
  it("are public for WPGraphQL, with no page, archive, rewrite or menu entry, title and order only", async () => {
    const registered = await wp.php<Record<string, Record<string, unknown> | null>>(
      `$types = array();
      foreach ( ${JSON.stringify(Object.keys(RECORD_TYPES))} as $name ) {
        $type = get_post_type_object( $name );
        $types[ $name ] = $type ? array(
          'public'              => $type->public,
          'publicly_queryable'  => $type->publicly_queryable,
          'rewrite'             => $type->rewrite,
          'has_archive'         => $type->has_archive,
          'show_in_nav_menus'   => $type->show_in_nav_menus,
          'hierarchical'        => $type->hierarchical,
          'supports'            => array_keys( get_all_post_type_supports( $name ) ),
          'show_in_graphql'     => $type->show_in_graphql ?? null,
          'graphql_single_name' => $type->graphql_single_name ?? null,
          'graphql_plural_name' => $type->graphql_plural_name ?? null,
        ) : null;
      }
      return $types;`,
      { quiet: true },
    );
    expect(Object.keys(registered)).toEqual(Object.keys(RECORD_TYPES));
    for (const [name, [single, plural]] of Object.entries(RECORD_TYPES)) {
      const type = registered[name]!;
      expect({ ...type, supports: [...(type.supports as string[])].sort() }, name).toEqual({
        public: true,
        publicly_queryable: false,
        rewrite: false,
        has_archive: false,
        show_in_nav_menus: false,
        hierarchical: false,
        supports: ["page-attributes", "title"],
        show_in_graphql: true,
        graphql_single_name: single,
        graphql_plural_name: plural,
      });
    }
  });

  it("wp-admin words each as itself: its screens' titles, its notices after a save and in its list, never a post's", async () => {
    const names: Record<string, [string, string]> = {
      person: ["Person", "people"],
      brand: ["Brand", "brands"],
      dividend: ["Dividend", "dividends"],
      financial_report: ["Financial report", "financial reports"],
      investor_event: ["Investor event", "investor events"],
    };
    const ids = await wp.php<Record<string, number>>(
      `$ids = array();
      foreach ( ${JSON.stringify(Object.keys(names))} as $type ) {
        $ids[ $type ] = wp_insert_post( array( 'post_type' => $type, 'post_status' => 'publish', 'post_title' => "Worded $type" ) );
      }
      return $ids;`,
    );
    /** The screen's heading and its notices' text, as an administrator's browser gets them. */
    const screen = async (url: string) => {
      const html = await (await wp.request(url, { session: admin })).text();
      return {
        heading: html.match(/<h1 class="wp-heading-inline">([^<]*)<\/h1>/)?.[1]?.trim(),
        notices: [...html.matchAll(/<div id="message" class="[^"]*"><p>(.*?)<\/p>/g)].map(
          ([, text]) => text!.replace(/<[^>]+>/g, ""),
        ),
        html,
      };
    };
    for (const [type, [singular, plural]] of Object.entries(names)) {
      const labels = await wp.php<Record<string, string>>(
        `return (array) get_post_type_object( '${type}' )->labels;`,
        { quiet: true },
      );
      // No label is a post's: WordPress fills each one a type leaves out from its own for posts.
      const postsWords = Object.entries(labels).filter(([, label]) => /\bposts?\b/i.test(label));
      expect(postsWords, type).toEqual([]);
      expect(labels, type).toMatchObject({
        add_new_item: `Add New ${singular}`,
        edit_item: `Edit ${singular}`,
        search_items: `Search ${plural.charAt(0).toUpperCase()}${plural.slice(1)}`,
        not_found: `No ${plural} found.`,
        item_published: `${singular} published.`,
      });

      expect((await screen(`/wp-admin/post-new.php?post_type=${type}`)).heading, type).toBe(
        `Add New ${singular}`,
      );
      const edit = `/wp-admin/post.php?post=${ids[type]}&action=edit`;
      // The notices post.php's redirect after Publish and Update asks for.
      expect((await screen(`${edit}&message=6`)).notices, type).toEqual([`${singular} published.`]);
      expect((await screen(`${edit}&message=1`)).notices, type).toEqual([`${singular} updated.`]);
      const list = await screen(`/wp-admin/edit.php?post_type=${type}&trashed=1&ids=${ids[type]}`);
      expect(list.notices[0], type).toMatch(
        new RegExp(`^1 ${singular.toLowerCase()} moved to the Trash\\.`),
      );
      expect(list.html, type).not.toMatch(/Post (published|updated)\.|Add New Post|1 post moved/);
    }
  });

  it("a record is not viewable: no permalink, no page at /?post_type=&p=, no REST route", async () => {
    const records = await wp.php<
      Record<string, { id: number; title: string; viewable: boolean; link: string | false }>
    >(
      `$records = array();
      foreach ( ${JSON.stringify(Object.keys(RECORD_TYPES))} as $type ) {
        $title = "Record $type " . wp_generate_password( 8, false );
        $id    = wp_insert_post( array( 'post_type' => $type, 'post_status' => 'publish', 'post_title' => $title ) );
        $records[ $type ] = array( 'id' => $id, 'title' => $title, 'viewable' => is_post_type_viewable( $type ), 'link' => get_permalink( $id ) );
      }
      return $records;`,
    );
    for (const [type, record] of Object.entries(records)) {
      expect(record.id, type).toBeGreaterThan(0);
      expect(record.viewable, type).toBe(false);
      expect(record.link, type).toBe("");
      const page = await wp.request(`/?post_type=${type}&p=${record.id}`);
      const body = await page.text();
      expect([page.status, page.headers.get("location")], type).toEqual([404, null]);
      expect(body, type).toContain("<html");
      expect(body, type).not.toContain(record.title);
      const route = await wp.request(`/wp-json/wp/v2/${type}`);
      expect(route.status, type).toBe(404);
      expect(await route.json(), type).toMatchObject({ code: "rest_no_route" });
    }
  });
});

describe("without ACF", () => {
  it("no options page is registered", async () => {
    // Really no ACF: its functions are missing and acf/init never fires.
    expect(
      await wp.php(
        `return array( function_exists( 'acf_add_options_page' ), function_exists( 'acf' ), did_action( 'acf/init' ) );`,
        { quiet: true },
      ),
    ).toEqual([false, false, 0]);
    const dashboard = await wp.request("/wp-admin/index.php", { session: admin });
    const menu = await dashboard.text();
    expect(dashboard.status).toBe(200);
    // The admin menu is there, with the plugin's post types, and no Site Options.
    expect(menu).toContain("edit.php?post_type=financial_report");
    expect(menu).not.toContain("page=site-options");
    const page = await wp.request("/wp-admin/admin.php?page=site-options", { session: admin });
    expect(page.status).toBe(403);
  });

  it("the PHP log has no warning or notice from the plugin, after WordPress's screens have run it", async () => {
    for (const screen of [
      "/wp-admin/edit.php?post_type=person",
      "/wp-admin/post-new.php?post_type=investor_event",
      "/wp-admin/post-new.php?post_type=page",
      "/wp-admin/nav-menus.php?action=edit&menu=0",
    ]) {
      const response = await wp.request(screen, { session: admin });
      await response.text();
      expect(response.status, screen).toBe(200);
    }
    // The log does record PHP's warnings (were it off, an empty log would prove nothing).
    await wp.php(`trigger_error( 'corus-test: the log works', E_USER_WARNING );`, { quiet: true });
    const log = readFileSync(path.join(wp.root, "debug.log"), "utf8");
    expect(log).toMatch(/PHP Warning: +corus-test: the log works/);
    const plugins = /packages\/wordpress-plugin\/|mu-plugins\//;
    const own = log
      .split("\n")
      .filter((line) => /PHP (Warning|Notice|Deprecated|Fatal error|Parse error)/.test(line))
      // The plugin's own lines, and WordPress's notices of a call made wrongly, which name the
      // function called rather than the caller (WordPress itself makes none here).
      .filter((line) => plugins.test(line) || /called <strong>incorrectly<\/strong>/.test(line));
    expect(own).toEqual([]);
  });
});
