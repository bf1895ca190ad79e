// For the templates' tests only: the real content service over HTTP, on a copy of the seed
// content to which a test may add records, and a template's loader run for the node at a URI
// as a page request runs it, with the clock and the query a test gives it.
import { appendFile, rm } from "node:fs/promises";
import path from "node:path";
import { expect } from "vitest";
import { startContentService, type ContentService } from "@corus/content-service/src/server.ts";
import { copyOfSeedContent } from "@corus/content-service/test/helpers.ts";
import { createServerCms } from "@/lib/cms/setup";
import { loadShell } from "@/lib/cms/shell";
import { isShownNode, NODE_BY_URI_QUERY } from "@/lib/graphql/node-query";
import { PageClock } from "@/lib/page-clock";
import { readSettings } from "@/lib/settings";
import type { NodeTemplateName, TemplateProps } from "@/templates/components";
import { templateLoaders } from "@/templates/loaders";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locale";

export interface TestService {
  service: ContentService;
  /** What the template `name` shows at `uri`; fails when it shows nothing. */
  load<Name extends NodeTemplateName>(
    name: Name,
    uri: string,
    options?: LoadOptions,
  ): Promise<TemplateProps<Name>>;
  /** Stops the service and removes its copy of the content. */
  close(): Promise<void>;
}

/** The content service on a copy of the seed content, each of `additions` appended to its file. */
export async function startTestService(
  additions: Record<string, string> = {},
): Promise<TestService> {
  const contentDir = await copyOfSeedContent();
  for (const [file, records] of Object.entries(additions)) {
    await appendFile(path.join(contentDir, file), records);
  }
  const service = await startContentService({ port: 0, host: "127.0.0.1", contentDir });
  return {
    service,
    load: (name, uri, options) => loadTemplate(service, name, uri, options),
    close: async () => {
      await service.close();
      await rm(contentDir, { recursive: true, force: true });
    },
  };
}

export interface LoadOptions {
  now?: Date;
  /** The request's clock, to read the next change the template found; else one at `now`. */
  clock?: PageClock;
  /** The query string as a visitor sent it: loaders must read only the pages' parameters. */
  query?: Record<string, string | string[]>;
  /** The page's language: English unless said. */
  locale?: Locale;
}

async function loadTemplate<Name extends NodeTemplateName>(
  service: ContentService,
  name: Name,
  uri: string,
  {
    now = new Date(),
    clock = new PageClock(now),
    query = {},
    locale = DEFAULT_LOCALE,
  }: LoadOptions = {},
): Promise<TemplateProps<Name>> {
  const settings = readSettings({ CMS_GRAPHQL_URL: service.graphqlUrl });
  const cms = createServerCms(settings, {
    log: { info: () => {}, warn: () => {}, error: console.error },
  }).session();
  const shell = await loadShell(cms, locale);
  const { data } = await cms.query(NODE_BY_URI_QUERY, { uri });
  const node = data?.nodeByUri;
  if (!node || !isShownNode(node)) throw new Error(`no page, post or category at ${uri}`);
  const load = templateLoaders[name] as (typeof templateLoaders)[NodeTemplateName];
  const props = await load({
    cms,
    node,
    page: 1,
    query,
    shell,
    clock,
    mediaOrigin: service.url,
    locale,
  });
  expect(props, `${name} at ${uri}`).not.toBeNull();
  return props as TemplateProps<Name>;
}
