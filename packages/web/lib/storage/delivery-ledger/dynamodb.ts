// The delivery ledger in the stage's DynamoDB table (the purge log's, ../purge-log/dynamodb.ts,
// in partitions of its own, never read by the purge log's query): each id is claimed with a
// conditional write, which succeeds for the first claim only. The item expires with the time
// the message stops being accepted; DynamoDB deletes it later, which only keeps refusing an id
// that is refused anyway. An item's partition key is `<kind>#<id>`.
import { lazyDynamoClient, type DynamoClientFactory } from "../dynamodb-client.ts";
import type { DeliveryLedger, OneTimeKind } from "./index.ts";

/** Every delivery item has the one sort key: the partition alone identifies it. */
const SORT_KEY = "claimed";

export interface DynamoDeliveryLedgerOptions {
  table: string;
  /** Default: "delivery", the publish webhook's; the purge log's items are all in "purges". */
  kind?: OneTimeKind;
  client?: DynamoClientFactory;
}

export function dynamoDeliveryLedger({
  table,
  kind = "delivery",
  client,
}: DynamoDeliveryLedgerOptions): DeliveryLedger {
  const dynamo = lazyDynamoClient(client);
  return {
    async claim(id, untilMs) {
      const { PutItemCommand } = await import("@aws-sdk/client-dynamodb");
      try {
        await (
          await dynamo()
        ).send(
          new PutItemCommand({
            TableName: table,
            Item: {
              log: { S: `${kind}#${id}` },
              at: { S: SORT_KEY },
              expiresAt: { N: String(Math.ceil(untilMs / 1000)) },
            },
            ConditionExpression: "attribute_not_exists(#log)",
            ExpressionAttributeNames: { "#log": "log" },
          }),
        );
        return true;
      } catch (error) {
        // By name: the SDK's class may come from another copy of the package.
        if ((error as Error | undefined)?.name === "ConditionalCheckFailedException") return false;
        throw error;
      }
    },
  };
}
