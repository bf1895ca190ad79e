// CloudWatch, as far as the stack's alarms use it: metrics as datapoints (each an instant and a
// value, as embedded-metric-format lines and AWS's own services give them), aggregated per
// period (aligned on the period, as CloudWatch aligns them) into the statistic an alarm asks
// for (Sum, Average, SampleCount, Minimum, Maximum, pNN), metric math over those (the
// functions and operators the stack's expressions use: IF, FILL, arithmetic, comparisons), and
// an alarm's state over time: the last EvaluationPeriods periods, DatapointsToAlarm of them
// breaching, missing data treated as the alarm says (notBreaching, breaching, ignore, missing).
// https://docs.aws.amazon.com/AmazonCloudWatch/latest/monitoring/AlarmThatSendsEmail.html

export interface MetricId {
  namespace: string;
  name: string;
  dimensions: Readonly<Record<string, string>>;
}

export interface MetricStat {
  metric: MetricId;
  /** Seconds. */
  period: number;
  stat: string;
}

export interface AlarmQuery {
  id: string;
  stat?: MetricStat;
  expression?: string;
  /** The one query whose value the alarm compares with its threshold. */
  returnData: boolean;
}

export type Comparison =
  | "GreaterThanOrEqualToThreshold"
  | "GreaterThanThreshold"
  | "LessThanThreshold"
  | "LessThanOrEqualToThreshold";

export interface AlarmDefinition {
  name: string;
  queries: AlarmQuery[];
  threshold: number;
  comparison: Comparison;
  evaluationPeriods: number;
  datapointsToAlarm: number;
  treatMissingData: "notBreaching" | "breaching" | "ignore" | "missing";
}

export type AlarmState = "OK" | "ALARM" | "INSUFFICIENT_DATA";

/** One evaluation: at the end of a period, the state, and each of the periods it looked at. */
export interface Evaluation {
  at: number;
  state: AlarmState;
  values: (number | undefined)[];
}

const key = ({ namespace, name, dimensions }: MetricId) =>
  JSON.stringify([
    namespace,
    name,
    Object.entries(dimensions).sort(([a], [b]) => (a < b ? -1 : 1)),
  ]);

/** Every datapoint put, by metric: what CloudWatch would hold after the scenario. */
export class MetricStore {
  readonly #points = new Map<string, { at: number; value: number }[]>();

  put(metric: MetricId, at: number, value: number): void {
    const id = key(metric);
    let points = this.#points.get(id);
    if (!points) this.#points.set(id, (points = []));
    points.push({ at, value });
  }

