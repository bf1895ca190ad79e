// Load generation with autocannon: throughput and latency of one URL, or of a mix of paths.
import autocannon from "autocannon";

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Connection errors, timeouts included. */
  errors: number;
  /** Answers by status class, e.g. { "2xx": 1200, "4xx": 30 }. */
  statuses: Record<string, number>;
  total: number;
}

export interface LoadOptions {
  url: string;
  /** Paths cycled through by every connection; default: the URL alone. */
  paths?: string[];
  connections: number;
  seconds: number;
}

export async function load({ url, paths, connections, seconds }: LoadOptions): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    ...(paths && { requests: paths.map((path) => ({ method: "GET" as const, path })) }),
  });
  const statuses: Record<string, number> = {};
  for (const [key, count] of Object.entries(result)) {
    if (/^\dxx$/.test(key) && typeof count === "number" && count > 0) statuses[key] = count;
  }
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    statuses,
    total: result.requests.total,
  };
}

/**
 * Mixed load: `groups` loads side by side, each with its own shuffled order of `paths`, so that
 * connections do not all ask for the same page at the same moment.
 */
export async function loadMix(
  options: LoadOptions & { paths: string[]; groups: number },
): Promise<LoadResult> {
  const perGroup = Math.max(1, Math.round(options.connections / options.groups));
  const results = await Promise.all(
    Array.from({ length: options.groups }, (_, group) =>
      load({ ...options, connections: perGroup, paths: shuffled(options.paths, group + 1) }),
    ),
  );
  const statuses: Record<string, number> = {};
  for (const result of results) {
    for (const [status, count] of Object.entries(result.statuses)) {
      statuses[status] = (statuses[status] ?? 0) + count;
    }
  }
  return {
    requestsPerSecond: results.reduce((sum, r) => sum + r.requestsPerSecond, 0),
    p50: Math.max(...results.map((r) => r.p50)),
    p99: Math.max(...results.map((r) => r.p99)),
    errors: results.reduce((sum, r) => sum + r.errors, 0),
    statuses,
    total: results.reduce((sum, r) => sum + r.total, 0),
  };
}

/** A fixed shuffle per seed, so runs are comparable. */
function shuffled<T>(items: T[], seed: number): T[] {
  const copy = [...items];
  let state = seed * 2654435761;
  for (let i = copy.length - 1; i > 0; i--) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    const j = state % (i + 1);
    const held = copy[i] as T;
    copy[i] = copy[j] as T;
    copy[j] = held;
  }
  return copy;
}
