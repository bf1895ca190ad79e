// The DynamoDB purge log at the AWS SDK's seam (aws-sdk-client-mock): the exact items written
// and queries made. No AWS is called.
import { DynamoDBClient, PutItemCommand, QueryCommand } from "@aws-sdk/client-dynamodb";
import { mockClient } from "aws-sdk-client-mock";
import { afterEach, describe, expect, it } from "vitest";
import { dynamoPurgeLog } from "./dynamodb";

const dynamo = mockClient(DynamoDBClient);
afterEach(() => dynamo.reset());

const log = () =>
  dynamoPurgeLog({ table: "corus-site-CmsPurgeLog", client: () => new DynamoDBClient({}) });

describe("dynamoPurgeLog", () => {
  it("writes one item per purge, sorted by time, expiring after two days", async () => {
    dynamo.on(PutItemCommand).resolves({});
    await log().append({
      id: "delivery-1",
      at: 1_764_000_000_123,
      selector: { tags: ["uri:/about-corus/", "posts"] },
    });
    expect(dynamo.commandCalls(PutItemCommand)[0]!.args[0].input).toEqual({
      TableName: "corus-site-CmsPurgeLog",
      Item: {
        log: { S: "purges" },
        at: { S: "001764000000123#delivery-1" },
        id: { S: "delivery-1" },
        selector: { S: '{"tags":["uri:/about-corus/","posts"]}' },
        expiresAt: { N: String(1_764_000_000 + 2 * 86_400) },
      },
    });
  });

  it("reads the purges after a time, consistently, following the pages of the answer", async () => {
    const item = (at: number, id: string, selector: object) => ({
      log: { S: "purges" },
      at: { S: `${String(at).padStart(15, "0")}#${id}` },
      id: { S: id },
      selector: { S: JSON.stringify(selector) },
    });
    dynamo
      .on(QueryCommand)
      .resolvesOnce({
        Items: [item(5000, "a", { all: true })],
        LastEvaluatedKey: { log: { S: "purges" }, at: { S: "000000000005000#a" } },
      })
      .resolvesOnce({ Items: [item(6000, "b", { tags: ["menus"] })] });
    expect(await log().since(4000)).toEqual([
      { id: "a", at: 5000, selector: { all: true } },
      { id: "b", at: 6000, selector: { tags: ["menus"] } },
    ]);
    const queries = dynamo.commandCalls(QueryCommand).map((call) => call.args[0].input);
    expect(queries[0]).toEqual({
      TableName: "corus-site-CmsPurgeLog",
      KeyConditionExpression: "#log = :log AND #at > :since",
      ExpressionAttributeNames: { "#log": "log", "#at": "at" },
      ExpressionAttributeValues: { ":log": { S: "purges" }, ":since": { S: "000000000004000#" } },
      ConsistentRead: true,
      ExclusiveStartKey: undefined,
    });
    expect(queries[1]!.ExclusiveStartKey).toEqual({
      log: { S: "purges" },
      at: { S: "000000000005000#a" },
    });
  });
});
