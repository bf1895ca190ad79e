// Builds the publish webhook's pieces from the settings: the secret (from the environment or
// SSM), the CDN (CloudFront when the stack named the distribution's parameter, else none), the
// replay guard and the build id. The process makes one (index.ts); tests make their own.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { CloudFrontClient } from "@aws-sdk/client-cloudfront";
import type { PurgeSelector } from "../cms/cache";
import type { SecretReader } from "../secrets";
import type { PublishSettings } from "../settings";
import { cloudFrontClient, cloudFrontInvalidator } from "./cloudfront-invalidator";
import { noCdn } from "./invalidator";
import { createReplayGuard } from "./replay-guard";
import { TIMESTAMP_TOLERANCE_SECONDS } from "./signature";
import type { WebhookDependencies } from "./webhook";

export interface PublishSetupOptions {
  purge: (selector: PurgeSelector) => number;
  secrets: SecretReader;
  cloudFront?: () => CloudFrontClient;
  buildId?: () => string;
}

export function createWebhookDependencies(
  settings: PublishSettings,
  options: PublishSetupOptions,
): WebhookDependencies {
  const { secrets } = options;
  const distributionIdParameter = settings.distributionIdParameter;
  return {
    secret: async () => settings.webhookSecret && secrets.secret(settings.webhookSecret),
    purge: options.purge,
    invalidator: distributionIdParameter
      ? cloudFrontInvalidator({
          client: options.cloudFront ?? cloudFrontClient,
          distributionId: () => secrets.parameter(distributionIdParameter),
        })
      : noCdn,
    buildId: options.buildId ?? buildIdOfThisServer,
    replayGuard: createReplayGuard({ toleranceSeconds: TIMESTAMP_TOLERANCE_SECONDS }),
  };
}

let buildId: string | undefined;

/** OpenNext sets NEXT_BUILD_ID on Lambda; `next start` serves the build in .next/. */
function buildIdOfThisServer(): string {
  buildId ??=
    process.env.NEXT_BUILD_ID ??
    readFileSync(path.join(process.cwd(), ".next", "BUILD_ID"), "utf8").trim();
  return buildId;
}
