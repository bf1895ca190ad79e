// How /graphql answers over HTTP, as WPGraphQL's Router does: HTTP 200 with `errors` for any
// request GraphQL itself refuses (a parse or validation error, a missing or wrongly typed
// variable, an unknown operation name). WPGraphQL's status stays 200 unless the request
// throws before execution, and its Content-Type is always JSON.
import type { IncomingMessage } from "node:http";
import type { GraphQLError } from "graphql";
import { createGraphQLError, isAsyncIterable, type Plugin } from "graphql-yoga";

/**
 * graphql-yoga answers a query that does not validate with 400 to a client preferring the
 * GraphQL-over-HTTP media type (as Apollo Client does by default). Asking yoga for JSON keeps
 * WordPress's 200; multipart answers (@defer) are untouched.
 */
export function acceptJsonAsWordPress(req: IncomingMessage) {
  const accept = req.headers.accept;
  if (accept?.includes("application/graphql-response+json")) {
    req.headers.accept = accept.replace(/application\/graphql-response\+json/g, "application/json");
  }
}

/**
 * Yoga marks the errors found before anything runs (no such operation, variables that cannot
 * be coerced) with HTTP 400 whatever the client accepts; graphql-php returns them as a result,
 * which WPGraphQL sends with 200. Errors of the HTTP request itself (unreadable JSON) keep
 * yoga's status: they are marked as the GraphQL-over-HTTP spec's.
 */
export function useWordPressStatus(): Plugin {
  return {
    onResultProcess({ result, setResult }) {
      if (isAsyncIterable(result) || Array.isArray(result)) return;
      if (!result.errors?.some(isExecutionRefusal)) return;
      setResult({ ...result, errors: result.errors.map(withoutHttpStatus) });
    },
  };
}

const isExecutionRefusal = (error: GraphQLError) => {
  const http = error.extensions?.["http"] as { status?: number; spec?: boolean } | undefined;
  return http?.status === 400 && !http.spec;
};

function withoutHttpStatus(error: GraphQLError): GraphQLError {
  if (!isExecutionRefusal(error)) return error;
  const extensions = { ...error.extensions };
  delete extensions["http"];
  // yoga's own constructor: its status logic tells GraphQL errors apart with instanceof.
  return createGraphQLError(error.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    originalError: error.originalError,
    extensions,
  });
}
