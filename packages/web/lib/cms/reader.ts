// Every CMS read of the server goes through here: public reads, without credentials, through
// the shared cache (straight to the CMS in a preview); an editor's reads, with the site's
// WordPress credentials, never cached; every call behind the circuit breaker, timed, logged in
// one line and counted (CmsCalls, CmsCallsFailed), and every read counted in the request's
// trace (Server-Timing, x-cms-cache) and its metrics (CmsHit, CmsMiss, CmsRefreshing, CmsStale,
// CmsFailed: @corus/site-rules/metrics). A read answered stale (the CMS failed or was too slow,
// not a refresh) logs a warning of its own.
import type { ApolloClient, OperationVariables, TypedDocumentNode } from "@apollo/client";
import type { ErrorLike } from "@apollo/client";
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { METRIC, type MetricName } from "@corus/site-rules/metrics";
import { createHash } from "node:crypto";
import { getOperationAST, print, type DocumentNode } from "graphql";
import type { CacheOutcome, CacheTags, CmsCache, LoadReason } from "./cache";
import { contentTags, type CacheTag } from "./cache-tags";
import type { CircuitBreaker } from "./circuit-breaker";
import { log as serverLog, type Log } from "../observability/log";
import { count } from "../observability/metrics";
import type { CmsHealth } from "./health";
import { describeError } from "./errors";
import { createTrace, type CmsTrace, type ReadOutcome } from "./trace";
import type { PageStateRead } from "../graphql/page-state";

export interface CmsQueryOptions {
  /**
   * What the answer shows that the answer itself does not name (cache-tags.ts): the list or
   * kind it is, the URI it was asked for. The nodes in it are found in it.
   */
  tags?: CacheTags;
  /**
   * Return data that came with GraphQL errors (a failing field) instead of throwing. Such an
   * answer is never cached.
   */
  partial?: boolean;
  /** Hand the answer to the browser's Apollo cache as page state (lib/graphql/merge-state.ts). */
  pageState?: boolean;
}

export interface CmsResult<TData> {
  data: TData | undefined;
  /** Present only with `partial`: the GraphQL errors that came with the data. */
  error?: ErrorLike | undefined;
}

/** The CMS as one page request sees it. */
export interface CmsSession {
  /** Preview requests bypass every cache. */
  readonly preview: boolean;
  readonly trace: CmsTrace;
  /** The tags of every public answer read so far: what the page shows (cache-tags.ts). */
  tags(): ReadonlySet<CacheTag>;
  /**
   * Tags of what the page depends on without reading it here: the redirect lookup the edge
   * made for this URL (a new redirect must purge the page all the same).
   */
  addTags(tags: Iterable<CacheTag>): void;
  query<TData, TVariables extends OperationVariables>(
    document: TypedDocumentNode<TData, TVariables>,
    variables: TVariables,
    options?: CmsQueryOptions,
  ): Promise<CmsResult<TData>>;
  /**
   * A read with the site's WordPress credentials (what an editor sees: drafts, pending
   * changes), never cached nor handed to the browser. Only previews may ask, for the one post
   * the editor's preview names (lib/preview/). Rejects when no credentials are configured.
   */
  queryAsEditor<TData, TVariables extends OperationVariables>(
    document: TypedDocumentNode<TData, TVariables>,
    variables: TVariables,
  ): Promise<CmsResult<TData>>;
  /** The answers read with `pageState`, in the order read. */
  pageStateReads(): readonly PageStateRead[];
}

/** An editor's read asked of a server with no CMS_AUTH_* settings. */
export class CmsCredentialsMissing extends Error {
  override name = "CmsCredentialsMissing";
  constructor() {
    super("no CMS credentials configured (CMS_AUTH_USER and CMS_AUTH_APP_PASSWORD)");
  }
}

