// Controls for tests, enabled only in test mode: fail or delay the next GraphQL requests,
// answer an operation with GraphQL errors (as WPGraphQL answers a field a plugin broke), count
// them, and add redirection records the seed files would refuse (unsafe codes and targets the
// site must ignore). Reachable over HTTP under /__test/ and in process.
import type { IncomingMessage, ServerResponse } from "node:http";
import { getOperationAST, GraphQLError } from "graphql";
import type { Plugin } from "graphql-yoga";
import type { ContentStore, RedirectRecord } from "./content/records.ts";
import { normalizePath } from "@corus/site-rules/redirects";

export type FailureMode = "500" | "drop";

/** A redirection record as a test hands it in: enabled unless it says otherwise. */
export type FixtureRedirect = Omit<RedirectRecord, "enabled"> & { enabled?: boolean };

export interface TestControls {
  /** The next `count` GraphQL requests answer 500, or have their connection dropped. */
  failNext(count: number, mode: FailureMode): void;
  /** The next `count` GraphQL requests wait `ms` before being answered. */
  delayNext(count: number, ms: number): void;
  /**
   * The next `count` executions of `operation` are answered with a GraphQL error and no data
   * (HTTP 200), as WPGraphQL answers a query whose field fails.
   */
  errorNext(operation: string, count: number): void;
  addRedirects(records: FixtureRedirect[]): void;
  /** GraphQL requests received since the last reset, failed ones included. */
  graphqlRequests(): number;
  /** Operations executed since the last reset, by operation name. */
  operations(): Record<string, number>;
  reset(): void;
}

export function createTestControls(
  currentStore: () => ContentStore,
  refuseAuthenticated: (count: number) => void,
) {
  let failures: { remaining: number; mode: FailureMode } = { remaining: 0, mode: "500" };
  let delays = { remaining: 0, ms: 0 };
  let errors = new Map<string, number>();
  let requests = 0;
  let operations: Record<string, number> = {};
  // The redirects each store was loaded with (the content is reloaded when its files change).
  const seedRedirects = new WeakMap<ContentStore, RedirectRecord[]>();
  const seedOf = (store: ContentStore) => {
    let seed = seedRedirects.get(store);
    if (!seed) seedRedirects.set(store, (seed = [...store.redirects]));
    return seed;
  };
  seedOf(currentStore());

  const controls: TestControls = {
    failNext: (count, mode) => {
      failures = { remaining: count, mode };
    },
    delayNext: (count, ms) => {
      delays = { remaining: count, ms };
    },
    errorNext: (operation, count) => {
      errors.set(operation, count);
    },
    addRedirects: (records) => {
      const store = currentStore();
      seedOf(store);
      // Test fixtures go in as given: only the origin is put in lookup form.
      store.redirects.unshift(
        ...records.map((r) => ({
          ...r,
          enabled: r.enabled ?? true,
          origin: normalizePath(r.origin),
        })),
      );
    },
    graphqlRequests: () => requests,
    operations: () => ({ ...operations }),
    reset: () => {
      operations = {};
      failures = { remaining: 0, mode: "500" };
      delays = { remaining: 0, ms: 0 };
      errors = new Map();
      requests = 0;
      const store = currentStore();
      store.redirects.splice(0, store.redirects.length, ...seedOf(store));
    },
  };

  /** Counts each executed operation by name (requests failed on purpose never execute). */
  const plugin: Plugin = {
    onExecute({ args, setResultAndStopExecution }) {
      const name = getOperationAST(args.document, args.operationName)?.name?.value ?? "anonymous";
      operations[name] = (operations[name] ?? 0) + 1;
      const failing = errors.get(name) ?? 0;
      if (failing > 0) {
        errors.set(name, failing - 1);
        setResultAndStopExecution({
          data: null,
          errors: [new GraphQLError("Internal server error", { path: [name] })],
        });
      }
    },
  };

  /** Runs before a GraphQL request; true when the request has been answered here. */
  async function interceptGraphql(_req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    requests += 1;
    // Whether it fails is decided as it arrives: a request still held by an earlier delay
    // must not take a failure meant for the requests after it.
    const failure = failures.remaining > 0 ? failures.mode : undefined;
    if (failure) failures.remaining -= 1;
    if (delays.remaining > 0) {
      delays.remaining -= 1;
      await new Promise((resolve) => setTimeout(resolve, delays.ms));
    }
    if (!failure) return false;
    if (failure === "drop") res.socket?.destroy();
    else res.writeHead(500, { "content-type": "text/plain" }).end("Injected failure\n");
    return true;
  }

  /** The /__test/ endpoints. */
  async function handle(req: IncomingMessage, res: ServerResponse, pathname: string) {
    let body = "";
    for await (const chunk of req) body += chunk;
    const input = body ? (JSON.parse(body) as Record<string, unknown>) : {};
    const ok = (payload: object = { ok: true }) =>
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(payload));
    switch (`${req.method} ${pathname}`) {
      case "POST /__test/fail-next":
        controls.failNext(Number(input.count ?? 1), input.mode === "drop" ? "drop" : "500");
        return ok();
      case "POST /__test/delay-next":
        controls.delayNext(Number(input.count ?? 1), Number(input.ms ?? 0));
        return ok();
      case "POST /__test/error-next":
        controls.errorNext(String(input.operation), Number(input.count ?? 1));
        return ok();
      case "POST /__test/redirects":
        controls.addRedirects(input.records as FixtureRedirect[]);
        return ok();
      case "POST /__test/unauthenticated-next":
        refuseAuthenticated(Number(input.count ?? 1));
        return ok();
      case "POST /__test/reset":
        controls.reset();
        return ok();
      case "GET /__test/requests":
        return ok({ graphql: controls.graphqlRequests(), operations: controls.operations() });
      default:
        res.writeHead(404, { "content-type": "text/plain" }).end("Unknown test control\n");
    }
  }

  return { controls, interceptGraphql, handle, plugin };
}
