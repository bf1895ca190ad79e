// Reading a synthesized template: its resources by type, a value as text (CDK writes strings
// holding tokens as Fn::Join), and the SDK calls of its AwsCustomResources.
export type Resource = { Type: string; Properties: Record<string, unknown> };
export type Resources = Record<string, Resource>;

export const ofType = (type: string, from: Resources) =>
  Object.entries(from).filter(([, resource]) => resource.Type === type);

/** A synthesized value as text, references shown as <Ref:Id> and attributes as <Id.Attribute>. */
export function flatten(value: unknown): string {
  if (typeof value === "string") return value;
  if (Array.isArray(value)) return value.map(flatten).join("");
  const record = value as Record<string, unknown>;
  if ("Fn::Join" in record) {
    const [separator, parts] = record["Fn::Join"] as [string, unknown[]];
    return parts.map(flatten).join(separator);
  }
  if ("Ref" in record) return `<Ref:${String(record.Ref)}>`;
  if ("Fn::GetAtt" in record) return `<${(record["Fn::GetAtt"] as string[]).join(".")}>`;
  return JSON.stringify(record);
}

export interface SdkCall {
  service: string;
  action: string;
  region: string;
  parameters: Record<string, unknown>;
}

/** The SDK call an AwsCustomResource makes on create and update, parsed. */
export const sdkCall = (resource: Resource) =>
  JSON.parse(flatten(resource.Properties.Create)) as SdkCall;
