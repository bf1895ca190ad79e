// OpenNext's AWS Lambda wrapper for the server function (open-next.config.ts), which first does,
// during the container's init, what its first request would otherwise do for the first time:
// the pages' code loaded and compiled as Next loads it for a first page, then the request
// pipeline run once on a request that needs no CMS. OpenNext awaits the wrapper while the
// handler is imported, so a container the warmer started (stacks/warm.ts), or one Lambda starts
// ahead of traffic, has done it before its first visitor; a container a visitor starts does it
// once, as before, only sooner. The warmer's events are answered unchanged, without a page or a
// CMS call (docs/benchmark-and-audit.md, "Cold start of the deployed shape", measures each step).
import { setFlagsFromString } from "node:v8";
import awsLambda from "@opennextjs/aws/overrides/wrappers/aws-lambda.js";
import type { Wrapper } from "@opennextjs/aws/types/overrides";
import { loadPages } from "./load-pages.ts";
import { warmUpRequest } from "./warm-up-request.ts";

const preparedAwsLambda: Wrapper = {
  ...awsLambda,
  name: "aws-lambda-prepared",
  wrapper: async (handler, converter) => {
    // V8 compiles a function when it is first called, so the first page compiled most of the
    // pages' code: compiled eagerly while it loads instead, then back to V8's default.
    setFlagsFromString("--no-lazy");
    try {
      await loadPages();
    } finally {
      setFlagsFromString("--lazy");
    }
    const lambdaHandler = await awsLambda.wrapper(handler, converter);
    await lambdaHandler(warmUpRequest);
    return lambdaHandler;
  },
};

export default preparedAwsLambda;
