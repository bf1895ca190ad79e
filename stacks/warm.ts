// Warm containers (SST's `warm`, stacks/Site.ts): OpenNext's warmer function invokes the server
// function N times at once every five minutes with an event of type "warmer", so visitors meet
// started containers. SST 2 also swaps the function's handler for a module of its own that
// answers that event itself and imports the site's bundle only at the first other event: a
// container the warmer kept alive would still meet its first visitor with the whole start-up
// to do. The bundle answers the warmer itself (OpenNext's aws-lambda wrapper, before it reads
// the event as a request), so it stays the handler: Lambda loads it when a container starts.
import type { CfnFunction, IFunction } from "aws-cdk-lib/aws-lambda";

/** Keeps the bundle's own handler (OpenNext's `index.handler`) as the server function's. */
export function keepBundleHandler(server: IFunction) {
  const cfn = server.node.defaultChild as CfnFunction;
  // Still the bundle's: SST swaps in its module later, when it builds the function's code.
  cfn.addPropertyOverride("Handler", cfn.handler);
}
