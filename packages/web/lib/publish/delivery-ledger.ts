// The one-time ids every server instance has accepted (the publish webhook's delivery ids, the
// nonces of editors' preview tokens), so a captured message replayed to another Lambda
// container while its signature is still accepted is refused there too (the in-process replay
// guard only knows its own container's). Each id is claimed with a conditional write to the
// stage's purge-log table, in a partition of its own (never read by the purge log's query):
// the write succeeds for the first claim only. The item expires with the time the message
// stops being accepted; DynamoDB deletes it later, which only keeps refusing an id that is
// refused anyway.
//
// Imports carry ".ts": the plugin's tests (tests/wordpress-plugin, NodeNext) load the webhook.
import { lazyDynamoClient, type DynamoClientFactory } from "./dynamo-client.ts";

export interface DeliveryLedger {
  /**
   * True when this call claimed `id` first; false when some server instance claimed it before.
   * Rejects when the ledger cannot tell (the webhook then refuses with a retryable 503).
   */
  claim(id: string, untilMs: number): Promise<boolean>;
}

/** What an id belongs to: its item's partition key is `<kind>#<id>`. */
export type OneTimeKind = "delivery" | "preview";
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