export interface SessionOptions {
  /** Preview requests bypass every cache. */
  preview: boolean;
  /**
   * Public reads straight from the CMS, past the cache and without filling it: what the CMS
   * has now (the publish webhook's look at what changed).
   */
  fresh?: boolean;
  /**
   * How long, in all, this request waits for answers the cache does not hold (a page's promise
   * to answer quickly while the CMS hangs); past it a read serves a stale answer or fails as an
   * outage, and its load goes on to fill the cache. None: as long as the CMS calls take.
   */
  waitMs?: number | undefined;
  /**
   * Instead of `waitMs`, for a read with no stale answer to fall back on while the CMS is not
   * failing (lib/cms/health.ts): a slow CMS then costs a cold page time, not a 503. From the
   * first attempt that fails, every read waits `waitMs` again, those waiting included.
   * Default: `waitMs`.
   */
  coldWaitMs?: number | undefined;
}

export interface CmsReaderDependencies {
  /**
   * One client for the process, without credentials: it caches nothing itself (every query is
   * `no-cache`).
   */
  client: ApolloClient;
  /** The client with the site's WordPress credentials; none without CMS_AUTH_* settings. */
  editorClient?: ApolloClient | undefined;
  cache: CmsCache;
  breaker: CircuitBreaker;
  /** Whether the CMS is failing, as the clients' attempts show it (cold reads wait less). */
  health?: CmsHealth;
  /** Runs before every cached read: applies purges made by other server instances. */
  beforeCachedRead?: () => Promise<void>;
  log?: Pick<Log, "info" | "warn">;
}

/** The metric each way the cache answers a page's read (a preview's reads bypass it). */
const OUTCOME_METRIC: Record<CacheOutcome, MetricName> = {
  hit: METRIC.cmsHit,
  miss: METRIC.cmsMiss,
  refreshing: METRIC.cmsRefreshing,
  stale: METRIC.cmsStale,
};

/** An answer with GraphQL errors: returned to its caller (when partial) but never stored. */
class AnswerWithErrors extends Error {
  override name = "AnswerWithErrors";
  constructor(readonly result: CmsResult<unknown>) {
    super("the CMS answered with GraphQL errors");
  }
}

