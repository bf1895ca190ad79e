// The delivery ledger at the AWS SDK's seam (aws-sdk-client-mock): the exact conditional write
// each claim makes, and what DynamoDB's answers mean. No AWS is called.
import {
  ConditionalCheckFailedException,
  DynamoDBClient,
  PutItemCommand,
  ProvisionedThroughputExceededException,
} from "@aws-sdk/client-dynamodb";
import { mockClient } from "aws-sdk-client-mock";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { dynamoDeliveryLedger } from "./dynamodb";

const dynamo = mockClient(DynamoDBClient);
afterEach(() => dynamo.reset());
afterAll(() => dynamo.restore());

const ledger = () =>
  dynamoDeliveryLedger({ table: "corus-site-CmsPurgeLog", client: () => new DynamoDBClient({}) });

describe("dynamoDeliveryLedger", () => {
  it("claims an id with a write that succeeds only if no instance wrote it, expiring with its timestamp", async () => {
    dynamo.on(PutItemCommand).resolves({});
    expect(await ledger().claim("4b7c0b9e-2f1e-4a55-9d0b-6f3c2f7e8a10", 1_790_000_300_000)).toBe(
      true,
    );
    expect(dynamo.commandCalls(PutItemCommand).map((call) => call.args[0].input)).toEqual([
      {
        TableName: "corus-site-CmsPurgeLog",
        Item: {
          log: { S: "delivery#4b7c0b9e-2f1e-4a55-9d0b-6f3c2f7e8a10" },
          at: { S: "claimed" },
          expiresAt: { N: "1790000300" },
        },
        ConditionExpression: "attribute_not_exists(#log)",
        ExpressionAttributeNames: { "#log": "log" },
      },
    ]);
  });

  it("keeps a preview token's nonce in a partition of its own", async () => {
    dynamo.on(PutItemCommand).resolves({});
    const previews = dynamoDeliveryLedger({
      table: "corus-site-CmsPurgeLog",
      kind: "preview",
      client: () => new DynamoDBClient({}),
    });
    expect(await previews.claim("0123456789abcdef0123456789abcdef", 1_790_000_300_000)).toBe(true);
    expect(dynamo.commandCalls(PutItemCommand)[0]!.args[0].input.Item!.log).toEqual({
      S: "preview#0123456789abcdef0123456789abcdef",
    });
  });

  it("answers false when the condition fails: another instance claimed the id", async () => {
    dynamo
      .on(PutItemCommand)
      .rejects(new ConditionalCheckFailedException({ message: "failed", $metadata: {} }));
    expect(await ledger().claim("replayed", 1_790_000_300_000)).toBe(false);
  });

  it("rejects when DynamoDB cannot say (the webhook refuses, retryably)", async () => {
    dynamo
      .on(PutItemCommand)
      .rejects(new ProvisionedThroughputExceededException({ message: "slow down", $metadata: {} }));
    await expect(ledger().claim("d-1", 1_790_000_300_000)).rejects.toThrow("slow down");
  });
});
