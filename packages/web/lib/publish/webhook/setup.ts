// Builds the publish webhook's pieces from the settings: the secret (from the environment or
// SSM), the CDN (CloudFront when the stack named the distribution's parameter, else none), the
// replay guards (this process's, and the stage's delivery ledger when it has a purge-log
// table) and the build id. The process makes one (process.ts); tests make their own.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { CloudFrontClient } from "@aws-sdk/client-cloudfront";
import type { PurgeSelector } from "../../cms/cache";
import type { CmsSession } from "../../cms/reader";
import { PURGE_PROPAGATION_MS } from "../../cms/setup";
import { readSharedSecret, type SecretReader } from "../../secrets";
import type { PublishSettings } from "../../settings";
import { cloudFrontClient, cloudFrontInvalidator } from "../cloudfront-invalidator";
import { noCdn } from "../invalidator";
import { readChangedNodes } from "../changed-nodes";
import { findListings } from "../find-listings";
import { invalidationPlan } from "../invalidation-paths";
import { tagInvalidationPlan } from "../invalidation-tags";
import type { DeliveryLedger } from "../../storage/delivery-ledger";
import { dynamoDeliveryLedger } from "../../storage/delivery-ledger/dynamodb";
import type { PurgeLog } from "../../storage/purge-log";
import { memoryReplayGuard } from "../../storage/replay-guard/memory";
import type { WebhookDependencies } from "./index";

export interface PublishSetupOptions {
  purge: (selector: PurgeSelector) => number;
  /** A session of the server's CMS: public reads, through its cache unless `fresh`. */
  cms: (options?: { fresh: boolean }) => CmsSession;
  /** The log the server instances share (the same one their CMS readers catch up from). */
  purgeLog?: PurgeLog<PurgeSelector> | undefined;
  secrets: SecretReader;
  cloudFront?: () => CloudFrontClient;
  /** Default: the settings' purge-log table, when there is one. */
  deliveries?: DeliveryLedger;
  /** The build's id, for the path fallback (page-data twins are cached under it). */
  buildId?: () => string;
}

export function createWebhookDependencies(
  settings: PublishSettings,
  options: PublishSetupOptions,
): WebhookDependencies {
  const { secrets } = options;
  const buildId = options.buildId ?? buildIdOfThisServer;
  const distributionIdParameter = settings.distributionIdParameter;
  return {
    secret: async () => settings.webhookSecret && readSharedSecret(secrets, settings.webhookSecret),
    purge: options.purge,
    readChangedNodes: (changes) =>
      readChangedNodes({ shown: () => options.cms(), now: options.cms({ fresh: true }) }, changes),
    planInvalidation:
      settings.cdnInvalidation === "tags"
        ? async (_changes, tags) => tagInvalidationPlan(tags)
        : async (changes, _tags, nodes) =>
            invalidationPlan(
              changes,
              await findListings(options.cms({ fresh: true }), changes, nodes),
              buildId(),
            ),
    ...(options.purgeLog && {
      purgeLog: { log: options.purgeLog, propagationMs: PURGE_PROPAGATION_MS },
    }),
    invalidator: distributionIdParameter
      ? cloudFrontInvalidator({
          client: options.cloudFront ?? cloudFrontClient,
          distributionId: () => secrets.parameter(distributionIdParameter),
        })
      : noCdn,
    replayGuard: memoryReplayGuard(),
    deliveries:
      options.deliveries ??
      (settings.purgeLogTable
        ? dynamoDeliveryLedger({ table: settings.purgeLogTable })
        : undefined),
  };
}

let thisBuildId: string | undefined;

/** OpenNext sets NEXT_BUILD_ID on Lambda; `next start` serves the build in .next/. */
function buildIdOfThisServer(): string {
  thisBuildId ??=
    process.env.NEXT_BUILD_ID ??
    readFileSync(path.join(process.cwd(), ".next", "BUILD_ID"), "utf8").trim();
  return thisBuildId;
}
