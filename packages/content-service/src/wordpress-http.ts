// How /graphql answers over HTTP, as WPGraphQL's Router does: HTTP 200 with `errors` for any
// request GraphQL itself refuses (a parse or validation error, a missing or wrongly typed
// variable, an unknown operation name), since graphql-php returns those as a result; 500 with
// `errors` when the request cannot be read at all (unreadable JSON, a body that is no
// object), which WPGraphQL throws and its Router catches. Its Content-Type is always JSON.
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
 * be coerced) with HTTP 400 whatever the client accepts, and a body it cannot read with 400.
 */
export function useWordPressStatus(): Plugin {
  return {
    onRequestParse({ requestParser, setRequestParser }) {
      if (!requestParser) return;
      setRequestParser(
        (request) =>
          Promise.resolve(requestParser(request)).catch((error: unknown) => {
            throw unreadableRequest(error);
          }) as ReturnType<typeof requestParser>,
      );
    },
    onResultProcess({ result, setResult }) {
      if (isAsyncIterable(result) || Array.isArray(result)) return;
      if (!result.errors?.some(isExecutionRefusal)) return;
      setResult({ ...result, errors: result.errors.map(withoutHttpStatus) });
    },
  };
}

function unreadableRequest(error: unknown): GraphQLError {
  const { message, extensions } = error as Partial<GraphQLError>;
  return createGraphQLError(message ?? String(error), {
    extensions: { ...extensions, http: { status: 500 } },
  });
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
