// The server's metrics, in CloudWatch's embedded metric format (Powertools Metrics): counted
// into the request's own set, which observeRequest (request.ts) flushes as one line when the
// request ends: on Lambda (OpenNext) that is inside the invocation, before its answer is sent,
// so nothing waits for a next invocation to be written, and nothing is written twice. A count's
// copy by a dimension, and a count made outside any request (or after its line, by work it left
// running), are written at once, each a line of its own. Off Lambda, nothing is written unless asked (request.ts, writesMetrics).
// Names and the namespace: @corus/site-rules/metrics.
import { MetricUnit } from "@aws-lambda-powertools/metrics";
import type { MetricName } from "@corus/site-rules/metrics";
import { currentRequest, processMetrics, writesMetrics } from "./request.ts";

/**
 * Counts `value` of `name` for the current request. `by` (a small fixed vocabulary, never a
 * path) keeps the count per those values too: on a line of its own, written at once, since a
 * line's dimensions hold for every metric on it.
 */
export function count(name: MetricName, value = 1, by?: Record<string, string>): void {
  if (!writesMetrics()) return;
  const request = currentRequest();
  if (request && !request.counts.written) request.counts.add(name, value);
  else processMetrics().singleMetric().addMetric(name, MetricUnit.Count, value);
  if (by) {
    const single = processMetrics().singleMetric();
    single.addDimensions(by);
    single.addMetric(name, MetricUnit.Count, value);
  }
}
