// The SST v2 app: its name, default region and stacks. Deployed with `npx sst deploy --stage <name>`.
import type { SSTConfig } from "sst";
import { Site } from "./stacks/Site.ts";

export default {
  config() {
    return { name: "corus-site", region: "ca-central-1" };
  },
  stacks(app) {
    // nodejs18.x and nodejs20.x can no longer be created or updated on Lambda.
    app.setDefaultFunctionProps({ runtime: "nodejs22.x" });
    app.stack(Site);
  },
} satisfies SSTConfig;
