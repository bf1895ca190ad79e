// Origin-request events in CloudFront's own shape (as documented for Lambda@Edge): lower-case
// header names holding lists of { key, value }, the query string without "?", the URI as the
// visitor sent it (percent-encoded), and the origin the behaviour points at.
import type { CloudFrontRequestEvent } from "aws-lambda";

export interface RequestShape {
  uri: string;
  querystring?: string;
  method?: string;
  headers?: Record<string, string | string[]>;
}

export function originRequestEvent({
  uri,
  querystring = "",
  method = "GET",
  headers = {},
}: RequestShape): CloudFrontRequestEvent {
  const allHeaders: Record<string, string | string[]> = {
    host: "abcdefghij.lambda-url.ca-central-1.on.aws",
    "user-agent": "Amazon CloudFront",
    "x-forwarded-host": "www.example.com",
    "x-open-next-cache-key": "",
    "accept-language": "en-CA,en;q=0.9",
    cookie: ["consent=yes", "theme=dark"],
    via: "2.0 0123456789abcdef.cloudfront.net (CloudFront)",
    ...headers,
  };
  return {
    Records: [
      {
        cf: {
          config: {
            distributionDomainName: "d111111abcdef8.cloudfront.net",
            distributionId: "EDFDVBD6EXAMPLE",
            eventType: "origin-request",
            requestId: "4TyzHTaYWb1GX1qTfsHhEqV6HUDd_BzoBZnwfnvQc_1oF26ClkoUSEQ==",
          },
          request: {
            clientIp: "203.0.113.178",
            method,
            uri,
            querystring,
            headers: Object.fromEntries(
              Object.entries(allHeaders).map(([name, values]) => [
                name,
                (Array.isArray(values) ? values : [values]).map((value) => ({
                  key: canonicalName(name),
                  value,
                })),
              ]),
            ),
            origin: {
              custom: {
                customHeaders: {},
                domainName: "abcdefghij.lambda-url.ca-central-1.on.aws",
                keepaliveTimeout: 5,
                path: "",
                port: 443,
                protocol: "https",
                readTimeout: 10,
                sslProtocols: ["TLSv1.2"],
              },
            },
          },
        },
      },
    ],
  };
}

function canonicalName(name: string): string {
  return name.replace(
    /(^|-)([a-z])/g,
    (_match, dash: string, letter: string) => dash + letter.toUpperCase(),
  );
}
