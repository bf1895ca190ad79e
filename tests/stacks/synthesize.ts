// Synthesizes the app as `sst deploy` would, offline, in SST's test mode (NODE_ENV=test, which
// vitest sets): no AWS calls, and NextjsSite reads the OpenNext output instead of building it.
import { Template } from "aws-cdk-lib/assertions";
import { App, getStack } from "sst/constructs";
import { initProject } from "sst/project.js";
import { vi } from "vitest";
import config from "../../sst.config.ts";
import { Site } from "../../stacks/Site.ts";

/** The app of `stage` with `env` as the deploying machine's environment, stacks added. */
export async function appFor(stage: string, env: Record<string, string>) {
  vi.unstubAllEnvs();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  await initProject({ stage });
  const { name, region } = config.config();
  const app = new App({ mode: "deploy", stage, name, region, account: "123456789012" });
  config.stacks(app);
  return app;
}

export async function synthesize(stage: string, env: Record<string, string>) {
  const app = await appFor(stage, env);
  await app.finish();
  return Template.fromStack(getStack(Site));
}
