// OpenNext's AWS Lambda wrapper for the server function (open-next.config.ts), which first does,
// during the container's init, the work its first request would otherwise do for the first
// time: Node's fetch loaded and its HTTP client compiled, and the pages' modules loaded as Next
// loads them for a first page. OpenNext awaits the wrapper while the handler is imported, so a
// container the warmer started (stacks/warm.ts), or one Lambda starts ahead of traffic, has all
// of it done before its first visitor. The wrapper answers the warmer's events unchanged, without
// rendering a page or calling the CMS; nothing here calls the CMS either.
import awsLambda from "@opennextjs/aws/overrides/wrappers/aws-lambda.js";
import type { Wrapper } from "@opennextjs/aws/types/overrides";
import { loadPages } from "./load-pages.ts";
import { primeFetch } from "./prime-fetch.ts";

const preparedAwsLambda: Wrapper = {
  ...awsLambda,
  name: "aws-lambda-prepared",
  wrapper: async (handler, converter) => {
    await primeFetch();
    await loadPages();
    return awsLambda.wrapper(handler, converter);
  },
};

export default preparedAwsLambda;
