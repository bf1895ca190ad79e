// Logs every GraphQL and network error, and recovers from an expired CMS token by fetching
// a fresh one and sending the operation again, once.
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { ErrorLink } from "@apollo/client/link/error";
import { from, switchMap } from "rxjs";
import type { TokenSource } from "../../cms/token-source";

export const UNAUTHENTICATED = "UNAUTHENTICATED";

export function createErrorLink(tokens: TokenSource | undefined, log = console) {
  return new ErrorLink(({ error, operation, forward }) => {
    if (CombinedGraphQLErrors.is(error)) {
      for (const { message, locations, path } of error.errors) {
        log.error(
          `[GraphQL error]: Message: ${message}, Location: ${JSON.stringify(locations)}, Path: ${JSON.stringify(path)}`,
        );
      }
      const unauthenticated = error.errors.some((e) => e.extensions?.code === UNAUTHENTICATED);
      const alreadyRetried = operation.getContext().retriedWithFreshToken === true;
      if (unauthenticated && tokens && !alreadyRetried) {
        return from(tokens.refresh()).pipe(
          switchMap((token) => {
            operation.setContext(({ headers }) => ({
              retriedWithFreshToken: true,
              headers: { ...headers, authorization: `Bearer ${token}` },
            }));
            return forward(operation);
          }),
        );
      }
      return;
    }
    log.error(`[Network error]: ${error}`);
  });
}
