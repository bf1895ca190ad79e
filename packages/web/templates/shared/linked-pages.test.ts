// The pages templates link to, in each language, against the real content service over HTTP.
import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startContentService, type ContentService } from "@corus/content-service/src/server.ts";
import { copyOfSeedContent } from "@corus/content-service/test/helpers.ts";
import { createServerCms } from "@/lib/cms/setup";
import { readSettings } from "@/lib/settings";
import { linkedPages } from "./linked-pages";

let service: ContentService;
let contentDir: string;

beforeAll(async () => {
  contentDir = await copyOfSeedContent();
  // The French brands page back to a draft: nothing of it is the public's.
  const brands = path.join(contentDir, "fr/pages/nos-marques.html");
  const text = await readFile(brands, "utf8");
  await writeFile(brands, text.replace("template: Brands\n", "template: Brands\nstatus: draft\n"));
  // Its menu item leads to the English page meanwhile, as an editor would set it.
  const menus = path.join(contentDir, "fr/menus.yaml");
  await writeFile(
    menus,
    (await readFile(menus, "utf8")).replace("path: /fr/nos-marques/", "path: /our-brands/"),
  );
  service = await startContentService({ port: 0, host: "127.0.0.1", contentDir });
});

afterAll(async () => {
  await service.close();
  await rm(contentDir, { recursive: true, force: true });
});

const session = () =>
  createServerCms(readSettings({ CMS_GRAPHQL_URL: service.graphqlUrl }), {
    log: { info: () => {}, warn: () => {}, error: console.error },
  }).session();

describe("linkedPages", () => {
  it("names each page's French translation, or the English page where none is published", async () => {
    expect(await linkedPages(session(), "fr")).toEqual({
      pressReleases: "/fr/centre-des-medias/communiques/",
      brands: "/our-brands/",
      dividendHistory: "/fr/investisseurs/dividendes/historique/",
      financialReports: "/fr/investisseurs/rapports-financiers/",
      events: "/fr/investisseurs/evenements-et-presentations/",
    });
  });

  it("names the English pages in English, asking the CMS nothing", async () => {
    const cms = session();
    expect((await linkedPages(cms, "en")).brands).toBe("/our-brands/");
    expect(cms.trace.outcome()).toBeNull();
  });
});
