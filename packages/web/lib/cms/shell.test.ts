// The shell's consent wording against the real content service over HTTP: the editors' words
// in each language's options page, and the site's own in the page's language for a field left
// empty in both (ACF Options For Polylang answers the English one for an empty French field).
import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startContentService, type ContentService } from "@corus/content-service/src/server.ts";
import { copyOfSeedContent } from "@corus/content-service/test/helpers.ts";
import { createServerCms } from "@/lib/cms/setup";
import { consentWordingDefaults } from "@/lib/i18n/consent-wording";
import type { Locale } from "@/lib/i18n/locale";
import { readSettings } from "@/lib/settings";
import { loadShell } from "./shell";

let service: ContentService;
let contentDir: string;

/** Drops a field's line (and its folded lines) from a YAML file of the seed. */
async function dropField(file: string, field: string) {
  const full = path.join(contentDir, file);
  const lines = (await readFile(full, "utf8")).split("\n");
  const at = lines.findIndex((line) => line.trimStart().startsWith(`${field}:`));
  expect(at, `${field} in ${file}`).toBeGreaterThan(-1);
  const indent = lines[at]!.search(/\S/);
  let end = at + 1;
  while (end < lines.length && lines[end]!.search(/\S/) > indent) end += 1;
  lines.splice(at, end - at);
  await writeFile(full, lines.join("\n"));
}

beforeAll(async () => {
  contentDir = await copyOfSeedContent();
  // The banner's title left empty in both languages; its text only in French.
  await dropField("site.yaml", "consentBannerTitle");
  await dropField("fr/site.yaml", "consentBannerTitle");
  await dropField("fr/site.yaml", "consentBannerText");
  service = await startContentService({ port: 0, host: "127.0.0.1", contentDir });
});

afterAll(async () => {
  await service.close();
  await rm(contentDir, { recursive: true, force: true });
});

async function privacy(locale: Locale) {
  const settings = readSettings({ CMS_GRAPHQL_URL: service.graphqlUrl });
  const server = createServerCms(settings, {
    log: { info: () => {}, warn: () => {}, error: console.error },
  });
  return (await loadShell(server.session(), locale)).privacy;
}

describe("the consent wording", () => {
  it("falls back to the site's own words in the page's language", async () => {
    expect((await privacy("en"))?.bannerTitle).toBe(consentWordingDefaults("en").bannerTitle);
    expect((await privacy("fr"))?.bannerTitle).toBe("Vos choix en matière de confidentialité");
  });

  it("keeps the editors' words, French where they wrote French", async () => {
    const french = await privacy("fr");
    expect(french?.necessary.label).toBe("Strictement nécessaires");
    expect(french?.policyUrl).toBe("/fr/politique-de-confidentialite/");
    // A French field left empty: the options page answers the English editors' text.
    expect(french?.bannerText).toBe((await privacy("en"))?.bannerText);
  });
});
