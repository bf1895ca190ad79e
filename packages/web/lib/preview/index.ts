// The server process's preview pieces: the secret from the settings (or SSM), a CMS session
// whose editor reads carry the site's WordPress account, and the single use of each token:
// in this process, and deployed, in the stage's ledger every Lambda container shares.
import { cmsSession } from "../cms";
import { createSecretReader, readSharedSecret } from "../secrets";
import { dynamoDeliveryLedger } from "../storage/delivery-ledger/dynamodb";
import { memoryReplayGuard } from "../storage/replay-guard/memory";
import { siteSettings } from "../settings";
import type { PreviewStartDependencies } from "./start";

const secrets = createSecretReader();
const { preview, publish } = siteSettings();
const guard = memoryReplayGuard();
const ledger = publish.purgeLogTable
  ? dynamoDeliveryLedger({ table: publish.purgeLogTable, kind: "preview" })
  : undefined;

export const previewStart: PreviewStartDependencies = {
  secret: async () => preview.secret && readSharedSecret(secrets, preview.secret),
  cms: () => cmsSession({ preview: true }),
  claimNonce: async (nonce, untilMs) =>
    guard.firstUse(`preview:${nonce}`, untilMs, Date.now()) &&
    (ledger ? ledger.claim(nonce, untilMs) : true),
  lifetimeSeconds: preview.sessionSeconds,
};
