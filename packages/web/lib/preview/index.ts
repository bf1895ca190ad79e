// The server process's preview pieces: the secret from the settings (or SSM), a CMS session
// with draft reads, and the guard that lets each token in once.
import { cmsSession } from "../cms";
import { createSecretReader, readSharedSecret } from "../secrets";
import { createReplayGuard } from "../security/replay-guard";
import { siteSettings } from "../settings";
import type { PreviewStartDependencies } from "./start";

const secrets = createSecretReader();
const { secret } = siteSettings().preview;

export const previewStart: PreviewStartDependencies = {
  secret: async () => secret && readSharedSecret(secrets, secret),
  cms: () => cmsSession({ preview: true }),
  replayGuard: createReplayGuard(),
};
