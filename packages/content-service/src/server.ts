// The HTTP server: GraphQL at /graphql (graphql-yoga), media files at /wp-content/uploads/.
import {
  createServer,
  type IncomingMessage,
  type RequestListener,
  type Server,
  type ServerResponse,
} from "node:http";
import type { AddressInfo } from "node:net";
import { loggableUrl } from "@corus/site-rules/loggable-url";
import { useDeferStream } from "@graphql-yoga/plugin-defer-stream";
import { createSchema, createYoga } from "graphql-yoga";
import sirv from "sirv";
import { assertAccount, createAuth, type AuthOptions } from "./application-passwords.ts";
import { loadContent } from "./content/load.ts";
import type { ContentStore } from "./content/records.ts";
import { liveContent, type LiveContent } from "./editor/live-content.ts";
import {
  PREVIEW_BUTTON_PATH,
  previewButton,
  type PreviewSettings,
} from "./editor/preview-button.ts";
import { publishWebhook } from "./editor/publish-webhook.ts";
import { resolversOfRequestContent, type ContentContext } from "./graphql/request-content.ts";
import { createResolverMap } from "./graphql/resolver-map.ts";
import { CONTENT_DIR, UPLOADS_DIR } from "./paths.ts";
import { schemaSdl } from "./schema-sdl.ts";
import { createTestControls, type TestControls } from "./test-controls.ts";
import { acceptJsonAsWordPress, useWordPressStatus } from "./wordpress-http.ts";

export interface ContentServiceOptions {
  port: number;
  host: string;
  /** Origin the service is reached at; defaults to http://<host>:<port>. */
  publicUrl?: string | undefined;
  contentDir?: string | undefined;
  uploadsDir?: string | undefined;
  /** The editor's Application Password: its requests see drafts (off: everyone is anonymous). */
  auth?: AuthOptions | undefined;
  /** Enable the /__test/ controls (tests only). */
  testControls?: boolean | undefined;
  /** Reload the content when its files change, and serve it once valid (src/editor/). */
  watch?: boolean | undefined;
  /** Where to send the signed publish webhook after each reload, as WordPress would. */
  publish?: { url: string; secret: string } | undefined;
  /** Where the stand-in's Preview button sends editors, and the secret it signs with. */
  preview?: PreviewSettings | undefined;
  /** WordPress's clock: when a cron run finds scheduled items due (tests set their own). */
  clock?: (() => Date) | undefined;
}

export interface ContentService {
  server: Server;
  /** The content served now (a new store after each good reload). */
  readonly store: ContentStore;
  /** Present when started with `watch`. */
  live: LiveContent | undefined;
  /** e.g. http://127.0.0.1:4000 */
  url: string;
  graphqlUrl: string;
  /** Present when started with testControls. */
  controls: TestControls | undefined;
  close(): Promise<void>;
}

const typeDefs = schemaSdl();

/** WordPress's cron endpoint, which the stack's schedule (or a host's cron) calls. */
export const WP_CRON_PATH = "/wp-cron.php";

interface ListenerOptions {
  auth: AuthOptions | undefined;
  testControls: boolean;
  preview?: PreviewSettings | undefined;
  /** Runs WP-Cron (wp-cron.php); absent when the content does not change (no `watch`). */
  cron?: (() => Promise<unknown>) | undefined;
}

