// nodeByUri in every language (packages/wordpress-plugin/corus-site/polylang-uris.php), in a real
// WordPress 6.1 (Debian's, as wordpress.test.ts runs it) with real pages, posts, categories and
// a custom post type in English and French. Debian packages neither Polylang nor WPGraphQL:
// Polylang 3.8.7 is faked as a plugin that stores languages and translations in WordPress as
// Polylang does and puts the language into links as it does (test/fake-polylang.php), WPGraphQL
// 2.20 as the loaders, models and privacy NodeResolver hands the plugin's answer to
// (test/fake-wpgraphql-nodes.php). Each URI is asked as NodeResolver::resolve_uri() asks
// graphql_pre_resolve_uri first: the test sees what the plugin answered, or that it left the URI
// to WPGraphQL's own lookup (WordPress's rewrite rules and WP_Query, which know no language).
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWordPress, type WordPress } from "./wordpress.ts";

const FAKE_POLYLANG = path.resolve(
  import.meta.dirname,
  "../../packages/wordpress-plugin/test/fake-polylang.php",
);
const FAKE_WPGRAPHQL = path.resolve(
  import.meta.dirname,
  "../../packages/wordpress-plugin/test/fake-wpgraphql-nodes.php",
);
const SITE = path.resolve(import.meta.dirname, "wordpress/polylang-site.php");

/** A node as the test reads it from WPGraphQL's model. */
interface Node {
  __typename: string;
  databaseId: number;
  slug: string;
  status?: string;
  title?: string;
  name?: string;
  uri: string | null;
}
/** What graphql_pre_resolve_uri gave NodeResolver: a node (or null: nothing for this user), or nothing. */
type Answer = { answered: true; node: Node | null } | { answered: false };

/** NodeResolver's $extra_query_vars, as WPGraphQL 2.20's fields by URI pass them (RootQuery.php). */
const AS = {
  nodeByUri: "",
  contentNode: { nodeType: "ContentNode", asPreview: null },
  page: { post_type: "page", archive: false, nodeType: "ContentNode", asPreview: null },
  event: { post_type: "event", archive: false, nodeType: "ContentNode", asPreview: null },
  category: { nodeType: "TermNode", taxonomy: "category" },
  termNode: { nodeType: "TermNode" },
  user: { nodeType: "User" },
  postBySlug: { name: "x", post_type: "post", nodeType: "ContentNode", asPreview: null },
  preview: { post_type: "post", archive: false, nodeType: "ContentNode", asPreview: true },
} as const;

/** The content's ids, by name (see beforeAll). */
type Ids = Record<
  | "homeEn"
  | "homeFr"
  | "aboutEn"
  | "overviewEn"
  | "aboutFr"
  | "overviewFr"
  | "contactEn"
  | "contactFr"
  | "postXEn"
  | "postXFr"
  | "postYEn"
  | "postYFr"
  | "resultsEn"
  | "resultsFr"
  | "dividendsEn"
  | "dividendsFr"
  | "meetingEn"
  | "meetingFr"
  | "webcastEn"
  | "webcastFr"
  | "editor",
  number
>;

let wp: WordPress;
let ids: Ids;

/** A PHP expression for a JSON value, whatever quotes it holds. */
const phpValue = (value: unknown) =>
  `json_decode( base64_decode( '${Buffer.from(JSON.stringify(value)).toString("base64")}' ), true )`;

/** What each URI resolves to, asked as `field` asks, as the user `as` (0: anonymous). */
async function resolve(
  uris: string[],
  { as = 0, field = AS.nodeByUri }: { as?: number; field?: (typeof AS)[keyof typeof AS] } = {},
): Promise<Record<string, Answer>> {
  return wp.php<Record<string, Answer>>(
    `$answers = array();
    foreach ( ${phpValue(uris)} as $uri ) {
      $answers[ $uri ] = corus_test_node_by_uri( $uri, ${phpValue(field)} );
    }
    return $answers;`,
    { as, quiet: true },
  );
}

/**
 * PHP's warnings, notices and errors in the plugin, the fakes and the harness, and WordPress's
 * notices of a function called wrongly (which name the function, not the caller). WordPress
 * 6.1's own deprecations under PHP 8.2, and its failed call out for translations when a plugin
 * is activated, are not the plugin's.
 */
