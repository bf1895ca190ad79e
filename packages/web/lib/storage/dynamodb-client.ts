// The DynamoDB client the stage's purge-log table is used through (purge-log/dynamodb.ts,
// delivery-ledger/dynamodb.ts): made on first use, so a process that never publishes or
// catches up never loads the SDK or its credential chain.
import type { DynamoDBClient } from "@aws-sdk/client-dynamodb";

/** Makes the client (tests hand one in); default: the SDK's, from the Lambda's environment. */
export type DynamoClientFactory = () => DynamoDBClient | Promise<DynamoDBClient>;

export function lazyDynamoClient(client?: DynamoClientFactory): () => Promise<DynamoDBClient> {
  let made: Promise<DynamoDBClient> | undefined;
  return () =>
    (made ??= Promise.resolve(
      client
        ? client()
        : import("@aws-sdk/client-dynamodb").then(({ DynamoDBClient }) => new DynamoDBClient({})),
    ));
}
