// A viewer-request CloudFront Function, run from the template's own code with the event CloudFront
// Functions hand it (JavaScript runtime 1.0: lower-case header names, each { value } with a
// multiValue list when repeated; the query string and cookies parsed the same way), in a context
// of its own with the one module that runtime offers the code it runs here (crypto). What it
// returns replaces the request; a response ends the request there, as at the edge.
import { createHash, createHmac } from "node:crypto";
import { runInNewContext } from "node:vm";
import type { ViewerRequest } from "./cache-policy.ts";

type Values = Record<string, { value: string; multiValue?: { value: string }[] }>;

interface FunctionRequest {
  method: string;
  uri: string;
  querystring: Values;
  headers: Values;
  cookies: Values;
}

export interface FunctionResponse {
  statusCode: number;
  statusDescription?: string;
  headers?: Values;
  body?: string | { data: string; encoding: "text" | "base64" };
}

function toValues(pairs: readonly [string, string][]): Values {
  const values: Values = {};
  for (const [name, value] of pairs) {
    const existing = values[name];
    if (existing) {
      existing.multiValue = [...(existing.multiValue ?? [{ value: existing.value }]), { value }];
    } else {
      values[name] = { value };
    }
  }
  return values;
}

function fromValues(values: Values): [string, string][] {
  return Object.entries(values).flatMap(([name, entry]) =>
    (entry.multiValue ?? [{ value: entry.value }]).map(({ value }): [string, string] => [
      name,
      value,
    ]),
  );
}

/** The runtime's modules: crypto's hashes, as CloudFront Functions document them. */
const CLOUDFRONT_MODULES: Record<string, unknown> = {
  crypto: { createHash, createHmac },
};

export type ViewerRequestFunction = (
  request: ViewerRequest,
  viewer: { ip: string; distributionDomainName: string },
) => { request: ViewerRequest } | { response: FunctionResponse };

export function loadViewerFunction(code: string): ViewerRequestFunction {
  const handler = runInNewContext(`${code}\n;handler`, {
    require: (name: string) => {
      const found = CLOUDFRONT_MODULES[name];
      if (!found) throw new Error(`CloudFront Functions offer no module "${name}" here`);
      return found;
    },
  }) as (event: unknown) => FunctionRequest | FunctionResponse;
  return (request, viewer) => {
    const event = {
      version: "1.0",
      context: {
        distributionDomainName: viewer.distributionDomainName,
        distributionId: "ELOCALCLOUDFRONT",
        eventType: "viewer-request",
        requestId: crypto.randomUUID(),
      },
      viewer: { ip: viewer.ip },
      request: {
        method: request.method,
        uri: request.path,
        querystring: toValues(request.query),
        headers: toValues([...request.headers]),
        cookies: toValues(request.cookies),
      } satisfies FunctionRequest,
    };
    const result = handler(event);
    if ("statusCode" in result) return { response: result };
    return {
      request: {
        method: request.method,
        path: result.uri,
        query: fromValues(result.querystring),
        headers: new Map(fromValues(result.headers)),
        cookies: fromValues(result.cookies),
      },
    };
  };
}
