// Every alarm of a synthesized template, as CloudWatch would hold it: the site region's
// AWS::CloudWatch::Alarm resources (one metric, or metric math), and the us-east-1 alarms the
// stack puts with PutMetricAlarm calls (custom resources). Dimension values the template holds
// as references (the server function's name, the distribution's id) are read as <Ref:Id>, the
// way the scenarios name those resources.
import type { AlarmDefinition, AlarmQuery, Comparison, MetricId } from "./cloudwatch.ts";
import { flatten, ofType, sdkCall, type Resources } from "../stacks/template-values.ts";

type Dimension = { Name: string; Value: unknown };
type TemplateMetric = { Namespace: string; MetricName: string; Dimensions?: Dimension[] };
type TemplateQuery = {
  Id: string;
  Expression?: string;
  ReturnData?: boolean;
  MetricStat?: { Metric: TemplateMetric; Period: number; Stat: string };
};

const metricId = (metric: TemplateMetric): MetricId => ({
  namespace: metric.Namespace,
  name: metric.MetricName,
  dimensions: Object.fromEntries(
    (metric.Dimensions ?? []).map(({ Name, Value }) => [Name, flatten(Value)]),
  ),
});

function queries(metrics: TemplateQuery[]): AlarmQuery[] {
  return metrics.map((query) => ({
    id: query.Id,
    ...(query.Expression !== undefined && { expression: query.Expression }),
    ...(query.MetricStat && {
      stat: {
        metric: metricId(query.MetricStat.Metric),
        period: query.MetricStat.Period,
        stat: query.MetricStat.Stat,
      },
    }),
    returnData: query.ReturnData ?? true,
  }));
}

/** One alarm's properties (a resource's, or a PutMetricAlarm call's: the same names). */
function definition(name: string, properties: Record<string, unknown>): AlarmDefinition {
  const single: AlarmQuery[] = properties.MetricName
    ? [
        {
          id: "m",
          stat: {
            metric: metricId(properties as unknown as TemplateMetric),
            period: Number(properties.Period),
            stat: String(properties.ExtendedStatistic ?? properties.Statistic),
          },
          returnData: true,
        },
      ]
    : [];
  const evaluationPeriods = Number(properties.EvaluationPeriods);
  return {
    name,
    queries: single.length > 0 ? single : queries(properties.Metrics as TemplateQuery[]),
    threshold: Number(properties.Threshold),
    comparison: properties.ComparisonOperator as Comparison,
    evaluationPeriods,
    datapointsToAlarm: Number(properties.DatapointsToAlarm ?? evaluationPeriods),
    treatMissingData: (properties.TreatMissingData ??
      "missing") as AlarmDefinition["treatMissingData"],
  };
}

/** Every alarm of the template, by the suffix of its name (`<stack name>-<suffix>`). */
export function templateAlarms(resources: Resources, stackName: string): AlarmDefinition[] {
  const suffix = (name: string) => name.slice(`${stackName}-`.length);
  const regional = ofType("AWS::CloudWatch::Alarm", resources).map(([, resource]) =>
    definition(suffix(String(resource.Properties.AlarmName)), resource.Properties),
  );
  const usEast1 = ofType("Custom::AWS", resources)
    .map(([, resource]) => sdkCall(resource))
    .filter((call) => call.service === "CloudWatch" && call.action === "putMetricAlarm")
    .map((call) => definition(suffix(String(call.parameters.AlarmName)), call.parameters));
  return [...regional, ...usEast1];
}
