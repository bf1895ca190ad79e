// Secrets from SSM Parameter Store at the AWS SDK's seam (aws-sdk-client-mock): read once,
// decrypted, kept; a failed read is tried again next time.
import { GetParameterCommand, ParameterNotFound, SSMClient } from "@aws-sdk/client-ssm";
import { mockClient } from "aws-sdk-client-mock";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { createSecretReader, readSharedSecret, ssmParameterReader } from "./secrets";

const ssm = mockClient(SSMClient);
afterEach(() => ssm.reset());
afterAll(() => ssm.restore());

const reader = () =>
  createSecretReader(ssmParameterReader(() => new SSMClient({ region: "ca-central-1" })));

describe("createSecretReader", () => {
  it("gives a secret set as a value without asking SSM", async () => {
    expect(await reader().secret({ value: "local-secret" })).toBe("local-secret");
    expect(ssm.calls()).toHaveLength(0);
  });

  it("reads a parameter once, decrypted, and keeps it for the process", async () => {
    ssm.on(GetParameterCommand).resolves({ Parameter: { Value: "from-ssm" } });
    const secrets = reader();
    const source = { parameter: "/corus-site/production/cms-webhook-secret" };
    expect(await secrets.secret(source)).toBe("from-ssm");
    expect(await secrets.secret(source)).toBe("from-ssm");
    expect(ssm.commandCalls(GetParameterCommand).map((call) => call.args[0].input)).toEqual([
      { Name: "/corus-site/production/cms-webhook-secret", WithDecryption: true },
    ]);
  });

  it("reads a parameter again when asked for it fresh (a rotated password)", async () => {
    ssm
      .on(GetParameterCommand)
      .resolvesOnce({ Parameter: { Value: "before-rotation" } })
      .resolves({ Parameter: { Value: "after-rotation" } });
    const secrets = reader();
    const source = { parameter: "/corus-site/production/cms-auth-app-password" };
    expect(await secrets.secret(source)).toBe("before-rotation");
    expect(await secrets.secret(source)).toBe("before-rotation");
    expect(await secrets.secret(source, { fresh: true })).toBe("after-rotation");
    expect(await secrets.secret(source)).toBe("after-rotation");
    expect(ssm.commandCalls(GetParameterCommand)).toHaveLength(2);
  });

  it("names the parameter and the cause when it cannot be read, then tries again", async () => {
    ssm
      .on(GetParameterCommand)
      .rejectsOnce(new ParameterNotFound({ message: "", $metadata: {} }))
      .resolves({ Parameter: { Value: "E2DIST" } });
    const secrets = reader();
    await expect(secrets.parameter("/corus-site/x/distribution-id")).rejects.toThrow(
      "cannot read SSM parameter /corus-site/x/distribution-id: ParameterNotFound",
    );
    expect(await secrets.parameter("/corus-site/x/distribution-id")).toBe("E2DIST");
  });
});

describe("readSharedSecret", () => {
  it("refuses a shared secret from SSM shorter than 32 characters, naming the parameter only", async () => {
    ssm.on(GetParameterCommand).resolves({ Parameter: { Value: "short-ssm-secret" } });
    const source = { parameter: "/corus-site/production/cms-webhook-secret" };
    const error = await readSharedSecret(reader(), source).catch((thrown: Error) => thrown);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toContain(
      "SSM parameter /corus-site/production/cms-webhook-secret is shorter than 32 characters",
    );
    expect((error as Error).message).not.toContain("short-ssm-secret");
  });

  it("gives a long enough one as it is", async () => {
    const long = "a".repeat(32);
    ssm.on(GetParameterCommand).resolves({ Parameter: { Value: long } });
    expect(
      await readSharedSecret(reader(), { parameter: "/corus-site/x/cms-preview-secret" }),
    ).toBe(long);
  });
});
