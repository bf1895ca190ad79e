// The site stack. For now it only names the stage; the Next.js site on Lambda behind
// CloudFront and the Lambda@Edge redirect handler come with the deployment issue.
import type { StackContext } from "sst/constructs";

export function Site({ stack }: StackContext) {
  stack.addOutputs({ Stage: stack.stage });
}
