// The server's log: one JSON line per event (Powertools Logger), with its level, the service,
// and the request it belongs to (request_id, path, operation: request.ts) beside the event's
// own fields. On Lambda, Powertools adds the X-Ray trace id. Locally the same lines;
// POWERTOOLS_DEV=true indents them for reading (docs/operations.md, "Logs").
import { Logger } from "@aws-lambda-powertools/logger";
import { METRIC_SERVICE } from "@corus/site-rules/metrics";
import { currentRequest } from "./request.ts";

export type LogFields = Record<string, unknown>;

/** What code that logs needs: a message and its fields (Console fits too, for tests). */
export interface Log {
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
}

const logger = new Logger({ serviceName: METRIC_SERVICE.web });

function withRequest(fields: LogFields | undefined): LogFields {
  const request = currentRequest();
  const keys = request
    ? { request_id: request.requestId, path: request.path, operation: request.operation }
    : {};
  return { ...keys, ...fields };
}

export const log: Log = {
  info: (message, fields) => logger.info(message, withRequest(fields)),
  warn: (message, fields) => logger.warn(message, withRequest(fields)),
  error: (message, fields) => logger.error(message, withRequest(fields)),
};
