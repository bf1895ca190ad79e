// Synthesizes the app as `sst deploy` would, offline, in SST's test mode (NODE_ENV=test, which
// vitest sets): no AWS calls, and NextjsSite reads the OpenNext output instead of building it.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Template } from "aws-cdk-lib/assertions";
import { App, getStack } from "sst/constructs";
import { initProject } from "sst/project.js";
import { vi } from "vitest";
import config from "../../sst.config.ts";
import { Site } from "../../stacks/Site.ts";

/**
 * The app of `stage` with `env` as the deploying machine's environment, stacks added; its
 * cloud assembly goes to `outdir` (CDK's default is a new temporary folder per app, left behind,
 * and assets are staged into it as their constructs are made).
 */
async function appFor(stage: string, env: Record<string, string>, outdir: string) {
  vi.unstubAllEnvs();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  await initProject({ stage });
  const { name, region } = config.config();
  const app = new App({ mode: "deploy", stage, name, region, account: "123456789012" }, { outdir });
  config.stacks(app);
  return app;
}

/** The site's stack as CloudFormation; the assembly (about 60 MB of staged assets) is removed. */
export async function synthesize(stage: string, env: Record<string, string>) {
  const outdir = mkdtempSync(path.join(tmpdir(), "stack-test-"));
  try {
    const app = await appFor(stage, env, outdir);
    await app.finish();
    return Template.fromStack(getStack(Site));
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}
