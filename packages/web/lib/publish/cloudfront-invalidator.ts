// Invalidations on the site's CloudFront distribution. CloudFront allows 3,000 paths and 15
// wildcards in progress per distribution: when it refuses (TooManyInvalidationsInProgress) or
// throttles, wait and retry with the same caller reference, then send the plan's fallback, its
// exact paths alone (invalidation-paths.ts), which the wildcard limit does not hold back. "/*"
// is no fallback: it is a wildcard too. With no fallback, or that refused too, it fails, and
// the webhook answers 503 for the sender to try again later.
import {
  CloudFrontClient,
  CreateInvalidationCommand,
  type CreateInvalidationCommandOutput,
} from "@aws-sdk/client-cloudfront";
import { log as serverLog, type Log } from "../observability/log";
import type { Invalidator } from "./invalidator";

export interface CloudFrontInvalidatorOptions {
  /** Made on first use: a process that never publishes never loads the credential chain. */
  client: () => CloudFrontClient;
  /** Read when first needed (from SSM, see lib/publish/webhook/setup.ts). */
  distributionId: () => Promise<string>;
  /** Waits before each retry, doubled every time (with jitter). */
  retryDelaysMs?: readonly number[];
  sleep?: (ms: number) => Promise<void>;
  log?: Pick<Log, "warn">;
}

/** About two seconds in all: the sender waits for the answer (the function times out at 10 s). */
export const RETRY_DELAYS_MS = [250, 500, 1000] as const;

/** The client the server uses: retries are this module's (one policy, not two stacked). */
export function cloudFrontClient(): CloudFrontClient {
  return new CloudFrontClient({ maxAttempts: 1 });
}

export function cloudFrontInvalidator(options: CloudFrontInvalidatorOptions): Invalidator {
  const delays = options.retryDelaysMs ?? RETRY_DELAYS_MS;
  const sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  const log = options.log ?? serverLog;
  let client: CloudFrontClient | undefined;

  async function create(paths: readonly string[], reference: string) {
    const distributionId = await options.distributionId();
    const command = new CreateInvalidationCommand({
      DistributionId: distributionId,
      InvalidationBatch: {
        CallerReference: reference,
        Paths: { Quantity: paths.length, Items: [...paths] },
      },
    });
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await (client ??= options.client()).send(command);
      } catch (error) {
        const delay = delays[attempt];
        if (!isBackOff(error) || delay === undefined) throw error;
        log.warn("revalidate: CloudFront refused, retrying", {
          error: errorName(error),
          retry_in_ms: delay,
        });
        await sleep(delay + Math.floor(Math.random() * (delay / 2)));
      }
    }
  }

  const id = (output: CreateInvalidationCommandOutput) => output.Invalidation?.Id ?? "";

  return {
    target: "CloudFront",
    async invalidate({ paths, fallback }, reference) {
      try {
        return { id: id(await create(paths, reference)), paths: [...paths], fallback: false };
      } catch (error) {
        if (!isBackOff(error) || !fallback) throw error;
        const { leftToExpire } = fallback;
        log.warn("revalidate: CloudFront still refuses; sending the exact paths alone", {
          error: errorName(error),
          paths: paths.length,
          exact_paths: fallback.paths.length,
          left_to_expire: leftToExpire,
        });
        const output = await create(fallback.paths, `${reference}:exact`);
        return { id: id(output), paths: [...fallback.paths], fallback: true, leftToExpire };
      }
    },
  };
}

/** Refusals that pass with time: too many invalidations in progress, throttling, 5xx. */
function isBackOff(error: unknown): boolean {
  const name = errorName(error);
  const status = (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode;
  return (
    name === "TooManyInvalidationsInProgress" ||
    name === "Throttling" ||
    name === "ThrottlingException" ||
    status === 429 ||
    (status !== undefined && status >= 500)
  );
}

function errorName(error: unknown): string {
  return error instanceof Error ? error.name : String(error);
}