function problemsOfOurs(log: string): string[] {
  const ours =
    /packages\/wordpress-plugin\/|mu-plugins\/|plugins\/fake-polylang|tests\/wordpress-plugin\//;
  return log
    .split("\n")
    .filter((line) => /PHP (Warning|Notice|Deprecated|Fatal error|Parse error)/.test(line))
    .filter((line) => ours.test(line) || /called <strong>incorrectly<\/strong>/.test(line));
}

/** Plugins > Polylang > Activate (or Deactivate), as an administrator does it. */
async function switchPolylang(to: "activate" | "deactivate") {
  await wp.php(
    `require_once ABSPATH . 'wp-admin/includes/plugin.php';
    return 'activate' === ${phpValue(to)} ? activate_plugin( 'fake-polylang.php' ) : deactivate_plugins( 'fake-polylang.php' );`,
    { quiet: true },
  );
}

/** The answer that is this node, in the fields the test compares. */
const node = (databaseId: number, uri: string, __typename: string): Answer => ({
  answered: true,
  node: expect.objectContaining({ databaseId, uri, __typename }) as Node,
});
const untouched: Answer = { answered: false };

beforeAll(async () => {
  wp = await startWordPress({}, { muPlugins: [FAKE_WPGRAPHQL, SITE], plugins: [FAKE_POLYLANG] });
  // Polylang activated, as an administrator does, then set up with English (the default: no
  // prefix) and French (/fr/), Events among the translated post types.
  await switchPolylang("activate");
  // (The script runs in WordPress's global scope: no $post or $term of its own.)
  ids = await wp.php<Ids>(
    `fake_polylang_add_language( array( 'name' => 'English', 'slug' => 'en', 'locale' => 'en_CA', 'term_group' => 0 ) );
    fake_polylang_add_language( array( 'name' => 'Français', 'slug' => 'fr', 'locale' => 'fr_CA', 'term_group' => 1 ) );
    update_option( 'polylang', array_merge( get_option( 'polylang' ), array( 'post_types' => array( 'event' ) ) ) );

    $insert = function ( string $type, string $title, string $slug, string $lang, int $parent = 0, string $status = 'publish' ): int {
      $id = wp_insert_post( array( 'post_type' => $type, 'post_status' => $status, 'post_title' => $title, 'post_name' => $slug, 'post_parent' => $parent ), true );
      pll_set_post_language( $id, $lang );
      return $id;
    };
    // A translation that keeps its original's slug, as Polylang Pro's shared slugs (or an import)
    // leave it: WordPress would otherwise add -2.
    $shared = function ( ...$args ) use ( $insert ): int {
      $keep = fn( $slug, $id, $status, $type, $parent, $original ) => $original;
      add_filter( 'wp_unique_post_slug', $keep, 10, 6 );
      $id = $insert( ...$args );
      remove_filter( 'wp_unique_post_slug', $keep, 10 );
      return $id;
    };
    $category = function ( string $name, string $slug, string $lang, int $parent = 0 ): int {
      $id = wp_insert_term( $name, 'category', array( 'slug' => $slug, 'parent' => $parent ) )['term_id'];
      pll_set_term_language( $id, $lang );
      return $id;
    };

    $ids = array();
    $ids['homeEn']     = $insert( 'page', 'Home', 'home', 'en' );
    $ids['homeFr']     = $insert( 'page', 'Accueil', 'accueil', 'fr' );
    $ids['aboutEn']    = $insert( 'page', 'About Corus', 'about-corus', 'en' );
    $ids['overviewEn'] = $insert( 'page', 'Overview', 'overview', 'en', $ids['aboutEn'] );
    $ids['aboutFr']    = $insert( 'page', 'À propos', 'a-propos', 'fr' );
    $ids['overviewFr'] = $insert( 'page', 'Notre entreprise', 'notre-entreprise', 'fr', $ids['aboutFr'] );
    $ids['contactEn']  = $insert( 'page', 'Contact', 'contact', 'en' );
    $ids['contactFr']  = $shared( 'page', 'Contact', 'contact', 'fr' );
    $ids['postXEn']    = $insert( 'post', 'Results', 'x', 'en' );
    // The French post is the newer: WP_Query's first match for the slug, in either language.
    wp_update_post( array( 'ID' => $ids['postXEn'], 'post_date' => '2026-01-14 08:00:00', 'post_date_gmt' => '2026-01-14 13:00:00' ) );
    $ids['postXFr']    = $shared( 'post', 'Résultats', 'x', 'fr' );
    // A French draft written first: the first post of its slug.
    $ids['postYFr']    = $insert( 'post', 'Dividende (brouillon)', 'y', 'fr', 0, 'draft' );
    $ids['postYEn']    = $shared( 'post', 'Dividend', 'y', 'en' );
    $ids['resultsEn']   = $category( 'Financial results', 'financial-results', 'en' );
    $ids['resultsFr']   = $category( 'Résultats financiers', 'resultats-financiers', 'fr' );
    $ids['dividendsEn'] = $category( 'Dividends', 'dividends', 'en', $ids['resultsEn'] );
    $ids['dividendsFr'] = $category( 'Dividendes', 'dividendes', 'fr', $ids['resultsFr'] );
    $ids['meetingEn']  = $insert( 'event', 'Annual meeting', 'annual-meeting', 'en' );
    $ids['meetingFr']  = $insert( 'event', 'Assemblée annuelle', 'assemblee-annuelle', 'fr' );
    $ids['webcastEn']  = $insert( 'event', 'Webcast', 'webcast', 'en' );
    $ids['webcastFr']  = $shared( 'event', 'Webdiffusion', 'webcast', 'fr' );
    foreach ( array( 'home', 'about', 'overview', 'contact', 'postX', 'postY', 'meeting', 'webcast' ) as $name ) {
      pll_save_post_translations( array( 'en' => $ids[ $name . 'En' ], 'fr' => $ids[ $name . 'Fr' ] ) );
    }
    foreach ( array( 'results', 'dividends' ) as $name ) {
      pll_save_term_translations( array( 'en' => $ids[ $name . 'En' ], 'fr' => $ids[ $name . 'Fr' ] ) );
    }
    update_option( 'show_on_front', 'page' );
    update_option( 'page_on_front', $ids['homeEn'] );
    $ids['editor'] = wp_insert_user( array( 'user_login' => 'editor', 'user_pass' => wp_generate_password(), 'role' => 'editor' ) );
    return $ids;`,
    { quiet: true },
  );
  // The slugs are as meant: shared where a test says so, WordPress's own elsewhere.
  expect(
    await wp.php(
      `return array_map( fn( $id ) => get_post_field( 'post_name', $id ), ${phpValue([
        ids.contactFr,
        ids.postXFr,
        ids.postYFr,
        ids.webcastFr,
      ])} );`,
      { quiet: true },
    ),
  ).toEqual(["contact", "x", "y", "webcast"]);
}, 60_000);

