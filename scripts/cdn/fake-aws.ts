// AWS as the site's own SDK clients reach it over HTTP (AWS_ENDPOINT_URL points them here): SSM's
// GetParameter, for the distribution id the stack would have stored, and CloudFront's
// CreateInvalidation, whose items are handed to the local CloudFront. The site's code, its SDK calls
// and their serialisation run as deployed; only the service on the other end is a stand-in.
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

export interface Invalidation {
  distributionId: string;
  callerReference: string;
  items: string[];
}

export interface FakeAws {
  /** For AWS_ENDPOINT_URL. */
  url: string;
  invalidations: Invalidation[];
  close(): Promise<void>;
}

export interface FakeAwsOptions {
  /** 0 (the default) for any free port. */
  port?: number;
  /** SSM parameters by name. */
  parameters: Record<string, string>;
  /** The one distribution there is: CreateInvalidation on any other is NoSuchDistribution. */
  distributionId: string;
  /** Applies an invalidation (to the local CloudFront). */
  onInvalidation: (invalidation: Invalidation) => void;
  /**
   * Whether CloudFront refuses invalidations now: it answers 400 TooManyInvalidationsInProgress
   * (as it does with 15 wildcards or 3,000 paths in progress) and applies nothing.
   */
  refusing?: () => boolean;
}

const INVALIDATION_PATH = /^\/2020-05-31\/distribution\/([^/]+)\/invalidation$/;

export async function startFakeAws(options: FakeAwsOptions): Promise<FakeAws> {
  const invalidations: Invalidation[] = [];
  const server = createServer(async (req, res) => {
    const body = await readBody(req);
    const target = req.headers["x-amz-target"];
    if (target === "AmazonSSM.GetParameter") {
      const { Name } = JSON.parse(body) as { Name: string };
      const value = options.parameters[Name];
      res.writeHead(value === undefined ? 400 : 200, {
        "content-type": "application/x-amz-json-1.1",
      });
      res.end(
        JSON.stringify(
          value === undefined
            ? { __type: "ParameterNotFound", message: `no parameter ${Name}` }
            : { Parameter: { Name, Type: "String", Value: value, Version: 1 } },
        ),
      );
      return;
    }
    const distribution = INVALIDATION_PATH.exec(req.url ?? "")?.[1];
    if (
      req.method === "POST" &&
      distribution &&
      decodeURIComponent(distribution) !== options.distributionId
    ) {
      res.writeHead(404, { "content-type": "text/xml" });
      res.end(
        `<?xml version="1.0"?><ErrorResponse xmlns="http://cloudfront.amazonaws.com/doc/2020-05-31/"><Error><Type>Sender</Type><Code>NoSuchDistribution</Code><Message>The specified distribution does not exist.</Message></Error></ErrorResponse>`,
      );
      return;
    }
    if (req.method === "POST" && distribution && options.refusing?.()) {
      res.writeHead(400, { "content-type": "text/xml" });
      res.end(
        `<?xml version="1.0"?><ErrorResponse xmlns="http://cloudfront.amazonaws.com/doc/2020-05-31/"><Error><Type>Sender</Type><Code>TooManyInvalidationsInProgress</Code><Message>Processing your request will cause you to exceed the maximum number of in-progress wildcard invalidations.</Message></Error></ErrorResponse>`,
      );
      return;
    }
    if (req.method === "POST" && distribution) {
      const invalidation: Invalidation = {
        distributionId: decodeURIComponent(distribution),
        callerReference: xmlText(/<CallerReference>([^<]*)<\/CallerReference>/.exec(body)?.[1]),
        items: [...body.matchAll(/<Path>([^<]*)<\/Path>/g)].map((match) => xmlText(match[1])),
      };
      invalidations.push(invalidation);
      options.onInvalidation(invalidation);
      const id = `I${invalidations.length}`;
      res.writeHead(201, {
        "content-type": "text/xml",
        location: `https://cloudfront.amazonaws.com${req.url}/${id}`,
      });
      res.end(
        `<?xml version="1.0" encoding="UTF-8"?><Invalidation xmlns="http://cloudfront.amazonaws.com/doc/2020-05-31/"><Id>${id}</Id><Status>InProgress</Status><CreateTime>${new Date().toISOString()}</CreateTime>${/<InvalidationBatch[\s\S]*<\/InvalidationBatch>/.exec(body)?.[0] ?? ""}</Invalidation>`,
      );
      return;
    }
    res.writeHead(404, { "content-type": "text/plain" }).end(`no fake for ${req.url}`);
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    invalidations,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

function xmlText(escaped: string | undefined): string {
  return (escaped ?? "")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&");
}

/** The distribution id the local CloudFront answers to (any other is NoSuchDistribution). */
export const LOCAL_DISTRIBUTION_ID = "ELOCALCLOUDFRONT";
/** The SSM parameter a local site reads that id from (CLOUDFRONT_DISTRIBUTION_ID_PARAMETER). */
export const LOCAL_DISTRIBUTION_PARAMETER = "/corus-site/local/cloudfront-distribution-id";

/**
 * AWS for a site behind the local CloudFront: the parameter naming the distribution, and
 * CloudFront's invalidations, handed to `invalidate` (the local CloudFront's). Also the settings
 * that point the site's SDK clients at it.
 */
export async function startLocalAws(
  invalidate: (items: readonly string[]) => number,
  port = 0,
): Promise<{ aws: FakeAws; siteEnv: Record<string, string> }> {
  const aws = await startFakeAws({
    port,
    parameters: { [LOCAL_DISTRIBUTION_PARAMETER]: LOCAL_DISTRIBUTION_ID },
    distributionId: LOCAL_DISTRIBUTION_ID,
    onInvalidation: ({ items }) => {
      const removed = invalidate(items);
      console.log(`local CloudFront: invalidated ${items.join(" ")} (${removed} answers)`);
    },
  });
  return {
    aws,
    siteEnv: {
      CLOUDFRONT_DISTRIBUTION_ID_PARAMETER: LOCAL_DISTRIBUTION_PARAMETER,
      AWS_ENDPOINT_URL: aws.url,
      AWS_REGION: "ca-central-1",
      AWS_ACCESS_KEY_ID: "local",
      AWS_SECRET_ACCESS_KEY: "local",
    },
  };
}
