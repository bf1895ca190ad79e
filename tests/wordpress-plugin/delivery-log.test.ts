// What WordPress shows of its deliveries to the site, in a real WordPress 6.1 (as
// wordpress.test.ts runs it): the delivery log (corus-site/delivery-log.php) as deliveries are
// taken, retried and refused by the site's own webhook handler; Tools > Site publishing and its
// "Send again", driven as a browser does (a logged-in cookie, the screen's own nonce); and the
// editors' status of their save (the REST route the block editor's script polls, the script on
// the block editor's screen, the classic editor's notice). The post editor has a meta box, as
// Yoast SEO gives it: the block editor saves such a post in two requests, and the site is told
// once.
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { chromiumExecutable } from "../../scripts/lib/chromium.ts";
import { cronState, rest, runRetries, settle } from "./publishing.ts";
import { startSite, type Site } from "./site.ts";
import { startWordPress, type Session, type WordPress } from "./wordpress.ts";

const WEBHOOK_SECRET = "webhook-secret-shared-with-wordpress";
const SCREEN = "/wp-admin/tools.php?page=corus-site-publishing";
/** A meta box on the post editor, as Yoast SEO adds one (the test's own must-use plugin). */
const META_BOX = path.resolve(import.meta.dirname, "wordpress/meta-box.php");
/** The header the block editor's script gives a REST save that its meta boxes' save follows. */
const META_BOXES_FOLLOW = "x-corus-site-meta-boxes-follow";

let site: Site;
let wp: WordPress;
let admin: Session;
let editor: Session;
let corporate: number;

interface Entry {
  key: string;
  changes: unknown[];
  subjects: string[];
  subject_count: number;
  saved: number | null;
  user: number;
  resent_from: string | null;
  names: Record<string, string>;
  state: "pending" | "retrying" | "live" | "failed" | "replaced";
  why: string;
  attempts: { at: number; status: number; why: string }[];
  retry_at: number | null;
  answered: number | null;
  purged: Record<string, unknown> | null;
  replaced_by: string | null;
}

beforeAll(async () => {
  site = await startSite(WEBHOOK_SECRET);
  wp = await startWordPress(
    {
      CORUS_SITE_URL: site.url,
      CORUS_SITE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    },
    { muPlugins: [META_BOX] },
  );
  corporate = await wp.php<number>(`
    foreach ( array( 'editor', 'contributor', 'subscriber' ) as $role ) {
      wp_insert_user( array( 'user_login' => $role, 'user_pass' => wp_generate_password(), 'role' => $role ) );
    }
    return wp_insert_term( 'Corporate', 'category' )['term_id'];`);
  admin = await wp.login("admin");
  editor = await wp.login("editor");
  await settle(wp);
}, 60_000);

afterAll(async () => {
  await wp?.stop();
  await site?.close();
});

beforeEach(async () => {
  await settle(wp);
  site.deliveries = [];
  site.secret = WEBHOOK_SECRET;
  site.unavailableFor = 0;
  await wp.php(`delete_option( 'corus_site_delivery_log' );`, { quiet: true });
}, 30_000);

/** The delivery log, newest first, once WP-Cron is done with what is due. */
async function logged(): Promise<Entry[]> {
  await settle(wp);
  return wp.php<Entry[]>(`return \\Corus\\Site\\DeliveryLog\\entries();`, { quiet: true });
}

/** A post published from the block editor (REST), by `session`; its id. */
async function published(slug: string, session = admin): Promise<number> {
  const { wp_rest: nonce } = await session.nonces("wp_rest");
  const { status, json } = await rest<{ id: number }>(wp, session, nonce, "POST", "/wp/v2/posts", {
    title: slug,
    slug,
    status: "publish",
    categories: [corporate],
  });
  expect(status).toBe(201);
  return json.id;
}

const options = [{ type: "options" }];