afterAll(async () => {
  await wp?.stop();
});

describe("a French URI resolves to the French item whose address it is", () => {
  it("/fr/ (and /fr) is the French front page, the static front page's translation", async () => {
    const answers = await resolve(["/fr/", "/fr", "fr/"]);
    for (const uri of ["/fr/", "/fr", "fr/"]) {
      expect(answers[uri], uri).toEqual(node(ids.homeFr, "/fr/", "Page"));
    }
    // By URI as a page or any content node, too; a field asking for a term gets no page.
    expect((await resolve(["/fr/"], { field: AS.page }))["/fr/"]).toEqual(
      node(ids.homeFr, "/fr/", "Page"),
    );
    expect((await resolve(["/fr/"], { field: AS.contentNode }))["/fr/"]).toEqual(
      node(ids.homeFr, "/fr/", "Page"),
    );
    expect((await resolve(["/fr/"], { field: AS.category }))["/fr/"]).toEqual(untouched);
  });

  it("a French page by its path, within French: a nested page, and a slug the English page shares", async () => {
    expect(
      await resolve([
        "/fr/a-propos/",
        "/fr/a-propos/notre-entreprise/",
        "/fr/a-propos/notre-entreprise",
        "/fr/A-Propos/Notre-Entreprise/",
        "/fr/contact/",
        "/fr/contact/?utm_source=infolettre",
      ]),
    ).toEqual({
      "/fr/a-propos/": node(ids.aboutFr, "/fr/a-propos/", "Page"),
      "/fr/a-propos/notre-entreprise/": node(
        ids.overviewFr,
        "/fr/a-propos/notre-entreprise/",
        "Page",
      ),
      "/fr/a-propos/notre-entreprise": node(
        ids.overviewFr,
        "/fr/a-propos/notre-entreprise/",
        "Page",
      ),
      "/fr/A-Propos/Notre-Entreprise/": node(
        ids.overviewFr,
        "/fr/a-propos/notre-entreprise/",
        "Page",
      ),
      "/fr/contact/": node(ids.contactFr, "/fr/contact/", "Page"),
      // A query string WordPress does not read changes nothing.
      "/fr/contact/?utm_source=infolettre": node(ids.contactFr, "/fr/contact/", "Page"),
    });
    // get_page_by_path( 'contact' ) takes the first page of that path, whatever its language.
    expect(await wp.php(`return get_page_by_path( 'contact' )->ID;`, { quiet: true })).toBe(
      ids.contactEn,
    );
    // The English page of the shared slug stays the English one's.
    expect((await resolve(["/contact/"]))["/contact/"]).toEqual(
      node(ids.contactEn, "/contact/", "Page"),
    );
  });

  it("two translations sharing a slug: the French URI is the French post, the English URI the English post", async () => {
    expect(
      await resolve([
        "/fr/media-centre/press-releases/x/",
        "/media-centre/press-releases/x/",
        "http://" + new URL(wp.url).host + "/fr/media-centre/press-releases/x/",
      ]),
    ).toEqual({
      "/fr/media-centre/press-releases/x/": node(
        ids.postXFr,
        "/fr/media-centre/press-releases/x/",
        "Post",
      ),
      "/media-centre/press-releases/x/": node(
        ids.postXEn,
        "/media-centre/press-releases/x/",
        "Post",
      ),
      [`http://${new URL(wp.url).host}/fr/media-centre/press-releases/x/`]: node(
        ids.postXFr,
        "/fr/media-centre/press-releases/x/",
        "Post",
      ),
    });
    // WP_Query, WPGraphQL's own lookup, finds the newer post, the French one, for either URI.
    expect(
      await wp.php(
        `return ( new WP_Query( array( 'name' => 'x', 'post_type' => 'post' ) ) )->posts[0]->ID;`,
        { quiet: true },
      ),
    ).toBe(ids.postXFr);
  });

  it("a translated category archive: /fr/category/<slug>/ and a subcategory's path", async () => {
    const uris = [
      "/fr/category/resultats-financiers/",
      "/fr/category/resultats-financiers/dividendes/",
    ];
    const expected = {
      "/fr/category/resultats-financiers/": node(
        ids.resultsFr,
        "/fr/category/resultats-financiers/",
        "Category",
      ),
      "/fr/category/resultats-financiers/dividendes/": node(
        ids.dividendsFr,
        "/fr/category/resultats-financiers/dividendes/",
        "Category",
      ),
    };
    expect(await resolve(uris)).toEqual(expected);
    // category(id:, idType: URI) and termNode(id:, idType: URI) too; a field for content does not.
    expect(await resolve(uris, { field: AS.category })).toEqual(expected);
    expect(await resolve(uris, { field: AS.termNode })).toEqual(expected);
    expect(await resolve(uris, { field: AS.contentNode })).toEqual({
      [uris[0]!]: untouched,
      [uris[1]!]: untouched,
    });
  });

  it("a custom post type's translation, its own slug or its original's", async () => {
    const uris = ["/fr/events/assemblee-annuelle/", "/fr/events/webcast/", "/events/webcast/"];
    const expected = {
      "/fr/events/assemblee-annuelle/": node(
        ids.meetingFr,
        "/fr/events/assemblee-annuelle/",
        "Event",
      ),
      "/fr/events/webcast/": node(ids.webcastFr, "/fr/events/webcast/", "Event"),
      "/events/webcast/": node(ids.webcastEn, "/events/webcast/", "Event"),
    };
    expect(await resolve(uris)).toEqual(expected);
    // event(id:, idType: URI) asks for the post type: the same answers; page(...) gets none.
    expect(await resolve(uris, { field: AS.event })).toEqual(expected);
    expect(await resolve(["/fr/events/webcast/"], { field: AS.page })).toEqual({
      "/fr/events/webcast/": untouched,
    });
  });

  it("a French draft resolves to nothing for the public, through WPGraphQL's model, and to the draft for an editor", async () => {
    const fr = "/fr/media-centre/press-releases/y/";
    const en = "/media-centre/press-releases/y/";
    // The plugin answers the URI (WPGraphQL does not go on to its own lookup, which would find
    // the published English post of that slug); WPGraphQL's model hides the draft.
    expect(await resolve([fr, en])).toEqual({
      [fr]: { answered: true, node: null },
      [en]: node(ids.postYEn, en, "Post"),
    });
    const asEditor = await resolve([fr], { as: ids.editor });
    expect(asEditor[fr]).toEqual({
      answered: true,
      node: expect.objectContaining({ databaseId: ids.postYFr, status: "draft" }) as Node,
    });
  });
});

