// Stores a stage's secrets where its deployed site reads them: SSM Parameter Store
// SecureStrings named by the stack (stacks/settings.ts), never the CloudFormation template.
// Run before `sst deploy` with the secrets in the environment (the deploy workflow does):
//   CMS_WEBHOOK_SECRET=... npx tsx scripts/store-secrets.ts <stage>
// A secret not set is left as it is in SSM.
import { PutParameterCommand, SSMClient } from "@aws-sdk/client-ssm";
import { MIN_SHARED_SECRET_LENGTH } from "@corus/site-rules/shared-secret";
import config from "../sst.config.ts";
import { SITE_SECRET_NAMES, stageParameters } from "../stacks/settings.ts";

const stage = process.argv[2];
if (!stage) {
  console.error(
    "store-secrets: name the stage, e.g. `npx tsx scripts/store-secrets.ts production`",
  );
  process.exit(1);
}
const { name, region } = config.config();
const parameters = stageParameters(name, stage);
const parameterOf = {
  CMS_WEBHOOK_SECRET: parameters.webhookSecret,
  CMS_AUTH_APP_PASSWORD: parameters.authAppPassword,
  CMS_PREVIEW_SECRET: parameters.previewSecret,
} satisfies Record<(typeof SITE_SECRET_NAMES)[number], string>;

// The site refuses shorter shared secrets when it reads them: refuse to store them at all.
const SHARED_SECRETS = ["CMS_WEBHOOK_SECRET", "CMS_PREVIEW_SECRET"];
const tooShort = SHARED_SECRETS.filter(
  (secret) => (process.env[secret]?.length ?? MIN_SHARED_SECRET_LENGTH) < MIN_SHARED_SECRET_LENGTH,
);
if (tooShort.length > 0) {
  console.error(
    `store-secrets: ${tooShort.join(", ")} must be at least ${MIN_SHARED_SECRET_LENGTH} characters long (\`openssl rand -hex 32\`); nothing stored`,
  );
  process.exit(1);
}

const ssm = new SSMClient({ region });
for (const secret of SITE_SECRET_NAMES) {
  const value = process.env[secret];
  if (!value) {
    console.log(`store-secrets: ${secret} not set; ${parameterOf[secret]} left as it is`);
    continue;
  }
  await ssm.send(
    new PutParameterCommand({
      Name: parameterOf[secret],
      Value: value,
      Type: "SecureString",
      Overwrite: true,
    }),
  );
  console.log(`store-secrets: ${secret} stored as ${parameterOf[secret]}`);
}