export function createCmsReader({
  client,
  editorClient,
  cache,
  breaker,
  health,
  beforeCachedRead,
  log = serverLog,
}: CmsReaderDependencies) {
  async function call<TData, TVariables extends OperationVariables>(
    document: TypedDocumentNode<TData, TVariables>,
    variables: TVariables,
    outcome: ReadOutcome | "refresh" | "editor",
    through: ApolloClient = client,
  ): Promise<CmsResult<TData>> {
    const operation = operationName(document);
    const started = performance.now();
    const line = (status: string, error?: unknown) =>
      log.info("cms call", {
        cms_operation: operation,
        cache: outcome,
        status,
        ms: Math.round((performance.now() - started) * 10) / 10,
        ...(error !== undefined && { error: describeError(error) }),
      });
    count(METRIC.cmsCalls);
    try {
      const result = await breaker.run(async () => {
        const answer = await through.query<TData, TVariables>({
          query: document,
          variables,
          fetchPolicy: "no-cache",
          errorPolicy: "all",
        } as ApolloClient.QueryOptions<TData, TVariables>);
        // errorPolicy "all" resolves network failures too: only GraphQL errors are an answer.
        if (answer.error && !CombinedGraphQLErrors.is(answer.error)) throw answer.error;
        return answer;
      });
      line(result.error ? "graphql-errors" : "ok");
      return { data: result.data as TData | undefined, error: result.error };
    } catch (error) {
      line("failed", error);
      count(METRIC.cmsCallsFailed);
      throw error;
    }
  }

  /** A public read: from the cache, or loaded (and stored when it has no errors). */
  async function cachedRead<TData, TVariables extends OperationVariables>(
    document: TypedDocumentNode<TData, TVariables>,
    variables: TVariables,
    tags: CacheTags,
    deadlines: { waitUntil: number; coldWaitUntil: number } | undefined,
  ): Promise<{ result: CmsResult<TData>; outcome: CacheOutcome; tags: CacheTags }> {
    await beforeCachedRead?.();
    try {
      const load = async (reason: LoadReason) => {
        const answer = await call(document, variables, reason);
        if (answer.error) throw new AnswerWithErrors(answer);
        return answer.data;
      };
      const now = Date.now();
      const wait = deadlines && {
        waitMs: deadlines.waitUntil - now,
        coldWaitMs: (health?.failing() ? deadlines.waitUntil : deadlines.coldWaitUntil) - now,
        ...(health && { cutColdWait: health.onFailing }),
      };
      const read = await cache.read(cacheKey(document, variables), tags, load, wait);
      if (read.outcome === "stale") {
        log.warn("cms: answered from what was kept: the CMS failed or did not answer in time", {
          cms_operation: operationName(document),
        });
      }
      return { result: { data: read.value }, outcome: read.outcome, tags: read.tags };
    } catch (error) {
      if (error instanceof AnswerWithErrors) {
        const { result } = error;
        return {
          result: result as CmsResult<TData>,
          outcome: "miss",
          tags: [...tags, ...contentTags(result.data)],
        };
      }
      throw error;
    }
  }

  return function session({
    preview,
    fresh = false,
    waitMs,
    coldWaitMs = waitMs,
  }: SessionOptions): CmsSession {
    const bypass = preview || fresh;
    const trace = createTrace();
    const started = Date.now();
    const deadlines =
      waitMs === undefined
        ? undefined
        : {
            waitUntil: started + waitMs,
            coldWaitUntil: started + Math.max(waitMs, coldWaitMs ?? waitMs),
          };
    // In the order the page asked, not the order the answers came back in: the page state
    // (and so the page's props) is then the same whether the answers were cached or not.
    const handedOver: (PageStateRead | undefined)[] = [];
    const shown = new Set<CacheTag>();
    const cmsSession: CmsSession = {
      preview,
      trace,
      tags: () => shown,
      addTags(tags) {
        for (const tag of tags) shown.add(tag);
      },
      pageStateReads: () => handedOver.filter((read) => read !== undefined),
      async query(document, variables, options = {}) {
        const end = trace.start();
        const slot = options.pageState ? handedOver.push(undefined) - 1 : -1;
        let outcome: ReadOutcome = "bypass";
        try {
          let result;
          let tags: CacheTags;
          try {
            if (bypass) {
              result = await call(document, variables, "bypass");
              tags = [...(options.tags ?? []), ...contentTags(result.data)];
            } else {
              const read = await cachedRead(document, variables, options.tags ?? [], deadlines);
              ({ result, outcome, tags } = read);
              count(OUTCOME_METRIC[read.outcome]);
            }
          } catch (error) {
            count(METRIC.cmsFailed);
            throw error;
          }
          for (const tag of tags) shown.add(tag);
          if (result.error && !options.partial) throw result.error;
          if (slot >= 0 && result.data && !result.error) {
            handedOver[slot] = { query: document, variables, data: result.data };
          }
          return options.partial ? result : { data: result.data };
        } finally {
          end(outcome);
        }
      },
      async queryAsEditor(document, variables) {
        if (!editorClient) throw new CmsCredentialsMissing();
        const end = trace.start();
        try {
          const result = await call(document, variables, "editor", editorClient);
          if (result.error) throw result.error;
          return { data: result.data };
        } finally {
          end("bypass");
        }
      },
    };
    return cmsSession;
  };
}

const documentIds = new WeakMap<DocumentNode, string>();

/**
 * The operation, the document (two documents may share a name) and the variables. The document
 * by its text, not its object: Next bundles each route with its own copy of every document, and
 * the publish webhook must find the answers the pages read.
 */
export function cacheKey(document: DocumentNode, variables: OperationVariables): string {
  let id = documentIds.get(document);
  if (id === undefined) {
    id = createHash("sha256").update(print(document)).digest("base64url").slice(0, 16);
    documentIds.set(document, id);
  }
  return `${operationName(document)}#${id}:${stableJson(variables)}`;
}

function operationName(document: DocumentNode): string {
  return getOperationAST(document)?.name?.value ?? "anonymous";
}

/** JSON with object keys sorted, so equal variables make equal keys. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}