describe("WordPress in a subfolder", () => {
  it("a URI with the home path or without it (as WPGraphQL's uri fields give it) is the same item", async () => {
    const home = await wp.php<string>(`return get_option( 'home' );`, { quiet: true });
    await wp.php(`update_option( 'home', ${phpValue(`${home}/blog`)} );`, { quiet: true });
    try {
      expect(
        await resolve([
          "/blog/fr/a-propos/notre-entreprise/",
          "/fr/a-propos/notre-entreprise/",
          "/blog/fr/",
          "/fr/category/resultats-financiers/",
          "/blog/media-centre/press-releases/x/",
        ]),
      ).toEqual({
        "/blog/fr/a-propos/notre-entreprise/": node(
          ids.overviewFr,
          "/fr/a-propos/notre-entreprise/",
          "Page",
        ),
        "/fr/a-propos/notre-entreprise/": node(
          ids.overviewFr,
          "/fr/a-propos/notre-entreprise/",
          "Page",
        ),
        "/blog/fr/": node(ids.homeFr, "/fr/", "Page"),
        "/fr/category/resultats-financiers/": node(
          ids.resultsFr,
          "/fr/category/resultats-financiers/",
          "Category",
        ),
        "/blog/media-centre/press-releases/x/": node(
          ids.postXEn,
          "/media-centre/press-releases/x/",
          "Post",
        ),
      });
    } finally {
      await wp.php(`update_option( 'home', ${phpValue(home)} );`, { quiet: true });
    }
  });
});

