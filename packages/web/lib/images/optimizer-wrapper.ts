// OpenNext's AWS Lambda wrapper for the image function (open-next.config.ts), unchanged but for
// one header: each answer names the upload it was made from in the cache-tag header, which
// CloudFront keeps with it (lib/images/optimizer-tag.ts). OpenNext's image handler sets only
// its own headers, and next.config.ts's headers() do not reach it.
import { CACHE_TAG_HEADER } from "@corus/site-rules/cache-tag-header";
import awsLambda from "@opennextjs/aws/overrides/wrappers/aws-lambda.js";
import type { Wrapper } from "@opennextjs/aws/types/overrides";
import { optimizerCacheTag } from "./optimizer-tag.ts";

const taggedAwsLambda: Wrapper = {
  ...awsLambda,
  name: "aws-lambda-cache-tagged",
  wrapper: (handler, converter) =>
    awsLambda.wrapper(async (event, options) => {
      const result = await handler(event, options);
      const tag = optimizerCacheTag(event.query.url);
      return tag ? { ...result, headers: { ...result.headers, [CACHE_TAG_HEADER]: tag } } : result;
    }, converter),
};

export default taggedAwsLambda;