describe("the delivery log", () => {
  it("a delivery the site takes: its change and what it came from, the save, the attempt's status, what the site purged, seconds to live", async () => {
    const id = await published("logged-release");
    const [entry, ...older] = await logged();
    expect(older).toEqual([]);
    const [delivery] = site.deliveries;
    expect(delivery!.status).toBe(200);
    expect(entry).toMatchObject({
      changes: [
        {
          type: "post",
          uris: ["/media-centre/press-releases/logged-release/"],
          listedAt: ["/category/corporate/"],
        },
      ],
      subjects: [`post:${id}`],
      user: admin.userId,
      resent_from: null,
      state: "live",
      why: "",
      attempts: [{ status: 200, why: "" }],
      retry_at: null,
    });
    // What the site's answer said it purged: its cache by the post's tags; no CDN here.
    const answer = delivery!.answer as { purged: { tags: string[]; entries: number } };
    expect(answer.purged.tags.length).toBeGreaterThan(0);
    expect(entry!.purged).toEqual({
      everything: false,
      tags: answer.purged.tags,
      tag_count: answer.purged.tags.length,
      entries: answer.purged.entries,
      invalidation: null,
      paths: [],
      path_count: 0,
    });
    const toLive = entry!.answered! - entry!.saved!;
    expect(toLive).toBeGreaterThan(0);
    expect(toLive).toBeLessThan(15);
    expect(entry!.answered).toBeCloseTo(entry!.attempts[0]!.at, 3);
  });

  it("a delivery the site cannot take: logged as retrying (its status, when it is tried again), then live with both attempts", async () => {
    site.unavailableFor = 1;
    const before = Date.now() / 1000;
    await wp.php(`update_option( 'blogname', 'Corus retried' );`);
    const [entry] = await logged();
    expect(entry).toMatchObject({
      changes: options,
      subjects: ["option:blogname"],
      state: "retrying",
      why: "HTTP 503",
      attempts: [{ status: 503, why: "HTTP 503" }],
      answered: null,
      purged: null,
    });
    expect(entry!.retry_at).toBeGreaterThanOrEqual(Math.floor(before) + 30);
    expect(entry!.retry_at).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000) + 30);
    expect((await cronState(wp)).later).toHaveLength(1);

    await runRetries(wp);
    const [retried, ...older] = await logged();
    expect(older).toEqual([]);
    expect(retried).toMatchObject({
      key: entry!.key,
      state: "live",
      why: "",
      retry_at: null,
      attempts: [{ status: 503 }, { status: 200 }],
      purged: { everything: false, tags: expect.arrayContaining(["options"]) },
    });
    expect(retried!.answered! - retried!.saved!).toBeGreaterThan(0);
    expect(site.deliveries.map((delivery) => delivery.status)).toEqual([503, 200]);
  });

  it("a delivery the site refuses: failed, with the site's reason, not tried again", async () => {
    site.secret = "not-what-wordpress-has";
    await wp.php(`update_option( 'blogdescription', 'Refused' );`);
    expect(await logged()).toMatchObject([
      {
        subjects: ["option:blogdescription"],
        state: "failed",
        why: "HTTP 401: unauthorized",
        attempts: [{ status: 401 }],
        retry_at: null,
      },
    ]);
    expect((await cronState(wp)).later).toEqual([]);
  });

  it("keeps the newest 50, in one option that WordPress does not autoload", async () => {
    const kept = await wp.php<{ count: number; first: string; last: string; autoload: string }>(
      `for ( $i = 1; $i <= 55; $i++ ) {
        \\Corus\\Site\\DeliveryLog\\add( "delivery-{$i}", array( array( 'type' => 'options' ) ), array( 'option:blogname' ) );
      }
      $entries = \\Corus\\Site\\DeliveryLog\\entries();
      global $wpdb;
      return array(
        'count'    => count( $entries ),
        'first'    => $entries[0]['key'],
        'last'     => end( $entries )['key'],
        'autoload' => $wpdb->get_var( "SELECT autoload FROM {$wpdb->options} WHERE option_name = 'corus_site_delivery_log'" ),
      );`,
      { quiet: true },
    );
    expect(kept).toEqual({ count: 50, first: "delivery-55", last: "delivery-6", autoload: "no" });
  });

  it("keeps the first 100 subjects of a bulk edit, and how many there were: the screen says how many more", async () => {
    // 130 posts published in one request (a bulk edit, an import): one delivery.
    const ids = await wp.php<number[]>(
      `$ids = array();
      for ( $i = 1; $i <= 130; $i++ ) {
        $ids[] = wp_insert_post( array( 'post_title' => "Bulk {$i}", 'post_status' => 'publish', 'post_category' => array( ${corporate} ) ) );
      }
      return $ids;`,
    );
    const [entry, ...older] = await logged();
    expect(older).toEqual([]);
    expect(entry!.subjects).toEqual(ids.slice(0, 100).map((id) => `post:${id}`));
    expect(entry).toMatchObject({ subject_count: 130 });
    const html = await (await wp.request(SCREEN, { session: admin })).text();
    const row = html.match(new RegExp(`<tr id="corus-site-delivery-${entry!.key}"[\\s\\S]*?</tr>`));
    expect(row?.[0]).toMatch(/Bulk 100&quot;<\/a> and 30 more<br>Sent as: /);
    // Sent again by hand, it still says how many there were.
    const again = await wp.php<string>(
      `return \\Corus\\Site\\Delivery\\send_again( '${entry!.key}' );`,
    );
    expect((await logged()).find((logged) => logged.key === again)).toMatchObject({
      subjects: entry!.subjects,
      subject_count: 130,
    });
  });
});