describe("what the plugin leaves to WPGraphQL", () => {
  it("default-language URIs whose slug no other language shares, and the default front page", async () => {
    // The control: a default-language URI whose slug French shares is answered.
    expect(
      (await resolve(["/media-centre/press-releases/x/"]))["/media-centre/press-releases/x/"],
    ).toEqual(node(ids.postXEn, "/media-centre/press-releases/x/", "Post"));
    expect(
      await resolve([
        "/",
        "",
        "/about-corus/",
        "/about-corus/overview/",
        "/category/financial-results/",
        "/events/annual-meeting/",
      ]),
    ).toEqual({
      "/": untouched,
      "": untouched,
      "/about-corus/": untouched,
      "/about-corus/overview/": untouched,
      "/category/financial-results/": untouched,
      "/events/annual-meeting/": untouched,
    });
  });

  it("URIs that are no item's address in their language: archives, pages of a list, other paths", async () => {
    // The control: the addresses beside them are answered.
    expect(
      await resolve(["/fr/a-propos/", "/fr/events/webcast/", "/fr/media-centre/press-releases/x/"]),
    ).toEqual({
      "/fr/a-propos/": node(ids.aboutFr, "/fr/a-propos/", "Page"),
      "/fr/events/webcast/": node(ids.webcastFr, "/fr/events/webcast/", "Event"),
      "/fr/media-centre/press-releases/x/": node(
        ids.postXFr,
        "/fr/media-centre/press-releases/x/",
        "Post",
      ),
    });
    expect(
      await resolve([
        "/fr/events/",
        "/fr/category/resultats-financiers/page/2/",
        "/fr/media-centre/press-releases/x/feed/",
        "/fr/a-propos/overview/",
        "/fr/about-corus/overview/",
        "/fr/accueil/",
        "/fr/nulle-part/",
        "/fr/media-centre/press-releases/x/#comment-3",
        "/?p=5",
        "/fr/?p=5",
        "/fr/a-propos/?s=bilan",
        "https://elsewhere.example/fr/contact/",
      ]),
    ).toEqual(
      Object.fromEntries(
        [
          "/fr/events/",
          "/fr/category/resultats-financiers/page/2/",
          "/fr/media-centre/press-releases/x/feed/",
          "/fr/a-propos/overview/",
          "/fr/about-corus/overview/",
          "/fr/accueil/",
          "/fr/nulle-part/",
          "/fr/media-centre/press-releases/x/#comment-3",
          "/?p=5",
          "/fr/?p=5",
          "/fr/a-propos/?s=bilan",
          "https://elsewhere.example/fr/contact/",
        ].map((uri) => [uri, untouched]),
      ),
    );
  });

  it("a slug lookup, a preview, a user, and a URI another extension answered first", async () => {
    const uri = "/fr/media-centre/press-releases/x/";
    // The control: the same URI, by nodeByUri and as content, is answered.
    const answer = node(ids.postXFr, uri, "Post");
    expect(await resolve([uri])).toEqual({ [uri]: answer });
    expect(await resolve([uri], { field: AS.contentNode })).toEqual({ [uri]: answer });
    expect(await resolve(["x"], { field: AS.postBySlug })).toEqual({ x: untouched });
    expect(await resolve([uri], { field: AS.preview })).toEqual({ [uri]: untouched });
    // A preview asked in the URI, as a field by URI takes it when asPreview is not given.
    expect(await resolve([`${uri}?preview=true`], { field: AS.contentNode })).toEqual({
      [`${uri}?preview=true`]: untouched,
    });
    expect(await resolve([uri], { field: AS.user })).toEqual({ [uri]: untouched });
    expect(
      await wp.php(
        `return apply_filters( 'graphql_pre_resolve_uri', 'answered-before', ${phpValue(uri)}, new \\WPGraphQL\\AppContext(), $GLOBALS['wp'], '' );`,
        { quiet: true },
      ),
    ).toBe("answered-before");
  });
});

