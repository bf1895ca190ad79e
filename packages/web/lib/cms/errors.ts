// Tells a CMS outage (retry later: 503) from a broken request (a bug: 500), and turns
// errors into one log line.
import { CombinedGraphQLErrors, ServerError, ServerParseError } from "@apollo/client/errors";
import { isRetryable } from "../graphql/links/retry-policy";
import { LoadOutlastedWaitError } from "./cache";
import { CircuitOpenError } from "./circuit-breaker";

/** The message when errors are aggregated and none has one: a log line is never empty. */
export const FALLBACK_ERROR_MESSAGE = "Error message not found.";

export function isCmsUnavailable(error: unknown): boolean {
  if (error instanceof CircuitOpenError || error instanceof LoadOutlastedWaitError) return true;
  if (ServerError.is(error) && error.statusCode === 429) return true;
  return isRetryable(error) || ServerParseError.is(error);
}

/** One message from many errors: their messages, one per line, or the fallback. */
export function aggregateErrorMessage(errors: readonly { message?: string | null }[]): string {
  const messages = errors.map((error) => error.message?.trim()).filter(Boolean);
  return messages.length > 0 ? messages.join("\n") : FALLBACK_ERROR_MESSAGE;
}

export function describeError(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) {
    return `GraphQL errors: ${aggregateErrorMessage(error.errors)}`;
  }
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? ` (cause: ${error.cause.message})` : "";
  return `${error.name}: ${error.message || FALLBACK_ERROR_MESSAGE}${cause}`;
}
