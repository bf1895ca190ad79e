// The one Lambda runtime for every function: nodejs18.x and nodejs20.x can no longer be
// created or updated, and SST's site and edge constructs still default to nodejs18.x.
export const LAMBDA_RUNTIME = "nodejs22.x";