describe("Tools > Site publishing", () => {
  /** The screen's row for a delivery, and the nonce of its "Send again" form. */
  async function screenRow(key: string, session = admin) {
    const html = await (await wp.request(SCREEN, { session })).text();
    const row = html.match(new RegExp(`<tr id="corus-site-delivery-${key}"[\\s\\S]*?</tr>`))?.[0];
    return { row, nonce: row?.match(/name="_wpnonce" value="([0-9a-f]+)"/)?.[1] };
  }
  const sendAgain = (session: Session, form: Record<string, string>) =>
    wp.request("/wp-admin/admin-post.php", {
      session,
      form: { action: "corus_site_send_again", _wp_http_referer: SCREEN, ...form },
    });

  /** A delivery the site refused (a wrong secret, since put right); its log entry. */
  async function refused(): Promise<Entry> {
    site.secret = "rotated-on-the-site-first";
    await wp.php(`update_option( 'blogname', 'Corus sent again ${Date.now()}' );`);
    const [entry] = await logged();
    expect(entry!.state).toBe("failed");
    site.secret = WEBHOOK_SECRET;
    site.deliveries = [];
    return entry!;
  }

  it("lists deliveries with their state, attempts and what the site purged; an administrator's Send again delivers the changes anew", async () => {
    const first = await refused();
    const { row, nonce } = await screenRow(first.key);
    expect(row).toContain('data-state="failed"');
    expect(row).toContain("setting blogname");
    expect(row).toContain("Failed: HTTP 401: unauthorized.");
    expect(row).toContain("<td>1 (401)</td>");
    expect(nonce).toBeDefined();

    const sent = await sendAgain(admin, { key: first.key, _wpnonce: nonce! });
    expect(sent.status).toBe(302);
    const back = new URL(sent.headers.get("location")!);
    expect(`${back.pathname}?page=${back.searchParams.get("page")}`).toBe(SCREEN);
    // Sent at once, signed anew, with the first delivery's changes.
    expect(site.deliveries.map((delivery) => [delivery.status, delivery.changes])).toEqual([
      [200, options],
    ]);
    const [again, before] = await logged();
    expect(before!.key).toBe(first.key);
    expect(again).toMatchObject({
      key: back.searchParams.get("sent"),
      resent_from: first.key,
      changes: options,
      subjects: ["option:blogname"],
      user: admin.userId,
      state: "live",
      attempts: [{ status: 200 }],
    });
    const screen = await (await wp.request(back.href, { session: admin })).text();
    expect(screen).toMatch(
      /<div class="notice notice-success" id="corus-site-sent-again"><p>Sent again\. Live: the site took it\.<\/p><\/div>/,
    );
    expect((await screenRow(again!.key)).row).toMatch(
      /data-state="live"[\s\S]*\(sent again by hand\)[\s\S]*<td>1 \(200\)<\/td><td>\d+ cached answers, by tag: [^<]*options[^<]*\. CDN: no invalidation\.<\/td>/,
    );
  });

  it("refuses an editor (no manage_options), with or without a nonce of their own, and a request without the screen's nonce", async () => {
    const first = await refused();
    expect((await wp.request(SCREEN, { session: editor })).status).toBe(403);
    const { [`corus_site_send_again${first.key}`]: editorsNonce } = await editor.nonces(
      `corus_site_send_again${first.key}`,
    );
    for (const [session, nonce] of [
      [editor, editorsNonce!],
      [admin, "0123456789"],
      [admin, ""],
    ] as const) {
      const refusal = await sendAgain(session, { key: first.key, _wpnonce: nonce });
      await refusal.text();
      expect(refusal.status, `${session.userId} with "${nonce}"`).toBe(403);
    }
    expect(site.deliveries).toEqual([]);
    expect((await logged()).map((entry) => entry.key)).toEqual([first.key]);
  });

  it("is not in an editor's menu, and says how WP-Cron runs as Site Health does", async () => {
    const dashboard = async (session: Session) =>
      (await wp.request("/wp-admin/", { session })).text();
    expect(await dashboard(admin)).toContain("tools.php?page=corus-site-publishing");
    expect(await dashboard(editor)).not.toContain("corus-site-publishing");
    const screen = await (await wp.request(SCREEN, { session: admin })).text();
    expect(screen).toMatch(/<h1>Site publishing<\/h1>/);
    expect(screen).toMatch(
      /in a WP-Cron run, which the site&#039;s schedule, every minute starts\./,
    );
  });

  it("Send again replaces the delivery's pending retry: its changes do not go out once more after it", async () => {
    site.unavailableFor = 1;
    await wp.php(`update_option( 'blogname', 'Corus retried, then sent by hand' );`);
    const [first] = await logged();
    expect(first).toMatchObject({ state: "retrying" });
    expect((await cronState(wp)).later).toHaveLength(1);
    site.deliveries = [];

    const { nonce } = await screenRow(first!.key);
    expect((await sendAgain(admin, { key: first!.key, _wpnonce: nonce! })).status).toBe(302);
    expect(site.deliveries.map((delivery) => [delivery.status, delivery.changes])).toEqual([
      [200, options],
    ]);
    // Nothing of the first is left to WP-Cron: the retry's time comes, and nothing more goes.
    expect((await cronState(wp)).later).toEqual([]);
    await runRetries(wp);
    expect(site.deliveries).toHaveLength(1);

    const [again, replaced] = await logged();
    expect(again).toMatchObject({ resent_from: first!.key, state: "live" });
    expect(replaced).toMatchObject({
      key: first!.key,
      state: "replaced",
      replaced_by: again!.key,
      retry_at: null,
    });
    const { row } = await screenRow(first!.key);
    expect(row).toContain('data-state="replaced"');
    expect(row).toContain(
      "Sent again by hand: the newer delivery says what came of it. Not tried again.",
    );
  });

  it("names a menu change's items and their menu, and an item since deleted as it was", async () => {
    const { menu, item } = await wp.php<{ menu: number; item: number }>(
      `$page = wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'About us' ) );
      $menu  = wp_create_nav_menu( 'Footer links' );
      // A page's item has no title of its own: the menu shows the page's.
      $item = wp_update_nav_menu_item( $menu, 0, array( 'menu-item-type' => 'post_type', 'menu-item-object' => 'page', 'menu-item-object-id' => $page, 'menu-item-status' => 'publish' ) );
      return array( 'menu' => $menu, 'item' => $item );`,
    );
    const named = "menu item &quot;About us&quot; in menu &quot;Footer links&quot;";
    const [added] = await logged();
    expect(added!.subjects).toContain(`post:${item}`);
    const { row } = await screenRow(added!.key);
    expect(row).toContain(named);
    expect(row).not.toContain("Navigation Menu Item");
    // Saved again, as the menu screen saves a menu: the menu and its item.
    await wp.php(`wp_update_nav_menu_object( ${menu}, array( 'menu-name' => 'Footer links' ) );`);
    const [saved] = await logged();
    expect((await screenRow(saved!.key)).row).toContain("menu &quot;Footer links&quot;");

    const { wp_rest: nonce } = await admin.nonces("wp_rest");
    const deleted = await rest(wp, admin, nonce, "DELETE", `/wp/v2/menu-items/${item}?force=true`);
    expect(deleted.status).toBe(200);
    const [removal] = await logged();
    expect(removal!.subjects).toEqual([`post:${item}`]);
    expect((await screenRow(removal!.key)).row).toContain(`${named} (deleted)`);
  });
});

