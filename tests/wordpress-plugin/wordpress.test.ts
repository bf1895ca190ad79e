// The must-use plugin (packages/wordpress-plugin) in a real WordPress 6.1 (Debian's), driven
// through WordPress's own APIs: the REST API as the block editor calls it, the admin screens
// (Manage Locations, Reading settings, the classic editor), the Customizer's save, WordPress's
// functions as a script on the server calls them, and WP-Cron's own runs. Every delivery goes
// to the site's own webhook handler, which verifies its signature and parses its body; each
// assertion is about what WordPress sent. Previews: the editor's Preview request, with a real
// logged-in cookie, must end on the site's /api/preview/ with a token the site accepts.
import { execFile, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { verifyPreviewToken } from "@corus/site-rules/preview-token";
import {
  cronState as cronStateOf,
  rest as restCall,
  runRetries,
  settle as settleWp,
} from "./publishing.ts";
import { startSite, type Site } from "./site.ts";
import { startWordPress, type Session, type WordPress } from "./wordpress.ts";

const WEBHOOK_SECRET = "webhook-secret-shared-with-wordpress";
const PREVIEW_SECRET = "preview-secret-shared-with-wordpress";
const RECORD_TYPES = ["person", "brand", "dividend", "financial_report", "investor_event"];
/** Redirection 5.4.2's admin (Debian does not package Redirection): its tables, bulk routes. */
const FAKE_REDIRECTION = path.resolve(
  import.meta.dirname,
  "../../packages/wordpress-plugin/test/fake-redirection-admin.php",
);

let site: Site;
let wp: WordPress;
let admin: Session;
let restNonce: string;
/** Ids of what the tests start from. */
let fixtures: {
  corporate: number;
  financial: number;
  pressReleases: number;
  about: number;
  menu: number;
  menuItem: number;
};

beforeAll(async () => {
  site = await startSite(WEBHOOK_SECRET);
  wp = await startWordPress(
    {
      CORUS_SITE_URL: site.url,
      CORUS_SITE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      CORUS_SITE_PREVIEW_SECRET: PREVIEW_SECRET,
    },
    { muPlugins: [FAKE_REDIRECTION] },
  );
  fixtures = await wp.php(`
    fake_redirection_install();
    $template = array_search( 'Press Releases', wp_get_theme()->get_page_templates( null, 'page' ), true );
    $menu     = wp_create_nav_menu( 'Main' );
    $item     = wp_update_nav_menu_item( $menu, 0, array( 'menu-item-title' => 'Investors', 'menu-item-url' => home_url( '/investors/' ), 'menu-item-status' => 'publish' ) );
    return array(
      'corporate'     => wp_insert_term( 'Corporate', 'category' )['term_id'],
      'financial'     => wp_insert_term( 'Financial results', 'category', array( 'slug' => 'financial-results' ) )['term_id'],
      'pressReleases' => wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'Press releases', 'post_name' => 'press-releases', 'page_template' => $template ) ),
      'about'         => wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'About Corus', 'post_name' => 'about-corus' ) ),
      'menu'          => $menu,
      'menuItem'      => $item,
      'editor'        => wp_insert_user( array( 'user_login' => 'editor', 'user_pass' => wp_generate_password(), 'role' => 'editor' ) ),
      'subscriber'    => wp_insert_user( array( 'user_login' => 'subscriber', 'user_pass' => wp_generate_password(), 'role' => 'subscriber' ) ),
    );`);
  admin = await wp.login("admin");
  restNonce = (await admin.nonces("wp_rest")).wp_rest!;
  await settle();
}, 60_000);

afterAll(async () => {
  await wp?.stop();
  await site?.close();
});

beforeEach(async () => {
  await settle();
  site.deliveries = [];
  site.secret = WEBHOOK_SECRET;
  site.unavailableFor = 0;
  site.held = undefined;
  site.cdnRefuses = false;
  wp.takeLog();
}, 30_000);

/** The block editor's REST call, as the administrator by default. */
const rest = <T = Record<string, unknown>>(
  method: string,
  route: string,
  body?: object,
  session = admin,
  nonce = restNonce,
  signal?: AbortSignal,
) => restCall<T>(wp, session, nonce, method, route, body, signal);

const cronState = () => cronStateOf(wp);
const settle = () => settleWp(wp);

/**
 * Every delivery since the test began, once WordPress is done: their bodies' changes. Each
 * carried its body's SHA-256, without which CloudFront would not pass it to the site.
 */
async function delivered() {
  await settle();
  expect(site.deliveries.filter((delivery) => !delivery.bodyHashed)).toEqual([]);
  return site.deliveries.map((delivery) => delivery.changes);
}

/** The deliveries, each taken by the site. */
async function deliveredAndTaken() {
  const changes = await delivered();
  expect(site.deliveries.map((delivery) => delivery.status)).toEqual(
    site.deliveries.map(() => 200),
  );
  return changes;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A PHP expression for a JSON value. */
const phpArray = (value: unknown) => `json_decode( '${JSON.stringify(value)}', true )`;

const post = (uris: string[], listedAt: string[]) => ({ type: "post", uris, listedAt });
const page = (...uris: string[]) => ({ type: "page", uris });

describe("publishing from the block editor (REST API)", () => {
  it("a new post: one delivery after the editor's answer, its address and listings, taken by the site", async () => {
    // The site answers nothing until the editor has WordPress's answer: were the delivery part
    // of the save, the save would wait for the site (up to its 15 s timeout), and fail here.
    let release!: () => void;
    site.held = new Promise((resolve) => (release = resolve));
    const saved = rest(
      "POST",
      "/wp/v2/posts",
      {
        title: "A first release",
        slug: "a-first-release",
        status: "publish",
        categories: [fixtures.corporate],
      },
      admin,
      restNonce,
      AbortSignal.timeout(5000),
    );
    const { status } = await saved.finally(release);
    expect(status).toBe(201);
    expect(await deliveredAndTaken()).toEqual([
      [
        post(
          ["/media-centre/press-releases/a-first-release/"],
          ["/press-releases/", "/category/corporate/"],
        ),
      ],
    ]);
  });

  it("a changed slug and category: the old and new address, the old and new listings", async () => {
    const id = await publishedPost("old-slug", [fixtures.corporate]);
    const { status } = await rest("POST", `/wp/v2/posts/${id}`, {
      slug: "new-slug",
      categories: [fixtures.financial],
    });
    expect(status).toBe(200);
    expect(await deliveredAndTaken()).toEqual([
      [
        post(
          ["/media-centre/press-releases/new-slug/", "/media-centre/press-releases/old-slug/"],
          ["/press-releases/", "/category/financial-results/", "/category/corporate/"],
        ),
      ],
    ]);
  });

  it("trashed: the address it had (not WordPress's __trashed one); deleted from the trash: nothing more", async () => {
    const id = await publishedPost("to-trash", [fixtures.corporate]);
    expect((await rest("DELETE", `/wp/v2/posts/${id}`)).status).toBe(200);
    expect(await deliveredAndTaken()).toEqual([
      [
        post(
          ["/media-centre/press-releases/to-trash/"],
          ["/press-releases/", "/category/corporate/"],
        ),
      ],
    ]);
    site.deliveries = [];
    expect((await rest("DELETE", `/wp/v2/posts/${id}?force=true`)).status).toBe(200);
    expect(await delivered()).toEqual([]);
  });

  it("deleted while published: the address it had", async () => {
    const id = await publishedPost("to-delete", [fixtures.financial]);
    expect((await rest("DELETE", `/wp/v2/posts/${id}?force=true`)).status).toBe(200);
    expect(await deliveredAndTaken()).toEqual([
      [
        post(
          ["/media-centre/press-releases/to-delete/"],
          ["/press-releases/", "/category/financial-results/"],
        ),
      ],
    ]);
  });

  it("a draft saved, and saved again: nothing", async () => {
    const { json } = await rest<{ id: number }>("POST", "/wp/v2/posts", {
      title: "Not yet",
      status: "draft",
    });
    expect((await rest("POST", `/wp/v2/posts/${json.id}`, { title: "Still not" })).status).toBe(
      200,
    );
    expect(await delivered()).toEqual([]);
  });

  it("a page moved under another, then unpublished: its addresses", async () => {
    const { json } = await rest<{ id: number }>("POST", "/wp/v2/pages", {
      title: "Leadership",
      slug: "leadership",
      status: "publish",
    });
    await settle();
    site.deliveries = [];
    await rest("POST", `/wp/v2/pages/${json.id}`, { parent: fixtures.about });
    await settle();
    await rest("POST", `/wp/v2/pages/${json.id}`, { status: "draft" });
    expect(await deliveredAndTaken()).toEqual([
      [page("/about-corus/leadership/", "/leadership/")],
      [page("/about-corus/leadership/")],
    ]);
  });

  it("a page moved with its subpages: its addresses and theirs, before and now", async () => {
    const parent = await rest<{ id: number }>("POST", "/wp/v2/pages", {
      title: "Investors",
      slug: "investors-old",
      status: "publish",
    });
    const child = await rest<{ id: number }>("POST", "/wp/v2/pages", {
      title: "Reports",
      slug: "reports",
      parent: parent.json.id,
      status: "publish",
    });
    await rest("POST", "/wp/v2/pages", {
      title: "Annual",
      slug: "annual",
      parent: child.json.id,
      status: "publish",
    });
    await rest("POST", "/wp/v2/pages", {
      title: "Unpublished",
      slug: "unpublished",
      parent: parent.json.id,
      status: "draft",
    });
    await settle();
    site.deliveries = [];
    await rest("POST", `/wp/v2/pages/${parent.json.id}`, { slug: "investors-new" });
    const [[change]] = (await deliveredAndTaken()) as [[{ type: string; uris: string[] }]];
    expect(change.type).toBe("page");
    expect([...change.uris].sort()).toEqual([
      "/investors-new/",
      "/investors-new/reports/",
      "/investors-new/reports/annual/",
      "/investors-old/",
      "/investors-old/reports/",
      "/investors-old/reports/annual/",
    ]);
  });

  it("a post filed at more listings than one change may name: everything", async () => {
    const categories = await wp.php<number[]>(
      `return array_map( fn( $n ) => wp_insert_term( "Topic $n", 'category' )['term_id'], range( 1, 21 ) );`,
    );
    await rest("POST", "/wp/v2/posts", { title: "Widely filed", status: "publish", categories });
    expect(await deliveredAndTaken()).toEqual([[{ type: "everything" }]]);
  });

  it.each([
    ["51 posts (more changes than one delivery may hold)", "post", 51],
    ["21 records of a type (more than one change may name)", "investor_event", 21],
  ])("%s published in one request: everything", async (_, postType, count) => {
    await wp.php(
      `foreach ( range( 1, ${count} ) as $n ) {
        wp_insert_post( array( 'post_type' => '${postType}', 'post_status' => 'publish', 'post_title' => "Bulk $n" ) );
      }`,
    );
    expect(await deliveredAndTaken()).toEqual([[{ type: "everything" }]]);
  });
});

describe("publishing records (the site's post types with no page)", () => {
  it("published, updated, trashed: each record type by database id; deleted from the trash: nothing", async () => {
    const ids = await wp.php<Record<string, number>>(
      `$ids = array();
      foreach ( ${JSON.stringify(RECORD_TYPES)} as $type ) {
        $ids[ $type ] = wp_insert_post( array( 'post_type' => $type, 'post_status' => 'publish', 'post_title' => "A $type" ) );
      }
      return $ids;`,
    );
    const records = RECORD_TYPES.map((type) => ({
      type: "record",
      postType: type,
      ids: [ids[type]],
    }));
    expect(await deliveredAndTaken()).toEqual([records]);

    for (const step of [
      `wp_update_post( array( 'ID' => $id, 'post_title' => 'Renamed' ) );`,
      `wp_trash_post( $id );`,
    ]) {
      site.deliveries = [];
      await wp.php(`foreach ( ${phpArray(ids)} as $id ) { ${step} }`);
      expect(await deliveredAndTaken()).toEqual([records]);
    }
    site.deliveries = [];
    await wp.php(`foreach ( ${phpArray(ids)} as $id ) { wp_delete_post( $id, true ); }`);
    expect(await delivered()).toEqual([]);
  });

  it("two records of a type in one save, a draft among them: one change naming the published two", async () => {
    const [first, second] = await wp.php<number[]>(
      `$ids = array();
      foreach ( array( 'publish', 'publish', 'draft' ) as $status ) {
        $ids[] = wp_insert_post( array( 'post_type' => 'dividend', 'post_status' => $status, 'post_title' => 'Q1' ) );
      }
      return $ids;`,
    );
    expect(await deliveredAndTaken()).toEqual([
      [{ type: "record", postType: "dividend", ids: [first, second] }],
    ]);
  });

  it("deleted while published (not trashed first): the record", async () => {
    const id = await wp.php<number>(
      `return wp_insert_post( array( 'post_type' => 'person', 'post_status' => 'publish', 'post_title' => 'A director' ) );`,
    );
    await settle();
    site.deliveries = [];
    await wp.php(`wp_delete_post( ${id}, true );`);
    expect(await deliveredAndTaken()).toEqual([
      [{ type: "record", postType: "person", ids: [id] }],
    ]);
  });
});

describe("publishing menus", () => {
  it("Manage Locations: a menu put at a location is a menu change, the first theme mod or not; saving it unchanged is none", async () => {
    const { "save-menu-locations": nonce } = await admin.nonces("save-menu-locations");
    const save = (location: string) =>
      wp.request("/wp-admin/nav-menus.php?action=locations", {
        session: admin,
        form: {
          [`menu-locations[${location}]`]: String(fixtures.menu),
          _wpnonce: nonce!,
          "nav-menu-locations": "Save Changes",
        },
      });
    // The theme's first theme mod: WordPress adds its option rather than updating it.
    await wp.php(`delete_option( 'theme_mods_' . get_stylesheet() );`, { quiet: true });
    expect((await save("primary")).status).toBe(200);
    expect(await deliveredAndTaken()).toEqual([[{ type: "menus" }]]);
    site.deliveries = [];
    expect((await save("secondary")).status).toBe(200);
    expect(await wp.php(`return get_nav_menu_locations();`, { quiet: true })).toEqual({
      primary: fixtures.menu,
      secondary: fixtures.menu,
    });
    expect(await deliveredAndTaken()).toEqual([[{ type: "menus" }]]);
    site.deliveries = [];
    expect((await save("secondary")).status).toBe(200);
    expect(await delivered()).toEqual([]);
  });

  it("the Customizer: a location, then a menu item, each a menu change", async () => {
    const theme = await wp.php<string>(`return get_stylesheet();`, { quiet: true });
    const nonces = await admin.nonces(`save-customize_${theme}`);
    const customize = (settings: Record<string, unknown>) =>
      wp.request("/wp-admin/admin-ajax.php", {
        session: admin,
        form: {
          action: "customize_save",
          wp_customize: "on",
          customize_theme: theme,
          nonce: nonces[`save-customize_${theme}`]!,
          customize_changeset_uuid: randomUUID(),
          customize_changeset_status: "publish",
          customize_changeset_data: JSON.stringify(
            Object.fromEntries(Object.entries(settings).map(([name, value]) => [name, { value }])),
          ),
        },
      });
    const location = await customize({ "nav_menu_locations[footer]": fixtures.menu });
    expect(await location.json()).toMatchObject({ success: true });
    expect(await wp.php(`return get_nav_menu_locations();`, { quiet: true })).toMatchObject({
      footer: fixtures.menu,
    });
    expect(await deliveredAndTaken()).toEqual([[{ type: "menus" }]]);

    site.deliveries = [];
    const item = await customize({
      [`nav_menu_item[${fixtures.menuItem}]`]: {
        object_id: 0,
        object: "custom",
        menu_item_parent: 0,
        position: 1,
        type: "custom",
        title: "Investors and shareholders",
        url: `${wp.url}/investors/`,
        target: "",
        attr_title: "",
        description: "",
        classes: "",
        xfn: "",
        status: "publish",
        nav_menu_term_id: fixtures.menu,
      },
    });
    expect(await item.json()).toMatchObject({ success: true });
    expect(
      await wp.php(`return get_post( ${fixtures.menuItem} )->post_title;`, { quiet: true }),
    ).toBe("Investors and shareholders");
    expect(await deliveredAndTaken()).toEqual([[{ type: "menus" }]]);
  });

  it("the REST API: a menu item added, changed and deleted, a menu's location: each a menu change", async () => {
    const added = await rest<{ id: number }>("POST", "/wp/v2/menu-items", {
      title: "Careers",
      url: `${wp.url}/careers/`,
      menus: fixtures.menu,
      status: "publish",
    });
    expect(added.status).toBe(201);
    await settle();
    const changed = await rest("POST", `/wp/v2/menu-items/${added.json.id}`, { title: "Jobs" });
    expect(changed.status).toBe(200);
    await settle();
    const deleted = await rest("DELETE", `/wp/v2/menu-items/${added.json.id}?force=true`);
    expect(deleted.status).toBe(200);
    await settle();
    const located = await rest("POST", `/wp/v2/menus/${fixtures.menu}`, {
      locations: ["secondary"],
    });
    expect(located.status).toBe(200);
    expect(await deliveredAndTaken()).toEqual([
      [{ type: "menus" }],
      [{ type: "menus" }],
      [{ type: "menus" }],
      [{ type: "menus" }],
    ]);
  });

  it("a menu item saved as a draft (the menu screen's add, before Save Menu): nothing", async () => {
    await wp.php(
      `return wp_update_nav_menu_item( ${fixtures.menu}, 0, array( 'menu-item-title' => 'Draft', 'menu-item-url' => home_url( '/draft/' ) ) );`,
    );
    expect(await delivered()).toEqual([]);
  });
});

describe("publishing settings", () => {
  it("the front page (Settings > Reading): everything, as it moves / between pages", async () => {
    const { "reading-options": nonce } = await admin.nonces("reading-options");
    const response = await wp.request("/wp-admin/options.php", {
      session: admin,
      form: {
        option_page: "reading",
        action: "update",
        _wpnonce: nonce!,
        show_on_front: "page",
        page_on_front: String(fixtures.about),
        page_for_posts: String(fixtures.pressReleases),
        posts_per_page: "10",
        posts_per_rss: "10",
        rss_use_excerpt: "0",
        blog_public: "1",
      },
    });
    expect(response.status).toBe(302);
    expect(await wp.php(`return (int) get_option( 'page_on_front' );`, { quiet: true })).toBe(
      fixtures.about,
    );
    expect(await deliveredAndTaken()).toEqual([[{ type: "everything" }]]);
  });

  it("the site title (REST settings, as the block editor saves it): options", async () => {
    expect((await rest("POST", "/wp/v2/settings", { title: "Corus" })).status).toBe(200);
    expect(await deliveredAndTaken()).toEqual([[{ type: "options" }]]);
  });
});

describe("publishing Redirection's rules changed in bulk (its REST routes, as its admin calls them)", () => {
  /** Redirection's groups 1 and 2 of a fresh install, and a new one, each with two rules. */
  let groups: number[];

  beforeEach(async () => {
    groups = await wp.php<number[]>(
      `global $wpdb;
      $wpdb->query( "DELETE FROM {$wpdb->prefix}redirection_items" );
      $wpdb->query( "DELETE FROM {$wpdb->prefix}redirection_groups WHERE id > 2" );
      $wpdb->query( "UPDATE {$wpdb->prefix}redirection_groups SET status='enabled'" );
      $wpdb->insert( $wpdb->prefix . 'redirection_groups', array( 'name' => 'Campaigns', 'module_id' => 1, 'position' => 2 ) );
      $groups = array( 1, 2, $wpdb->insert_id );
      foreach ( $groups as $group ) {
        foreach ( array( 'a', 'b' ) as $rule ) {
          // As Red_Item::create() stores a "URL only" 301.
          $wpdb->insert( $wpdb->prefix . 'redirection_items', array( 'url' => "/old-$group-$rule/", 'match_url' => "/old-$group-$rule", 'match_data' => '{"source":{"flag_regex":false}}', 'group_id' => $group, 'action_type' => 'url', 'action_code' => 301, 'action_data' => '/about-corus/', 'match_type' => 'url' ) );
        }
      }
      return $groups;`,
      { quiet: true },
    );
  });

  /** Each rule's status, by its source. */
  const rules = () =>
    wp.php<Record<string, string>>(
      `global $wpdb;
      return array_column( $wpdb->get_results( "SELECT url, status FROM {$wpdb->prefix}redirection_items ORDER BY id" ), 'status', 'url' );`,
      { quiet: true },
    );

  /** Redirection's admin's bulk call: POST, the list's filters in the query, the choice in JSON. */
  const bulk = (route: string, body: object, session = admin, nonce = restNonce) =>
    rest(`POST`, `/redirection/v1/bulk/${route}`, body, session, nonce);

  it.each([
    ["a group disabled", "group/disable", () => ({ items: [groups[2]] }), "disabled", 2],
    ["a group deleted", "group/delete", () => ({ items: [groups[2]] }), undefined, 2],
    ["every group disabled (select all)", "group/disable", () => ({ global: true }), "disabled", 6],
    [
      "every rule of a group disabled (select all)",
      "redirect/disable?filterBy%5Bgroup%5D=1",
      () => ({ global: true }),
      "disabled",
      2,
    ],
    ["every rule deleted (select all)", "redirect/delete", () => ({ global: true }), undefined, 6],
  ])(
    "%s: the rules change by SQL, and one redirects change is delivered",
    async (_, route, body, status, changed) => {
      const before = await rules();
      const { status: answered } = await bulk(route, body());
      expect(answered).toBe(200);
      const after = await rules();
      const touched = Object.keys(before).filter((url) => after[url] !== before[url]);
      expect(touched).toHaveLength(changed);
      expect(touched.map((url) => after[url])).toEqual(touched.map(() => status));
      expect(await deliveredAndTaken()).toEqual([[{ type: "redirects" }]]);
    },
  );

  it("a group, or every rule, enabled again: one redirects change each", async () => {
    await wp.php(
      `global $wpdb; $wpdb->query( "UPDATE {$wpdb->prefix}redirection_items SET status='disabled'" );`,
      { quiet: true },
    );
    expect((await bulk("group/enable", { items: [groups[2]] })).status).toBe(200);
    await settle();
    expect((await bulk("redirect/enable", { global: true })).status).toBe(200);
    expect(Object.values(await rules())).toEqual(Array(6).fill("enabled"));
    expect(await deliveredAndTaken()).toEqual([[{ type: "redirects" }], [{ type: "redirects" }]]);
  });

  it("rules chosen one by one (each fires Redirection's own action): one redirects change", async () => {
    const ids = await wp.php<number[]>(
      `global $wpdb; return array_map( 'intval', $wpdb->get_col( "SELECT id FROM {$wpdb->prefix}redirection_items LIMIT 3" ) );`,
      { quiet: true },
    );
    expect((await bulk("redirect/disable", { items: ids })).status).toBe(200);
    expect(await deliveredAndTaken()).toEqual([[{ type: "redirects" }]]);
  });

  it("refused (a user who may not manage Redirection): nothing changes, nothing is sent", async () => {
    const editor = await wp.login("editor");
    const { wp_rest: nonce } = await editor.nonces("wp_rest");
    const before = await rules();
    expect((await bulk("group/delete", { global: true }, editor, nonce!)).status).toBe(403);
    expect(await rules()).toEqual(before);
    expect(await delivered()).toEqual([]);
  });
});

describe("publishing media (an upload's files: the original and every size WordPress made)", () => {
  /** The sizes WordPress 6.1 makes of a 1200 x 800 image, by default. */
  const SIZES = ["150x150", "300x200", "768x512", "1024x683"];
  const filesOf = (folder: string, name: string) =>
    [`${folder}${name}.jpg`, ...SIZES.map((size) => `${folder}${name}-${size}.jpg`)].sort();
  const media = (urls: string[]) => [{ type: "media", urls }];
  /** Each delivery's changes, a media change's files sorted. */
  const sortedMedia = async () =>
    ((await deliveredAndTaken()) as { type: string; urls?: string[] }[][]).map((changes) =>
      changes.map((change) =>
        change.urls ? { ...change, urls: [...change.urls].sort() } : change,
      ),
    );

  /** An image uploaded as the block editor uploads it (REST, the file as the body). */
  async function upload(name: string) {
    const jpeg = await wp.php<string>(
      `$image = imagecreatetruecolor( 1200, 800 );
      imagefill( $image, 0, 0, imagecolorallocate( $image, 200, 30, 60 ) );
      ob_start();
      imagejpeg( $image );
      return base64_encode( ob_get_clean() );`,
      { quiet: true },
    );
    const response = await wp.request("/wp-json/wp/v2/media", {
      method: "POST",
      session: admin,
      headers: {
        "x-wp-nonce": restNonce,
        "content-type": "image/jpeg",
        "content-disposition": `attachment; filename="${name}.jpg"`,
      },
      body: Buffer.from(jpeg, "base64"),
    });
    expect(response.status).toBe(201);
    const { id, source_url: url } = (await response.json()) as { id: number; source_url: string };
    return { id, folder: url.slice(0, url.lastIndexOf("/") + 1) };
  }

  it("a new upload: nothing (it shows nowhere yet)", async () => {
    await upload("new-upload");
    expect(await delivered()).toEqual([]);
  });

  it("its alt text edited (REST, as the block editor saves it): its files", async () => {
    const { id, folder } = await upload("ceo");
    await settle();
    site.deliveries = [];
    expect((await rest("POST", `/wp/v2/media/${id}`, { alt_text: "The CEO" })).status).toBe(200);
    expect(await sortedMedia()).toEqual([media(filesOf(folder, "ceo"))]);
  });

  it("the image edited (the media library's Edit Image, rotated): its files before and after", async () => {
    const { id, folder } = await upload("rotated");
    await settle();
    site.deliveries = [];
    const { [`image_editor-${id}`]: nonce } = await admin.nonces(`image_editor-${id}`);
    const saved = await wp.request("/wp-admin/admin-ajax.php", {
      session: admin,
      form: {
        action: "image-editor",
        _ajax_nonce: nonce!,
        postid: String(id),
        do: "save",
        target: "all",
        context: "edit-attachment",
        history: JSON.stringify([{ r: 90 }]),
      },
    });
    expect(saved.status).toBe(200);
    // Rotated: 800 x 1200, in new files named after the edit; the old ones kept as backups.
    const after = await wp.php<string>(`return wp_get_attachment_url( ${id} );`, { quiet: true });
    const edited = after.slice(folder.length).replace(/\.jpg$/, "");
    expect(edited).toMatch(/^rotated-e\d+$/);
    const [[change]] = (await sortedMedia()) as [[{ type: string; urls: string[] }]];
    expect(change.type).toBe("media");
    expect(change.urls).toEqual(expect.arrayContaining(filesOf(folder, "rotated")));
    expect(change.urls).toEqual(
      expect.arrayContaining([`${folder}${edited}.jpg`, `${folder}${edited}-200x300.jpg`]),
    );
  });

  it("detached from its post (the media library's Detach): its files", async () => {
    const { id, folder } = await upload("attached");
    const parent = await publishedPost("with-image", []);
    await wp.php(`wp_update_post( array( 'ID' => ${id}, 'post_parent' => ${parent} ) );`);
    await settle();
    site.deliveries = [];
    const { "bulk-media": nonce } = await admin.nonces("bulk-media");
    // The list view's Detach link (the grid view takes no bulk action).
    const detached = await wp.request(
      `/wp-admin/upload.php?mode=list&parent_post_id=${parent}&media%5B%5D=${id}&action=detach&_wpnonce=${nonce}`,
      { session: admin },
    );
    expect(detached.status).toBe(302);
    expect(await wp.php(`return get_post( ${id} )->post_parent;`, { quiet: true })).toBe(0);
    expect(await sortedMedia()).toEqual([media(filesOf(folder, "attached"))]);
  });

  it("deleted (REST): its files as they were, now gone", async () => {
    const { id, folder } = await upload("embargoed");
    await settle();
    site.deliveries = [];
    expect((await rest("DELETE", `/wp/v2/media/${id}?force=true`)).status).toBe(200);
    expect(await sortedMedia()).toEqual([media(filesOf(folder, "embargoed"))]);
    const relative = new URL(folder).pathname;
    expect(existsSync(path.join(wp.root, "site", relative, "embargoed.jpg"))).toBe(false);
  });
});

describe("scheduled posts", () => {
  it("reach the site in the cron run that publishes them, not the next", async () => {
    // WordPress schedules only what is a minute or more ahead.
    const { json } = await rest<{ id: number; status: string }>("POST", "/wp/v2/posts", {
      title: "Embargoed",
      slug: "embargoed",
      status: "future",
      date_gmt: new Date(Date.now() + 120_000).toISOString().slice(0, 19),
      categories: [fixtures.corporate],
    });
    expect(json.status).toBe("future");
    expect(await delivered()).toEqual([]);
    // Two minutes pass: the post's time, and its WP-Cron event's, are now a second ago.
    await wp.php(
      `global $wpdb;
      $past = time() - 1;
      $wpdb->update( $wpdb->posts, array( 'post_date' => gmdate( 'Y-m-d H:i:s', $past ), 'post_date_gmt' => gmdate( 'Y-m-d H:i:s', $past ) ), array( 'ID' => ${json.id} ) );
      clean_post_cache( ${json.id} );
      $at = wp_next_scheduled( 'publish_future_post', array( ${json.id} ) );
      wp_unschedule_event( $at, 'publish_future_post', array( ${json.id} ) );
      wp_schedule_single_event( $past, 'publish_future_post', array( ${json.id} ) );`,
      { quiet: true },
    );
    // One cron run, as a visitor's request or the server's cron starts it.
    const run = await wp.request("/wp-cron.php");
    await run.text();
    expect(await wp.php(`return get_post_status( ${json.id} );`, { quiet: true })).toBe("publish");
    expect(site.deliveries.map((delivery) => [delivery.status, delivery.changes])).toEqual([
      [
        200,
        [
          post(
            ["/media-centre/press-releases/embargoed/"],
            ["/press-releases/", "/category/corporate/"],
          ),
        ],
      ],
    ]);
    expect(await cronState()).toMatchObject({ due: 0, later: [] });
  });
});

describe("scheduled posts with no visitor: WP-Cron run every minute from outside WordPress", () => {
  const ROOT = path.resolve(import.meta.dirname, "../..");
  /**
   * A post scheduled through REST (WordPress schedules only what is a minute or more ahead),
   * then time passed until it is due at `at`, a few seconds ahead: its date and its WP-Cron
   * event moved there.
   */
  async function scheduledFor(slug: string, at: number) {
    const { json } = await rest<{ id: number; status: string }>("POST", "/wp/v2/posts", {
      title: slug,
      slug,
      status: "future",
      date_gmt: new Date(Date.now() + 120_000).toISOString().slice(0, 19),
      categories: [fixtures.corporate],
    });
    expect(json.status).toBe("future");
    await wp.php(
      `global $wpdb;
      $at = ${Math.floor(at / 1000)};
      $wpdb->update( $wpdb->posts, array( 'post_date' => gmdate( 'Y-m-d H:i:s', $at ), 'post_date_gmt' => gmdate( 'Y-m-d H:i:s', $at ) ), array( 'ID' => ${json.id} ) );
      clean_post_cache( ${json.id} );
      wp_clear_scheduled_hook( 'publish_future_post', array( ${json.id} ) );
      wp_schedule_single_event( $at, 'publish_future_post', array( ${json.id} ) );`,
      { quiet: true },
    );
    await settle();
    site.deliveries = [];
    return json.id;
  }
  /** The site told of the post, and WordPress has it published: nothing but WP-Cron asked. */
  async function publishedBy(id: number, slug: string, deadline: number) {
    while (site.deliveries.length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await wp.php(`return get_post_status( ${id} );`, { quiet: true })).toBe("publish");
    expect(site.deliveries.map((delivery) => [delivery.status, delivery.changes])).toEqual([
      [
        200,
        [
          post(
            [`/media-centre/press-releases/${slug}/`],
            ["/press-releases/", "/category/corporate/"],
          ),
        ],
      ],
    ]);
  }

  it("`npm run wordpress-cron`: at the start of the minute the post is due, it is published and the site told", async () => {
    const at = Math.ceil((Date.now() + 6000) / 1000) * 1000;
    const id = await scheduledFor("out-on-the-minute", at);
    // The command's clock (tests/e2e/fixed-clock.mjs) puts the start of a minute a second after
    // the post's time, so the test waits seconds, not up to a minute; WordPress keeps its own.
    const minute = Math.ceil(Date.now() / 60_000) * 60_000 + 60_000;
    const setAt = Date.now();
    const command = spawn(process.execPath, ["--import", "tsx", "scripts/wordpress-cron.ts"], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_OPTIONS: `--import ${path.join(ROOT, "tests/e2e/fixed-clock.mjs")}`,
        FIXED_CLOCK: new Date(minute - (at + 1000 - setAt)).toISOString(),
        FIXED_CLOCK_SET_AT: String(setAt),
        WORDPRESS_CRON_URL: `${wp.url}/wp-cron.php`,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    command.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    command.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    try {
      await publishedBy(id, "out-on-the-minute", at + 15_000);
      expect(output).toMatch(
        new RegExp(`wordpress-cron: ${escape(wp.url)}/wp-cron\\.php answered 200 in \\d+ ms`),
      );
    } finally {
      command.kill("SIGTERM");
    }
  }, 30_000);

  it("the host's cron line in docs/wordpress.md: its command publishes a post whose time has come", async () => {
    const docs = readFileSync(path.join(ROOT, "docs/wordpress.md"), "utf8");
    const line = /^\s*\* \* \* \* \* (.+)$/m.exec(docs)?.[1];
    expect(line, "docs/wordpress.md gives a crontab line").toBeDefined();
    const at = Math.ceil((Date.now() + 3000) / 1000) * 1000;
    const id = await scheduledFor("out-by-the-host", at);
    await new Promise((resolve) => setTimeout(resolve, at - Date.now() + 1000));
    // The line's command, as the host's cron runs it, against this WordPress.
    await promisify(execFile)("sh", ["-c", line!.replace("https://cms.example.com", wp.url)]);
    await publishedBy(id, "out-by-the-host", Date.now() + 10_000);
  }, 30_000);
});

describe("scheduled items taken off the schedule before their time", () => {
  /** A post scheduled two minutes ahead, and its publish event's times. */
  async function scheduled(slug: string) {
    const { json } = await rest<{ id: number }>("POST", "/wp/v2/posts", {
      title: slug,
      slug,
      status: "future",
      date_gmt: new Date(Date.now() + 120_000).toISOString().slice(0, 19),
    });
    return json.id;
  }
  const publishEvents = (id: number) =>
    wp.php<number[]>(
      `$times = array();
      foreach ( _get_cron_array() as $at => $hooks ) {
        if ( isset( $hooks['publish_future_post'][ md5( serialize( array( ${id} ) ) ) ] ) ) $times[] = $at;
      }
      return $times;`,
      { quiet: true },
    );

  it("rescheduled: one publish event, at the new time; nothing sent", async () => {
    const id = await scheduled("moved-later");
    const later = new Date(Date.now() + 86_400_000).toISOString().slice(0, 19);
    expect((await rest("POST", `/wp/v2/posts/${id}`, { date_gmt: later })).status).toBe(200);
    expect(await publishEvents(id)).toEqual([Math.floor(Date.parse(`${later}Z`) / 1000)]);
    expect(await delivered()).toEqual([]);
  });

  it.each<[string, (id: number) => Promise<unknown>]>([
    ["back to draft", (id) => rest("POST", `/wp/v2/posts/${id}`, { status: "draft" })],
    ["to the trash", (id) => rest("DELETE", `/wp/v2/posts/${id}`)],
    ["deleted", (id) => rest("DELETE", `/wp/v2/posts/${id}?force=true`)],
  ])("%s: its publish event goes too, and nothing is published or sent", async (_, change) => {
    const id = await scheduled("taken-off");
    expect(await publishEvents(id)).toHaveLength(1);
    await change(id);
    expect(await publishEvents(id)).toEqual([]);
    // Its time comes and the schedule's cron run finds nothing to publish.
    await (await wp.request("/wp-cron.php")).text();
    expect(await wp.php(`return get_post_status( ${id} );`, { quiet: true })).not.toBe("publish");
    expect(await delivered()).toEqual([]);
  });
});

describe("Site Health", () => {
  const health = () =>
    wp.php<{ status: string; label: string; description: string }>(
      `return \\Corus\\Site\\Schedule\\health();`,
      { quiet: true },
    );

  /** The plugin's heartbeat (due every minute) moved to `at` seconds from now. */
  const heartbeatIn = (at: number) =>
    wp.php(
      `wp_clear_scheduled_hook( 'corus_site_cron_heartbeat' );
      wp_schedule_event( time() + ${at}, 'corus_site_every_minute', 'corus_site_cron_heartbeat' );`,
      { quiet: true },
    );
  const lastRun = () =>
    wp.php<number>(`return (int) get_option( 'corus_site_cron_last_run', 0 );`, { quiet: true });
  const cronRequest = async () => (await wp.request("/wp-cron.php")).text();

  it("records a WP-Cron run only when one ran the due events, not any request to wp-cron.php", async () => {
    await settle();
    await wp.php(`delete_option( 'corus_site_cron_last_run' );`, { quiet: true });
    // Nothing due: the request runs nothing.
    await heartbeatIn(60);
    await cronRequest();
    expect(await lastRun()).toBe(0);
    // Due, but another run holds the lock: this request runs nothing either.
    await heartbeatIn(-1);
    await wp.php(`set_transient( 'doing_cron', sprintf( '%.22F', microtime( true ) ) );`, {
      quiet: true,
    });
    await cronRequest();
    expect(await lastRun()).toBe(0);
    expect(await health()).toMatchObject({ status: "recommended" });
    // The lock free: the run runs what is due, the heartbeat among it, and that is recorded.
    await wp.php(`delete_transient( 'doing_cron' );`, { quiet: true });
    await cronRequest();
    expect(await lastRun()).toBeGreaterThan(0);
    // Once a minute, and never from a page load: only wp-cron.php runs it.
    expect(
      await wp.php<number>(
        `$next = wp_next_scheduled( 'corus_site_cron_heartbeat' ); return $next - time();`,
        { quiet: true },
      ),
    ).toBeGreaterThan(50);
  });

  it("says who runs WP-Cron and when it last ran, and names a scheduled post past its time", async () => {
    await heartbeatIn(-1);
    await cronRequest();
    expect(await health()).toMatchObject({
      status: "good",
      description: expect.stringMatching(
        /WP-Cron run, which the site&#039;s schedule, every minute starts\. WP-Cron last ran its due events \d+ seconds ago\./,
      ),
    });
    // A post whose publish event was lost: still scheduled, five minutes past its time.
    const id = await wp.php<number>(
      `$id = wp_insert_post( array( 'post_title' => 'Missed', 'post_status' => 'future', 'post_date_gmt' => gmdate( 'Y-m-d H:i:s', time() + 600 ) ) );
      global $wpdb;
      $wpdb->update( $wpdb->posts, array( 'post_date_gmt' => gmdate( 'Y-m-d H:i:s', time() - 300 ) ), array( 'ID' => $id ) );
      wp_clear_scheduled_hook( 'publish_future_post', array( $id ) );
      return $id;`,
      { quiet: true },
    );
    expect(await health()).toMatchObject({
      status: "critical",
      description: expect.stringContaining("Past their time: &quot;Missed&quot;."),
    });
    await wp.php(`wp_delete_post( ${id}, true );`, { quiet: true });
  });
});

describe("deliveries", () => {
  it("are tried again when the site cannot take them, signed anew", async () => {
    site.unavailableFor = 1;
    await wp.php(`update_option( 'blogname', 'Corus Entertainment' );`);
    expect(await delivered()).toEqual([[{ type: "options" }]]);
    expect(site.deliveries[0]!.status).toBe(503);
    const { later } = await cronState();
    expect(later).toHaveLength(1);
    expect(later[0]!.at).toBeGreaterThanOrEqual(25);
    expect(later[0]!.at).toBeLessThanOrEqual(30);
    expect(later[0]!.args).toEqual([[{ type: "options" }], 2, expect.any(String)]);
    expect(wp.takeLog()).toMatch(
      /corus-site: the site did not take the publish webhook \(HTTP 503\); trying again in 30 s/,
    );
    // Its time come, as WP-Cron runs it.
    await runRetries(wp);
    expect(await delivered()).toEqual([[{ type: "options" }], [{ type: "options" }]]);
    expect(site.deliveries[1]!.status).toBe(200);
    expect(site.deliveries[1]!.id).not.toBe(site.deliveries[0]!.id);
  });

  it("with DISABLE_WP_CRON, wait for the server's cron: no cron request of their own", async () => {
    await wp.php(`update_option( 'blogname', 'Corus on server cron' );`, { noWpCron: true });
    // Queued and due, and no cron run started (a spawned one would hold the lock).
    expect(await cronState()).toMatchObject({ lock: false, due: 1 });
    expect(site.deliveries).toEqual([]);
    // The server's cron: wp-cron.php, run on its schedule.
    await (await wp.request("/wp-cron.php")).text();
    expect(await deliveredAndTaken()).toEqual([[{ type: "options" }]]);
  });

  it("are not tried again when the site refuses the signature", async () => {
    site.secret = "not-what-wordpress-has";
    await wp.php(`update_option( 'blogdescription', 'Media and entertainment' );`);
    expect(await delivered()).toEqual([[{ type: "options" }]]);
    expect(site.deliveries[0]!.status).toBe(401);
    expect((await cronState()).later).toEqual([]);
    expect(wp.takeLog()).toMatch(
      /corus-site: the site refused the publish webhook \(HTTP 401\); giving up after 1 attempts/,
    );
  });

  it("refused by CloudFront (403): not tried again; the log and wp-admin tell it is CloudFront's origin access, until a delivery is taken", async () => {
    const editor = await wp.login("editor");
    const noticeFor = async (session: Session) => {
      const html = await (await wp.request("/wp-admin/", { session })).text();
      return html.match(
        /<div class="notice notice-error" id="corus-site-delivery-refused"><p>([^<]*)</,
      )?.[1];
    };
    expect(await noticeFor(admin)).toBeUndefined();

    site.cdnRefuses = true;
    await wp.php(`update_option( 'blogname', 'Corus refused at the CDN' );`);
    expect(await delivered()).toEqual([[{ type: "options" }]]);
    expect(site.deliveries[0]!.status).toBe(403);
    expect((await cronState()).later).toEqual([]);
    expect(wp.takeLog()).toMatch(
      /corus-site: CloudFront refused the publish webhook \(HTTP 403\) before it reached the site: check the origin access control of the site's server function; giving up after 1 attempts/,
    );
    // Administrators see it on every wp-admin screen; an editor, who can do nothing about it, does not.
    expect(await noticeFor(admin)).toMatch(
      /^Corus site: CloudFront refused the publish webhook \(HTTP 403\) on .+, before it reached the site, so published changes are not reaching visitors until pages expire\. Check the CloudFront origin access control .+, then send the refused deliveries again from Tools &gt; Site publishing\.$/,
    );
    expect(await noticeFor(editor)).toBeUndefined();

    // Fixed: the next delivery is taken, and the notice goes.
    site.cdnRefuses = false;
    site.deliveries = [];
    await wp.php(`update_option( 'blogname', 'Corus Entertainment' );`);
    expect(await deliveredAndTaken()).toEqual([[{ type: "options" }]]);
    expect(await noticeFor(admin)).toBeUndefined();
  });

  it("are not queued without the plugin's settings, and the log says why", async () => {
    await wp.php(`update_option( 'blogname', 'Corus without settings' );`, { env: {} });
    expect(await cronState()).toMatchObject({ due: 0, later: [] });
    expect(await delivered()).toEqual([]);
    expect(wp.takeLog()).toMatch(
      /corus-site: CORUS_SITE_URL and CORUS_SITE_WEBHOOK_SECRET must be set to tell the site about changes; it was not told/,
    );
  });
});

describe("previews", () => {
  /** Where WordPress sends the editor who opens `link`: the site's preview, with its token. */
  async function previewOnSite(link: string, session: Session = admin) {
    const response = await wp.request(link, { session });
    const location = response.headers.get("location");
    expect(response.status, `${link} answered ${response.status}`).toBe(302);
    expect(location).not.toContain("&amp;");
    const url = new URL(location!);
    expect(`${url.origin}${url.pathname}`).toBe(`${site.url}/api/preview/`);
    expect([...url.searchParams.keys()]).toEqual(["token"]);
    return verifyPreviewToken(
      PREVIEW_SECRET,
      url.searchParams.get("token") ?? undefined,
      Date.now(),
    );
  }

  it("of a draft, from the block editor: its link with preview=true opens the site with a token it accepts", async () => {
    const { json } = await rest<{ id: number; link: string }>("POST", "/wp/v2/posts", {
      title: "Draft news",
      status: "draft",
    });
    // What the block editor opens for a draft: the post's link with preview=true.
    const link = `${json.link}${json.link.includes("?") ? "&" : "?"}preview=true`;
    expect(link).toBe(`${wp.url}/?p=${json.id}&preview=true`);
    expect(await previewOnSite(link)).toMatchObject({
      ok: true,
      target: { databaseId: json.id, postType: "post" },
    });
  });

  it("of a published post's changes, from the block editor: its autosave's preview link opens the site", async () => {
    const id = await publishedPost("with-changes", []);
    const autosave = await rest<{ preview_link: string }>("POST", `/wp/v2/posts/${id}/autosaves`, {
      title: "With changes",
      content: "Pending changes",
    });
    expect(autosave.status).toBe(200);
    // WordPress's own preview link for the autosave, with its nonce: no &amp; in it.
    expect(autosave.json.preview_link).toMatch(
      new RegExp(
        `^${escape(wp.url)}/media-centre/press-releases/with-changes/\\?preview_id=${id}&preview_nonce=[0-9a-f]+&preview=true$`,
      ),
    );
    expect(await previewOnSite(autosave.json.preview_link)).toMatchObject({
      ok: true,
      target: { databaseId: id, postType: "post" },
    });
    // An autosave is no change to the published post.
    expect(await delivered()).toEqual([]);
  });

  it.each([
    ["a draft page", "pages", { status: "draft" }, "page"],
    ["a scheduled post", "posts", { status: "future", date_gmt: "2099-01-01T00:00:00" }, "post"],
    ["a pending post", "posts", { status: "pending" }, "post"],
    ["a private post", "posts", { status: "private" }, "post"],
  ])("of %s: opens the site", async (_, route, fields, postType) => {
    const { json } = await rest<{ id: number; link: string }>("POST", `/wp/v2/${route}`, {
      title: "Not public",
      ...fields,
    });
    const link = `${json.link}${json.link.includes("?") ? "&" : "?"}preview=true`;
    expect(await previewOnSite(link)).toMatchObject({
      ok: true,
      target: { databaseId: json.id, postType },
    });
  });

  it("from the classic editor: Preview saves the autosave, WordPress's preview link opens the site", async () => {
    const id = await publishedPost("classic", []);
    const { [`update-post_${id}`]: nonce } = await admin.nonces(`update-post_${id}`);
    const pressed = await wp.request("/wp-admin/post.php", {
      session: admin,
      form: {
        action: "editpost",
        post_ID: String(id),
        post_type: "post",
        _wpnonce: nonce!,
        post_title: "Classic, changed",
        content: "Changed in the classic editor",
        "wp-preview": "dopreview",
      },
    });
    expect(pressed.status).toBe(302);
    const link = pressed.headers.get("location")!;
    expect(link).toMatch(
      new RegExp(
        `^${escape(wp.url)}/media-centre/press-releases/classic/\\?preview_id=${id}&preview_nonce=`,
      ),
    );
    expect(await previewOnSite(link)).toMatchObject({
      ok: true,
      target: { databaseId: id, postType: "post" },
    });
  });

  it("stays WordPress's own for anyone not logged in, and for a reader who may not edit the post", async () => {
    const { json } = await rest<{ id: number; link: string }>("POST", "/wp/v2/posts", {
      title: "Draft for nobody",
      status: "draft",
    });
    const publishedId = await publishedPost("public-one", []);
    const subscriber = await wp.login("subscriber");
    for (const [link, session] of [
      [`${json.link}&preview=true`, undefined],
      [`${wp.url}/media-centre/press-releases/public-one/?preview=true`, undefined],
      [`${json.link}&preview=true`, subscriber],
      [`${wp.url}/media-centre/press-releases/public-one/?preview=true`, subscriber],
      [`${wp.url}/?p=${publishedId}&preview=true`, subscriber],
    ] as const) {
      const response = await wp.request(link, { ...(session && { session }) });
      // Read to its end: a body left unread keeps the connection's parser paused.
      await response.text();
      // WordPress's own answer: its page, a 404 for a draft, or its canonical redirect.
      expect(response.status, link).toBeLessThan(500);
      expect(response.headers.get("location") ?? "", link).not.toContain(site.url);
    }
  });

  it("opens the site for an editor (not only an administrator)", async () => {
    const editor = await wp.login("editor");
    const { wp_rest: nonce } = await editor.nonces("wp_rest");
    const { json } = await rest<{ id: number; link: string }>(
      "POST",
      "/wp/v2/posts",
      { title: "Editor's draft", status: "draft" },
      editor,
      nonce,
    );
    expect(await previewOnSite(`${json.link}&preview=true`, editor)).toMatchObject({
      ok: true,
      target: { databaseId: json.id, postType: "post" },
    });
  });
});

describe("the plugin in WordPress", () => {
  it("wrote no PHP warning or notice of its own to the log", async () => {
    const log = readFileSync(path.join(wp.root, "debug.log"), "utf8");
    const own = log
      .split("\n")
      .filter((line) => /PHP .*(packages\/wordpress-plugin\/|mu-plugins\/)/.test(line));
    expect(own).toEqual([]);
  });
});

/** A published post, made as a script on the server makes it; its delivery is set aside. */
async function publishedPost(slug: string, categories: number[]): Promise<number> {
  const id = await wp.php<number>(
    `return wp_insert_post( array( 'post_status' => 'publish', 'post_title' => ${JSON.stringify(slug)}, 'post_name' => ${JSON.stringify(slug)}, 'post_category' => ${JSON.stringify(categories)} ) );`,
  );
  await settle();
  site.deliveries = [];
  return id;
}
