// Tells a CMS outage (retry later: 503) from a broken request (a bug: 500).
import { ServerError, ServerParseError } from "@apollo/client/errors";

export function isCmsUnavailable(error: unknown): boolean {
  if (ServerError.is(error)) return error.statusCode >= 500 || error.statusCode === 429;
  if (ServerParseError.is(error)) return true;
  // fetch() rejects with a TypeError when the connection fails or is refused.
  return error instanceof TypeError;
}

export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? ` (cause: ${error.cause.message})` : "";
  return `${error.name}: ${error.message}${cause}`;
}