describe("the editors' status of a save", () => {
  const status = async (id: number, session?: Session) => {
    const nonce = session && (await session.nonces("wp_rest")).wp_rest;
    return rest<{ state: string; message: string; attempts: number; retryAt: number | null }>(
      wp,
      session,
      nonce,
      "GET",
      `/corus-site/v1/posts/${id}/delivery`,
    );
  };

  it("the REST route reads the log: live after the site took the save, retrying (and when) while it cannot, none for a draft", async () => {
    const id = await published("status-release");
    await settle(wp);
    expect(await status(id, editor)).toMatchObject({
      status: 200,
      json: {
        state: "live",
        message: expect.stringMatching(
          /^Live on the site: the site took the change \d+\.\d s after the save\.$/,
        ),
        attempts: 1,
        retryAt: null,
      },
    });

    site.unavailableFor = 1;
    // A second later: the save's modification time is past the first delivery's.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const { wp_rest: nonce } = await editor.nonces("wp_rest");
    await rest(wp, editor, nonce, "POST", `/wp/v2/posts/${id}`, { title: "Status, changed" });
    await settle(wp);
    const retrying = await status(id, editor);
    expect(retrying.json).toMatchObject({
      state: "retrying",
      message: expect.stringMatching(
        /^Not on the site yet: the site did not take the change \(HTTP 503\)\. It is tried again at .+ \(attempt 2 of 4\)\.$/,
      ),
      attempts: 1,
    });
    expect(retrying.json.retryAt).toBeGreaterThan(Date.now() / 1000);

    const { json: draft } = await rest<{ id: number }>(wp, editor, nonce, "POST", "/wp/v2/posts", {
      title: "Only a draft",
      status: "draft",
    });
    expect((await status(draft.id, editor)).json).toMatchObject({ state: "none", message: "" });
  });

  it("the REST route refuses who may not edit the post: a contributor, a subscriber, anyone logged out", async () => {
    const id = await published("not-theirs");
    for (const login of ["contributor", "subscriber"]) {
      const refused = await status(id, await wp.login(login));
      expect(refused.status, login).toBe(403);
      expect(JSON.stringify(refused.json)).not.toContain("Live");
    }
    expect((await status(id)).status).toBe(401);
  });

  it("a failed save tells an editor who can send it again, and an administrator where to", async () => {
    site.secret = "not-what-wordpress-has";
    const id = await published("refused-for-an-editor", editor);
    await settle(wp);
    expect((await status(id, editor)).json).toMatchObject({
      state: "failed",
      message:
        "Not on the site: HTTP 401: unauthorized. Nothing will try again: ask an administrator to send it again from Tools > Site publishing (only administrators can).",
    });
    expect((await status(id, admin)).json).toMatchObject({
      state: "failed",
      message:
        "Not on the site: HTTP 401: unauthorized. Nothing will try again until you send it again from Tools > Site publishing.",
    });
  });

  it("a REST save that the meta boxes' save was to follow: held for it, then sent alone when it does not come", async () => {
    const id = await published("meta-boxes-never-came");
    await settle(wp);
    // No retry of an earlier test's left to run with it.
    await wp.php(`wp_unschedule_hook( 'corus_site_publish_delivery' );`, { quiet: true });
    site.deliveries = [];
    const { wp_rest: nonce } = await admin.nonces("wp_rest");
    const saved = await wp.request(`/wp-json/wp/v2/posts/${id}`, {
      method: "POST",
      session: admin,
      headers: {
        "x-wp-nonce": nonce!,
        "content-type": "application/json",
        [META_BOXES_FOLLOW]: String(id),
      },
      body: JSON.stringify({ title: "Held for its meta boxes" }),
    });
    expect(saved.status).toBe(200);
    await saved.text();
    const { later } = await cronState(wp);
    expect(later).toHaveLength(1);
    expect(later[0]!.at).toBeGreaterThanOrEqual(25);
    expect(later[0]!.at).toBeLessThanOrEqual(30);
    expect(site.deliveries).toEqual([]);
    expect((await status(id, admin)).json).toMatchObject({ state: "pending" });
    // Its time comes with no meta boxes' save: it goes alone, once.
    await runRetries(wp);
    await settle(wp);
    expect(site.deliveries.map((delivery) => delivery.status)).toEqual([200]);
  });

  it("the block editor's screen loads the script (WordPress's data, notices and fetch); other screens do not", async () => {
    const id = await published("in-the-block-editor");
    const editorScreen = await (
      await wp.request(`/wp-admin/post.php?post=${id}&action=edit`, { session: admin })
    ).text();
    const script = editorScreen.match(
      /<script src='([^']*\/wp-content\/mu-plugins\/corus-site\/editor-status\.js\?ver=\d+)' id='corus-site-editor-status-js'><\/script>/,
    )?.[1];
    expect(script).toBeDefined();
    // Its dependencies come first.
    const at = (id: string) => editorScreen.indexOf(`id='${id}'`);
    for (const dependency of ["wp-data-js", "wp-notices-js", "wp-api-fetch-js", "wp-editor-js"]) {
      expect(at(dependency), dependency).toBeGreaterThan(0);
      expect(at(dependency), dependency).toBeLessThan(at("corus-site-editor-status-js"));
    }
    const served = await wp.request(script!.replace(/&#038;/g, "&"));
    expect(served.status).toBe(200);
    expect(await served.text()).toContain('"/corus-site/v1/posts/" + postId + "/delivery"');
    for (const other of ["/wp-admin/", "/wp-admin/edit.php", SCREEN]) {
      const html = await (await wp.request(other, { session: admin })).text();
      expect(html, other).not.toContain("editor-status.js");
    }
  });

  it("the classic editor's screen after a save: a notice of the change live, or failed", async () => {
    const id = await published("in-the-classic-editor");
    const notice = async (query = "&message=1") => {
      const html = await (
        await wp.request(`/wp-admin/post.php?post=${id}&action=edit&classic-editor${query}`, {
          session: admin,
        })
      ).text();
      expect(html).toContain('id="post-body"');
      return html.match(
        /<div class="notice notice-(\w+)" id="corus-site-delivery-status"><p>([^<]*)<\/p><\/div>/,
      );
    };
    expect((await notice())?.slice(1)).toEqual([
      "success",
      expect.stringMatching(
        /^Live on the site: the site took the change \d+\.\d s after the save\.$/,
      ),
    ]);
    // Opened, not just saved: no notice.
    expect(await notice("")).toBeNull();

    site.secret = "not-what-wordpress-has";
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await wp.php(`wp_update_post( array( 'ID' => ${id}, 'post_title' => 'Refused' ) );`);
    await settle(wp);
    expect((await notice())?.slice(1)).toEqual([
      "error",
      "Not on the site: HTTP 401: unauthorized. Nothing will try again until you send it again from Tools &gt; Site publishing.",
    ]);
  });

  /** The post in the block editor, in Chromium, as the administrator: `use` drives it. */
  async function inBlockEditor(id: number, use: (page: Page) => Promise<void>) {
    // No welcome guide over the editor.
    await wp.php(
      `update_user_meta( 1, 'wp_persisted_preferences', array( 'core/edit-post' => array( 'welcomeGuide' => false ), '_modified' => gmdate( 'c' ) ) );`,
      { quiet: true },
    );
    const browser = await chromium.launch({ executablePath: chromiumExecutable() });
    try {
      const context = await browser.newContext();
      await context.addCookies(
        admin.cookie.split("; ").map((pair) => {
          const [name, value] = pair.split("=") as [string, string];
          return { name, value, url: wp.url };
        }),
      );
      const page = await context.newPage();
      await page.goto(`${wp.url}/wp-admin/post.php?post=${id}&action=edit`);
      // The editor is ready when its store knows the post.
      await page.waitForFunction(() =>
        (
          window as unknown as {
            wp?: { data?: { select: (store: string) => { getCurrentPostId?: () => number } } };
          }
        ).wp?.data
          ?.select("core/editor")
          .getCurrentPostId?.(),
      );
      await use(page);
    } finally {
      await browser.close();
    }
  }

  /** The plugin's notice in the block editor. */
  const deliveryNotice = (page: Page) =>
    page.locator(".components-notice", { hasText: "on the site" });

  it("the block editor, in Chromium: after Update, its notice says the change is on its way or tried again, then live", async () => {
    const id = await published("in-chromium");
    await inBlockEditor(id, async (page) => {
      const notice = deliveryNotice(page);
      // The site cannot take it at first: the notice says so, and when it is tried again.
      site.unavailableFor = 1;
      await page.getByRole("textbox", { name: "Add title" }).fill("In Chromium, updated");
      await page.getByRole("button", { name: "Update", exact: true }).click();
      await expect
        .poll(() => notice.textContent(), { timeout: 15_000 })
        .toMatch(
          /Not on the site yet: the site did not take the change \(HTTP 503\)\. It is tried again at .+ \(attempt 2 of 4\)\./,
        );
      expect(await notice.getAttribute("class")).toContain("is-warning");

      // Tried again and taken: the editor's polling turns the notice to live.
      await runRetries(wp);
      await expect
        .poll(() => notice.textContent(), { timeout: 15_000 })
        .toMatch(/Live on the site: the site took the change \d+\.\d s after the save\./);
      expect(await notice.getAttribute("class")).toContain("is-success");
    });
  }, 60_000);

  it("the block editor with a meta box, in Chromium: one Update is one delivery, sent after the meta box's save", async () => {
    const id = await published("with-a-meta-box");
    await settle(wp);
    site.deliveries = [];
    await wp.php(`delete_option( 'corus_site_delivery_log' );`, { quiet: true });
    await inBlockEditor(id, async (page) => {
      await page.getByRole("textbox", { name: "Add title" }).fill("With a meta box, updated");
      await page.getByLabel("SEO title").fill("A title for search engines");
      const restSave = page.waitForRequest(
        (request) => request.method() !== "GET" && request.url().includes(`/wp/v2/posts/${id}`),
      );
      const metaBoxSave = page.waitForRequest((request) =>
        request.url().includes("meta-box-loader=1"),
      );
      await page.getByRole("button", { name: "Update", exact: true }).click();
      // The block editor's two requests, the first marked by the plugin's script.
      expect((await restSave).headers()[META_BOXES_FOLLOW]).toBe(String(id));
      await metaBoxSave;
      await expect
        .poll(() => deliveryNotice(page).textContent(), { timeout: 15_000 })
        .toMatch(/Live on the site: the site took the change \d+\.\d s after the save\./);
    });
    const entries = await logged();
    expect(site.deliveries.map((delivery) => [delivery.status, delivery.changes])).toEqual([
      [
        200,
        [
          {
            type: "post",
            uris: ["/media-centre/press-releases/with-a-meta-box/"],
            listedAt: ["/category/corporate/"],
          },
        ],
      ],
    ]);
    expect(entries).toHaveLength(1);
    // Sent once the meta box's field was saved: the site reads the post with it.
    const meta = await wp.php<{ title: string; savedAt: number }>(
      `return array( 'title' => get_post_meta( ${id}, 'corus_test_seo_title', true ), 'savedAt' => (float) get_post_meta( ${id}, 'corus_test_seo_saved_at', true ) );`,
      { quiet: true },
    );
    expect(meta.title).toBe("A title for search engines");
    expect(entries[0]!.attempts[0]!.at).toBeGreaterThan(meta.savedAt);
  }, 60_000);
});