  /** The values of `metric` with a timestamp in [from, to). */
  values(metric: MetricId, from: number, to: number): number[] {
    return (this.#points.get(key(metric)) ?? [])
      .filter(({ at }) => at >= from && at < to)
      .map(({ value }) => value);
  }

  /** Every metric put, as keys (for a message saying what an alarm did not find). */
  metrics(): string[] {
    return [...this.#points.keys()];
  }

  /**
   * The sum of `name`'s values in `namespace`, under the dimension set the metric is always
   * written with (a line's `service` alone), for a report.
   */
  sum(namespace: string, name: string): number {
    return (
      this.#points.get(key({ namespace, name, dimensions: { service: "web" } })) ?? []
    ).reduce((sum, { value }) => sum + value, 0);
  }
}

/** A statistic of the values of one period; undefined when there are none (missing data). */
export function statistic(stat: string, values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined;
  switch (stat) {
    case "Sum":
      return values.reduce((sum, value) => sum + value, 0);
    case "SampleCount":
      return values.length;
    case "Average":
      return values.reduce((sum, value) => sum + value, 0) / values.length;
    case "Minimum":
      return Math.min(...values);
    case "Maximum":
      return Math.max(...values);
  }
  const percentile = /^p(\d+(?:\.\d+)?)$/.exec(stat);
  if (!percentile) throw new Error(`statistic ${stat} is not modelled`);
  // Nearest rank: the smallest value with at least that share of the values at or below it.
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((Number(percentile[1]) / 100) * sorted.length);
  return sorted[Math.max(0, rank - 1)];
}

/** The value of each query for the period starting at `from`; undefined is missing data. */
function periodValue(
  store: MetricStore,
  queries: readonly AlarmQuery[],
  from: number,
  period: number,
): number | undefined {
  const values = new Map<string, number | undefined>();
  for (const query of queries) {
    if (query.stat) {
      values.set(
        query.id,
        statistic(query.stat.stat, store.values(query.stat.metric, from, from + period * 1000)),
      );
    }
  }
  for (const query of queries) {
    if (query.expression) values.set(query.id, evaluateExpression(query.expression, values));
  }
  const returned = queries.filter((query) => query.returnData);
  if (returned.length !== 1) throw new Error("an alarm returns exactly one query");
  return values.get(returned[0]!.id);
}

/** The alarm's period: every metric it reads shares it (CloudWatch requires that). */
export function alarmPeriod(alarm: AlarmDefinition): number {
  const periods = new Set(
    alarm.queries.flatMap((query) => (query.stat ? [query.stat.period] : [])),
  );
  if (periods.size !== 1)
    throw new Error(`${alarm.name}: its metrics have periods ${[...periods]}`);
  return [...periods][0]!;
}

const breaches = (alarm: AlarmDefinition, value: number) => {
  switch (alarm.comparison) {
    case "GreaterThanOrEqualToThreshold":
      return value >= alarm.threshold;
    case "GreaterThanThreshold":
      return value > alarm.threshold;
    case "LessThanThreshold":
      return value < alarm.threshold;
    case "LessThanOrEqualToThreshold":
      return value <= alarm.threshold;
  }
};

/**
 * The alarm's state at the end of each period from `from` (aligned down) to `to`: each
 * evaluation looks at the last `evaluationPeriods` periods.
 */
export function evaluateAlarm(
  store: MetricStore,
  alarm: AlarmDefinition,
  from: number,
  to: number,
): Evaluation[] {
  const period = alarmPeriod(alarm);
  const ms = period * 1000;
  const first = Math.floor(from / ms) * ms;
  const values: (number | undefined)[] = [];
  const evaluations: Evaluation[] = [];
  let state: AlarmState = "INSUFFICIENT_DATA";
  for (let start = first; start + ms <= to; start += ms) {
    values.push(periodValue(store, alarm.queries, start, period));
    const window = values.slice(-alarm.evaluationPeriods);
    state = nextState(alarm, window, state);
    evaluations.push({ at: start + ms, state, values: window });
  }
  return evaluations;
}

function nextState(
  alarm: AlarmDefinition,
  window: readonly (number | undefined)[],
  current: AlarmState,
): AlarmState {
  const present = window.filter((value): value is number => value !== undefined);
  const missing = window.length - present.length;
  let breaching = present.filter((value) => breaches(alarm, value)).length;
  switch (alarm.treatMissingData) {
    case "breaching":
      breaching += missing;
      break;
    case "notBreaching":
      break;
    case "ignore":
      // The state is kept while every datapoint is missing.
      if (present.length === 0) return current;
      break;
    case "missing":
      if (present.length === 0) return "INSUFFICIENT_DATA";
      break;
  }
  return breaching >= alarm.datapointsToAlarm ? "ALARM" : "OK";
}

// Metric math: numbers, query ids, + - * /, comparisons (true 1, false 0), parentheses,
// IF(condition, then, else) and FILL(query, value). A missing operand makes the result
// missing, as CloudWatch leaves out a timestamp an operand has no value at.
type Value = number | undefined;

export function evaluateExpression(expression: string, ids: ReadonlyMap<string, Value>): Value {
  const tokens = expression.match(/\d+(?:\.\d+)?|[A-Za-z_][A-Za-z0-9_]*|>=|<=|==|!=|[-+*/(),<>]/g);
  if (!tokens || tokens.join("") !== expression.replace(/\s+/g, "")) {
    throw new Error(`metric math not modelled: ${expression}`);
  }
  let at = 0;
  const peek = () => tokens[at];
  const take = (expected?: string) => {
    const token = tokens[at++];
    if (token === undefined || (expected !== undefined && token !== expected)) {
      throw new Error(`metric math: expected ${expected ?? "more"} in ${expression}`);
    }
    return token;
  };
  const both = (a: Value, b: Value, f: (a: number, b: number) => number): Value =>
    a === undefined || b === undefined ? undefined : f(a, b);

  const primary = (): Value => {
    const token = take();
    if (token === "(") {
      const value = comparison();
      take(")");
      return value;
    }
    if (token === "-") return both(0, primary(), (a, b) => a - b);
    if (/^\d/.test(token)) return Number(token);
    if (token === "IF" || token === "FILL") {
      take("(");
      const first = comparison();
      take(",");
      const second = comparison();
      if (token === "FILL") {
        take(")");
        return first ?? second;
      }
      take(",");
      const third = comparison();
      take(")");
      return first === undefined ? undefined : first !== 0 ? second : third;
    }
    if (!ids.has(token)) throw new Error(`metric math: no query ${token} in ${expression}`);
    return ids.get(token);
  };
  const product = (): Value => {
    let value = primary();
    while (peek() === "*" || peek() === "/") {
      const op = take();
      const right = primary();
      value = both(value, right, (a, b) => (op === "*" ? a * b : a / b));
    }
    return value;
  };
  const sum = (): Value => {
    let value = product();
    while (peek() === "+" || peek() === "-") {
      const op = take();
      const right = product();
      value = both(value, right, (a, b) => (op === "+" ? a + b : a - b));
    }
    return value;
  };
  const COMPARE: Record<string, (a: number, b: number) => boolean> = {
    ">": (a, b) => a > b,
    "<": (a, b) => a < b,
    ">=": (a, b) => a >= b,
    "<=": (a, b) => a <= b,
    "==": (a, b) => a === b,
    "!=": (a, b) => a !== b,
  };
  const comparison = (): Value => {
    const left = sum();
    const op = peek();
    if (op === undefined || !(op in COMPARE)) return left;
    take();
    return both(left, sum(), (a, b) => (COMPARE[op]!(a, b) ? 1 : 0));
  };
  const value = comparison();
  if (at !== tokens.length) throw new Error(`metric math: unexpected ${peek()} in ${expression}`);
  return value;
}

/**
 * The metrics an embedded-metric-format line publishes: each metric of each directive, under
 * each of its dimension sets, with the line's values (a number, or an array of them).
 * https://docs.aws.amazon.com/AmazonCloudWatch/latest/monitoring/CloudWatch_Embedded_Metric_Format_Specification.html
 */
export function emfDatapoints(line: Record<string, unknown>) {
  const aws = line._aws as {
    Timestamp: number;
    CloudWatchMetrics: {
      Namespace: string;
      Dimensions: string[][];
      Metrics: { Name: string }[];
    }[];
  };
  return aws.CloudWatchMetrics.flatMap((directive) =>
    directive.Dimensions.flatMap((names) =>
      directive.Metrics.flatMap(({ Name }) => {
        const raw = line[Name];
        const values = (Array.isArray(raw) ? raw : [raw]).map(Number);
        const metric: MetricId = {
          namespace: directive.Namespace,
          name: Name,
          dimensions: Object.fromEntries(names.map((name) => [name, String(line[name])])),
        };
        return values.map((value) => ({ metric, at: aws.Timestamp, value }));
      }),
    ),
  );
}
