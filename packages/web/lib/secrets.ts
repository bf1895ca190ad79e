// Secrets and stack-written values the server reads from SSM Parameter Store: read once per
// process (a Lambda cold start) and kept, so the template and the function's environment hold
// only parameter names. A failed read is not kept: the next use tries again.
import type { SSMClient } from "@aws-sdk/client-ssm";
import { MIN_SHARED_SECRET_LENGTH } from "@corus/site-rules/shared-secret";
import type { SecretSource } from "./settings";

export interface ParameterReader {
  /** The value of a SecureString (decrypted) or String parameter. */
  read(name: string): Promise<string>;
}

export interface SecretReader {
  /**
   * The secret's value: as given, or from its parameter (read once and kept; `fresh` reads it
   * again, for a secret that may have been rotated since).
   */
  secret(source: SecretSource, options?: { fresh?: boolean }): Promise<string>;
  /** A plain parameter (the CloudFront distribution id). */
  parameter(name: string): Promise<string>;
}

export class ParameterError extends Error {
  override name = "ParameterError";
}

/** Reads with the SSM client `client()` makes; the SDK is loaded only when a parameter is read. */
export function ssmParameterReader(client?: () => SSMClient | Promise<SSMClient>): ParameterReader {
  let made: Promise<SSMClient> | undefined;
  const ssm = () =>
    (made ??= Promise.resolve(
      client ? client() : import("@aws-sdk/client-ssm").then(({ SSMClient }) => new SSMClient({})),
    ));
  return {
    async read(name) {
      const { GetParameterCommand } = await import("@aws-sdk/client-ssm");
      try {
        const answer = await (
          await ssm()
        ).send(new GetParameterCommand({ Name: name, WithDecryption: true }));
        const value = answer.Parameter?.Value;
        if (!value) throw new ParameterError(`SSM parameter ${name} has no value`);
        return value;
      } catch (error) {
        if (error instanceof ParameterError) throw error;
        // The SDK's error names the cause (ParameterNotFound, AccessDeniedException) and never
        // the value.
        const cause = error instanceof Error ? error.name : String(error);
        throw new ParameterError(`cannot read SSM parameter ${name}: ${cause}`);
      }
    },
  };
}

export function createSecretReader(parameters: ParameterReader = ssmParameterReader()) {
  const cache = new Map<string, Promise<string>>();
  const parameter = (name: string) => {
    let value = cache.get(name);
    if (!value) {
      value = parameters.read(name);
      cache.set(name, value);
      value.catch(() => cache.delete(name));
    }
    return value;
  };
  const reader: SecretReader = {
    secret: async (source, { fresh = false } = {}) => {
      if ("value" in source) return source.value;
      if (fresh) cache.delete(source.parameter);
      return parameter(source.parameter);
    },
    parameter,
  };
  return reader;
}

/**
 * A secret shared with the CMS (the webhook's, the preview's). A value in the environment was
 * checked by the settings at start-up; one from SSM is checked here, when read, by the same
 * rule. The error names the parameter, never the value.
 */
export async function readSharedSecret(secrets: SecretReader, source: SecretSource) {
  const value = await secrets.secret(source);
  if (value.length < MIN_SHARED_SECRET_LENGTH) {
    const where = "parameter" in source ? `SSM parameter ${source.parameter}` : "the secret";
    throw new ParameterError(
      `${where} is shorter than ${MIN_SHARED_SECRET_LENGTH} characters: store a longer one (\`openssl rand -hex 32\`)`,
    );
  }
  return value;
}
