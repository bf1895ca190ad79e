// The stand-in playing WordPress: a seed file edited while the service runs is reloaded,
// served, and announced to the site with a signed webhook that the site's verifier accepts;
// a broken edit is refused by file and field and the last good content keeps serving.
import { readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startContentService, type ContentService } from "../src/server.ts";
import {
  copyOfSeedContent,
  graphql,
  startWebhookReceiver,
  type WebhookReceiver,
} from "./helpers.ts";

const SECRET = "editor-side-secret";
let contentDir: string;
let service: ContentService;
let receiver: WebhookReceiver;
let deliveries: WebhookReceiver["deliveries"];

beforeAll(async () => {
  contentDir = await copyOfSeedContent();
  receiver = await startWebhookReceiver(SECRET);
  deliveries = receiver.deliveries;
  service = await startContentService({
    port: 0,
    host: "127.0.0.1",
    contentDir,
    watch: true,
    publish: { url: receiver.url, secret: SECRET },
  });
});

afterAll(async () => {
  await service?.close();
  receiver?.close();
  await rm(contentDir, { recursive: true, force: true });
});

const careersFile = () => path.join(contentDir, "pages", "careers.html");
const careersTitle = async () =>
  (
    await graphql<{ page: { title: string } }>(
      service,
      `
        {
          page(id: "/careers/", idType: URI) {
            title
          }
        }
      `,
    )
  ).data?.page.title;

describe("editing seed content while the service runs", () => {
  it("serves the edit within 2 s and sends the site a signed webhook naming the page", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const source = await readFile(careersFile(), "utf8");
    const started = performance.now();
    await writeFile(careersFile(), source.replace("title: Careers", "title: Work with us"));
    await vi.waitFor(async () => expect(await careersTitle()).toBe("Work with us"), {
      timeout: 2000,
      interval: 25,
    });
    await vi.waitFor(() => expect(deliveries).toHaveLength(1), { timeout: 2000, interval: 25 });
    expect(performance.now() - started).toBeLessThan(2000);
    expect(deliveries[0]).toEqual({
      verified: true,
      body: { changes: [{ type: "page", uris: ["/careers/"] }] },
    });
    log.mockRestore();
  });

  it("refuses a broken edit, naming file and field, and keeps serving the last good content", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const source = await readFile(careersFile(), "utf8");
    await writeFile(careersFile(), source.replace("databaseId: 140", "databaseId: lots"));
    await vi.waitFor(() => expect(errors).toHaveBeenCalled(), { timeout: 2000, interval: 25 });
    expect(String(errors.mock.calls[0]?.[0])).toMatch(
      /edit refused, still serving the last good content: content-\w+\/pages\/careers\.html: field "databaseId": Invalid input/,
    );
    expect(await careersTitle()).toBe("Work with us");
    expect(deliveries).toHaveLength(1);
    errors.mockRestore();
  });

  it("serves the file again once it is fixed", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    const source = await readFile(careersFile(), "utf8");
    await writeFile(
      careersFile(),
      source.replace("databaseId: lots", "databaseId: 140").replace("Work with us", "Join us"),
    );
    await vi.waitFor(async () => expect(await careersTitle()).toBe("Join us"), {
      timeout: 2000,
      interval: 25,
    });
    await vi.waitFor(() => expect(deliveries).toHaveLength(2), { timeout: 2000, interval: 25 });
    vi.restoreAllMocks();
  });

  it("sees a file saved by renaming a new copy over it, and every save of it after", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    const retitle = async (title: string, save: (file: string, text: string) => Promise<void>) => {
      const source = await readFile(careersFile(), "utf8");
      await save(careersFile(), source.replace(/^title: .*$/m, `title: ${title}`));
      await vi.waitFor(async () => expect(await careersTitle()).toBe(title), {
        timeout: 2000,
        interval: 25,
      });
    };
    // As sed -i, vim and many IDEs save: a copy written beside the file, renamed over it.
    await retitle("Careers at Corus", async (file, text) => {
      await writeFile(`${file}.saving`, text);
      await rename(`${file}.saving`, file);
    });
    // Node's own recursive watch on Linux lost the file after such a save: a later save in
    // place went unseen.
    await retitle("Careers", writeFile);
    vi.restoreAllMocks();
  });

  it("serves an edit to a YAML file (each file is parsed again only when its text changed)", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    const menusFile = path.join(contentDir, "menus.yaml");
    const source = await readFile(menusFile, "utf8");
    const headerLabels = async () =>
      (
        await graphql<{ menuItems: { nodes: { label: string }[] } }>(
          service,
          `
            {
              menuItems(where: { location: PRIMARY, parentDatabaseId: 0 }) {
                nodes {
                  label
                }
              }
            }
          `,
        )
      ).data?.menuItems.nodes.map((item) => item.label);
    const delivered = deliveries.length;
    await writeFile(menusFile, source.replace("label: Our Brands", "label: Brands"));
    await vi.waitFor(async () => expect(await headerLabels()).toContain("Brands"), {
      timeout: 2000,
      interval: 25,
    });
    await vi.waitFor(() => expect(deliveries.length).toBe(delivered + 1), {
      timeout: 2000,
      interval: 25,
    });
    expect(deliveries.at(-1)?.body).toEqual({ changes: [{ type: "menus" }] });
    // And back: the text it had before is parsed again too, not mistaken for the last parse.
    await writeFile(menusFile, source);
    await vi.waitFor(async () => expect(await headerLabels()).toContain("Our Brands"), {
      timeout: 2000,
      interval: 25,
    });
    vi.restoreAllMocks();
  });
});
