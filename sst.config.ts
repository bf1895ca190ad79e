// The SST v2 app: its name, default region and stacks. Deployed with `npx sst deploy --stage <name>`
// (see docs/operations.md, "Deploying").
import type { SSTConfig } from "sst";
import { LAMBDA_RUNTIME } from "./stacks/runtime.ts";
import { Site } from "./stacks/Site.ts";

export default {
  config() {
    return { name: "corus-site", region: "ca-central-1" };
  },
  stacks(app) {
    app.setDefaultFunctionProps({ runtime: LAMBDA_RUNTIME });
    app.stack(Site);
  },
} satisfies SSTConfig;