describe("without Polylang", () => {
  it("every URI is WPGraphQL's own, and the plugin writes no warning or error", async () => {
    const uris = [
      "/fr/",
      "/fr/a-propos/notre-entreprise/",
      "/fr/media-centre/press-releases/x/",
      "/media-centre/press-releases/x/",
      "/fr/category/resultats-financiers/",
      "/fr/events/webcast/",
      "/",
    ];
    // The control: with Polylang active, the plugin answers them.
    const active = await resolve(uris);
    expect(uris.filter((uri) => active[uri]!.answered)).toEqual(uris.slice(0, -1));
    wp.takeLog();
    await switchPolylang("deactivate");
    try {
      expect(
        await wp.php(`return function_exists( 'pll_default_language' );`, { quiet: true }),
      ).toBe(false);
      expect(await resolve(uris)).toEqual(Object.fromEntries(uris.map((uri) => [uri, untouched])));
      expect(await resolve(uris, { field: AS.contentNode })).toEqual(
        Object.fromEntries(uris.map((uri) => [uri, untouched])),
      );
      expect(problemsOfOurs(wp.takeLog())).toEqual([]);
    } finally {
      await switchPolylang("activate");
    }
  });
});

describe("the PHP log", () => {
  it("has no warning, notice or error after every lookup and setup above", async () => {
    // One more lookup the plugin answers, as the anonymous public and as an editor.
    expect(await resolve(["/fr/"])).toEqual({ "/fr/": node(ids.homeFr, "/fr/", "Page") });
    expect(await resolve(["/fr/"], { as: ids.editor })).toEqual({
      "/fr/": node(ids.homeFr, "/fr/", "Page"),
    });
    // The log does record PHP's warnings (were it off, an empty log would prove nothing).
    await wp.php(`trigger_error( 'corus-test: the log works', E_USER_WARNING );`, { quiet: true });
    const log = readFileSync(path.join(wp.root, "debug.log"), "utf8");
    expect(log).toMatch(/PHP Warning: +corus-test: the log works/);
    expect(
      problemsOfOurs(log).filter((line) => !line.includes("corus-test: the log works")),
    ).toEqual([]);
  });
});
