// The purges every server instance must apply. Deployed, the site runs in many Lambda
// containers, each with its own cache of CMS answers; the publish webhook reaches one. It
// records the purge here, and every container catches up (lib/cms/purge-sync.ts) before it
// reads the CMS, so no container hands CloudFront an old page after the invalidation.
// One DynamoDB item per purge, in one partition, sorted by time; items expire after two days.
// The same table holds the delivery ledger (delivery-ledger.ts), in partitions of its own.
//
// Imports carry ".ts": the plugin's tests (tests/wordpress-plugin, NodeNext) load the webhook.
import type { PurgeSelector } from "../cms/cache.ts";
import { lazyDynamoClient, type DynamoClientFactory } from "./dynamo-client.ts";

export interface LoggedPurge {
  /** Unique (the delivery id): a purge seen twice is applied once. */
  id: string;
  /** When it was recorded, in ms since the epoch (the writer's clock). */
  at: number;
  selector: PurgeSelector;
}

export interface PurgeLog {
  append(purge: LoggedPurge): Promise<void>;
  /** The purges recorded after `sinceMs`, oldest first. */
  since(sinceMs: number): Promise<LoggedPurge[]>;
}

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

export function dynamoPurgeLog({ table, client }: DynamoPurgeLogOptions): PurgeLog {
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
      const purges: LoggedPurge[] = [];
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
            purges.push({ id, at, selector: JSON.parse(selector) as PurgeSelector });
          }
        }
        startKey = answer.LastEvaluatedKey as typeof startKey;
      } while (startKey);
      return purges;
    },
  };
}