export function createRequestListener(
  initialStore: ContentStore,
  uploadsDir: string,
  options: ListenerOptions,
) {
  let store = initialStore;
  const auth = options.auth ? createAuth(options.auth) : undefined;
  const testing = options.testControls
    ? createTestControls(
        () => store,
        (count) => auth?.refuseNext(count),
      )
    : undefined;

  // A reload swaps the resolvers new requests read; a request in flight finishes on the
  // content it started with (see request-content.ts).
  let content = createResolverMap(store);
  const yoga = createYoga({
    schema: createSchema<ContentContext>({
      typeDefs,
      resolvers: resolversOfRequestContent(content),
    }),
    // An editor's request (their Application Password) sees drafts and pending changes; others,
    // the public's.
    context: ({ request }): ContentContext => {
      const authenticated = auth?.isAuthenticated(request) ?? false;
      return {
        authenticated,
        viewerLogin: authenticated ? options.auth?.user : undefined,
        content,
      };
    },
    graphqlEndpoint: "/graphql",
    landingPage: false,
    plugins: [
      useDeferStream(),
      useWordPressStatus(),
      ...(auth ? [auth.plugin] : []),
      ...(testing ? [testing.plugin] : []),
    ],
  });
  const preview = previewButton(options.preview, () => store);
  const uploads = sirv(uploadsDir, { etag: true, maxAge: 3600, dotfiles: false });

  const route = async (req: IncomingMessage, res: ServerResponse) => {
    const pathname = (req.url ?? "/").split("?")[0] ?? "/";
    if (pathname === "/graphql") {
      if (testing && (await testing.interceptGraphql(req, res))) return;
      acceptJsonAsWordPress(req);
      await yoga(req, res);
    } else if (pathname.startsWith("/wp-content/uploads/")) {
      req.url = req.url?.slice("/wp-content/uploads".length);
      uploads(req, res, () => notFound(res));
    } else if (pathname === PREVIEW_BUTTON_PATH) {
      preview(req, res);
    } else if (pathname.startsWith("/__test/") && testing) {
      await testing.handle(req, res, pathname);
    } else if (pathname === WP_CRON_PATH && options.cron) {
      // As WordPress's wp-cron.php: the run's work, then an empty answer.
      await options.cron();
      res.writeHead(200, { "content-type": "text/html; charset=UTF-8" }).end();
    } else if (pathname === "/healthz") {
      res.writeHead(200, { "content-type": "text/plain" }).end("ok\n");
    } else {
      notFound(res);
    }
  };
  // A bad request (unreadable JSON to a test control, a dropped upload) answers 400 and is
  // logged; it never takes the service down.
  const listener: RequestListener = (req, res) => {
    route(req, res).catch((error: unknown) => {
      // The path alone: a GET query's variables hold what visitors searched for.
      const { path, query_parameters } = loggableUrl(req.url ?? "/");
      const query = query_parameters ? `?${query_parameters.join("&")}` : "";
      console.error(`content-service: ${req.method} ${path}${query} failed:`, error);
      if (!res.headersSent) res.writeHead(400, { "content-type": "text/plain" });
      res.end("Bad request\n");
    });
  };
  return {
    listener,
    controls: testing?.controls,
    currentStore: () => store,
    replaceStore(next: ContentStore) {
      content = createResolverMap(next);
      store = next;
    },
  };
}

function notFound(res: ServerResponse) {
  res.writeHead(404, { "content-type": "text/plain" }).end("Not found\n");
}

/** Loads and validates the seed content, then listens. Rejects on broken content. */
export async function startContentService(options: ContentServiceOptions): Promise<ContentService> {
  const uploadsDir = options.uploadsDir ?? UPLOADS_DIR;
  const listenUrl = (port: number) => `http://${options.host}:${port}`;
  // The public URL is needed to load content (absolute media URLs); with port 0 it is only
  // known after listening, so content loads after binding and requests that arrive
  // meanwhile are told to come back.
  const answerStarting: RequestListener = (_req, res) => {
    res.writeHead(503, { "retry-after": "1", "content-type": "text/plain" }).end("Starting\n");
  };
  const server = createServer(answerStarting);
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = (options.publicUrl ?? listenUrl(port)).replace(/\/+$/, "");
  const clock = options.clock ?? (() => new Date());
  let cronRanAt: Date | null = null;
  const load = {
    contentDir: options.contentDir ?? CONTENT_DIR,
    uploadsDir,
    homeUrl: url,
    get cronRanAt() {
      return cronRanAt;
    },
  };
  let store: ContentStore;
  try {
    store = await loadContent(load);
    if (options.auth) assertAccount(store, options.auth);
  } catch (error) {
    server.close();
    throw error;
  }
  const requests = createRequestListener(store, uploadsDir, {
    auth: options.auth,
    testControls: options.testControls ?? false,
    preview: options.preview,
    // A cron run publishes what is due (content/scheduled.ts) and tells the site, as the
    // plugin does in WordPress's own run.
    cron: options.watch
      ? () => {
          cronRanAt = clock();
          return live?.reload() ?? Promise.resolve();
        }
      : undefined,
  });
  const live = options.watch
    ? liveContent({
        load,
        current: requests.currentStore,
        serve: requests.replaceStore,
        publish: options.publish && publishWebhook(options.publish),
      })
    : undefined;
  // Up means edits are seen: a test (or an editor) may save a file as soon as we answer.
  await live?.ready;
  server.off("request", answerStarting);
  server.on("request", requests.listener);
  return {
    server,
    get store() {
      return requests.currentStore();
    },
    live,
    url,
    graphqlUrl: `${url}/graphql`,
    controls: requests.controls,
    close: async () => {
      await live?.close();
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}
