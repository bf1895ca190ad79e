// Logs every GraphQL and network error, and recovers from an UNAUTHENTICATED answer (the
// password may have been rotated in SSM) by reading the credentials anew and sending the
// operation again, once.
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { ErrorLink } from "@apollo/client/link/error";
import { from, switchMap } from "rxjs";
import type { CmsCredentials } from "./credentials";
import { log as serverLog, type Log } from "../../observability/log";

export const UNAUTHENTICATED = "UNAUTHENTICATED";

export function createErrorLink(
  credentials: CmsCredentials | undefined,
  log: Pick<Log, "error"> = serverLog,
) {
  return new ErrorLink(({ error, operation, forward }) => {
    if (CombinedGraphQLErrors.is(error)) {
      for (const { message, locations, path } of error.errors) {
        log.error("cms: GraphQL error", {
          cms_operation: operation.operationName,
          error: message,
          locations,
          graphql_path: path,
        });
      }
      const unauthenticated = error.errors.some((e) => e.extensions?.code === UNAUTHENTICATED);
      const alreadyRetried = operation.getContext().retriedWithRenewedCredentials === true;
      if (unauthenticated && credentials && !alreadyRetried) {
        return from(credentials.renew()).pipe(
          switchMap((authorization) => {
            operation.setContext(({ headers }) => ({
              retriedWithRenewedCredentials: true,
              headers: { ...headers, authorization },
            }));
            return forward(operation);
          }),
        );
      }
      return;
    }
    log.error("cms: network error", {
      cms_operation: operation.operationName,
      error: String(error),
    });
  });
}
