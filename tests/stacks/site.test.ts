// Synthesizes the stacks offline in SST's test mode (no AWS calls) and checks the template.
import { Template } from "aws-cdk-lib/assertions";
import { App, getStack } from "sst/constructs";
import { initProject } from "sst/project.js";
import { describe, expect, it } from "vitest";
import { Site } from "../../stacks/Site.ts";

async function synthesize(stage: string) {
  await initProject({ stage });
  const app = new App({
    mode: "deploy",
    stage,
    name: "corus-site",
    region: "ca-central-1",
    account: "123456789012",
  });
  app.stack(Site);
  await app.finish();
  return Template.fromStack(getStack(Site));
}

describe("Site stack", () => {
  it("synthesizes in test mode and names its stage", async () => {
    const template = await synthesize("ci-check");
    template.hasOutput("Stage", { Value: "ci-check" });
    expect(Object.keys(template.toJSON().Outputs ?? {})).toContain("Stage");
  }, 60_000);
});
