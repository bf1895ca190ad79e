// What a Lambda function URL hands the server function for one HTTP request: an API Gateway v2
// (payload 2.0) event, as CloudFront's request reaches it. The tests of the OpenNext bundle and
// the benchmark's cold starts invoke the handler with it.

export interface FunctionUrlRequest {
  method?: string;
  rawPath: string;
  rawQueryString?: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface FunctionUrlResult {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
  isBase64Encoded?: boolean;
}

export function functionUrlEvent({
  method = "GET",
  rawPath,
  rawQueryString = "",
  headers = {},
  body,
}: FunctionUrlRequest) {
  return {
    version: "2.0",
    routeKey: "$default",
    rawPath,
    rawQueryString,
    ...(rawQueryString && {
      queryStringParameters: Object.fromEntries(new URLSearchParams(rawQueryString)),
    }),
    headers: {
      host: "www.example.com",
      "x-forwarded-host": "www.example.com",
      "x-forwarded-proto": "https",
      accept: "text/html",
      ...headers,
    },
    ...(body !== undefined && { body }),
    requestContext: {
      accountId: "anonymous",
      apiId: "abcdefghij",
      domainName: "abcdefghij.lambda-url.ca-central-1.on.aws",
      domainPrefix: "abcdefghij",
      http: {
        method,
        path: rawPath,
        protocol: "HTTP/1.1",
        sourceIp: "203.0.113.178",
        userAgent: "Amazon CloudFront",
      },
      requestId: "c6af9ac6-7b61-11e6-9a41-93e8deadbeef",
      routeKey: "$default",
      stage: "$default",
      time: "01/Jan/2026:00:00:00 +0000",
      timeEpoch: 1767225600000,
    },
    isBase64Encoded: false,
  };
}
