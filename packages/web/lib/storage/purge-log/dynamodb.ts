// The purge log in the stage's DynamoDB table (CMS_PURGE_LOG_TABLE): one item per purge, in
// one partition, sorted by time; items expire after two days. The same table holds the
// delivery ledger (../delivery-ledger/dynamodb.ts), in partitions of its own.
import { lazyDynamoClient, type DynamoClientFactory } from "../dynamodb-client.ts";
import type { LoggedPurge, PurgeLog } from "./index.ts";

const PARTITION = "purges";
/** Long past any cache entry's life (CMS_CACHE_MAX_STALE_SECONDS is a day by default). */
const KEEP_SECONDS = 2 * 86_400;

/** Sort keys compare as text: the time zero-padded, then the id for uniqueness. */
const sortKey = (at: number, id = "") => `${String(at).padStart(15, "0")}#${id}`;

export interface DynamoPurgeLogOptions {
  table: string;
  /** The SDK is loaded only when the log is first used. */
  client?: DynamoClientFactory;
}

export function dynamoPurgeLog<Selector>({
  table,
  client,
}: DynamoPurgeLogOptions): PurgeLog<Selector> {
  const dynamo = lazyDynamoClient(client);
  return {
    async append({ id, at, selector }) {
      const { PutItemCommand } = await import("@aws-sdk/client-dynamodb");
      await (
        await dynamo()
      ).send(
        new PutItemCommand({
          TableName: table,
          Item: {
            log: { S: PARTITION },
            at: { S: sortKey(at, id) },
            id: { S: id },
            selector: { S: JSON.stringify(selector) },
            expiresAt: { N: String(Math.floor(at / 1000) + KEEP_SECONDS) },
          },
        }),
      );
    },

    async since(sinceMs) {
      const { QueryCommand } = await import("@aws-sdk/client-dynamodb");
      const purges: LoggedPurge<Selector>[] = [];
      let startKey: Record<string, { S: string }> | undefined;
      do {
        const answer = await (
          await dynamo()
        ).send(
          new QueryCommand({
            TableName: table,
            KeyConditionExpression: "#log = :log AND #at > :since",
            ExpressionAttributeNames: { "#log": "log", "#at": "at" },
            ExpressionAttributeValues: {
              ":log": { S: PARTITION },
              ":since": { S: sortKey(sinceMs) },
            },
            // A purge written a moment ago must be seen now.
            ConsistentRead: true,
            ExclusiveStartKey: startKey,
          }),
        );
        for (const item of answer.Items ?? []) {
          const at = Number(item.at?.S?.split("#")[0]);
          const id = item.id?.S;
          const selector = item.selector?.S;
          if (id && selector && Number.isFinite(at)) {
            purges.push({ id, at, selector: JSON.parse(selector) as Selector });
          }
        }
        startKey = answer.LastEvaluatedKey as typeof startKey;
      } while (startKey);
      return purges;
    },
  };
}
