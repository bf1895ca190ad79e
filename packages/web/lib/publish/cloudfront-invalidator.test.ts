// The CloudFront invalidator at the AWS SDK's seam: aws-sdk-client-mock replaces the client's
// `send`, so each test sees the exact CreateInvalidation input; one test goes further down to
// the HTTP request the SDK would put on the wire. No AWS is called.
import {
  CloudFrontClient,
  CloudFrontServiceException,
  CreateInvalidationCommand,
  type CreateInvalidationCommandInput,
  TooManyInvalidationsInProgress,
} from "@aws-sdk/client-cloudfront";
import { mockClient } from "aws-sdk-client-mock";
import { afterEach, describe, expect, it } from "vitest";
import { cloudFrontInvalidator } from "./cloudfront-invalidator";
import type { InvalidationPlan } from "./invalidation-paths";

const cloudFront = mockClient(CloudFrontClient);
afterEach(() => cloudFront.reset());

const DISTRIBUTION = "E2EXAMPLE123";
const EXACT = ["/about-corus/", "/_next/data/b1d/about-corus.json", "/sitemap.xml"];
const SEARCH = ["/search/*", "/_next/data/b1d/search.json*"];
const PATHS = [...EXACT, ...SEARCH];
/** A page's publish, as invalidation-paths.ts plans it. */
const PLAN: InvalidationPlan = { paths: PATHS, fallback: { paths: EXACT, leftToExpire: SEARCH } };
/** A menu's: everything, with nothing exact to fall back to. */
const EVERYTHING_PLAN: InvalidationPlan = { paths: ["/*"], fallback: null };
const quiet = { warn: () => {} };

function invalidator(waits: number[] = []) {
  return cloudFrontInvalidator({
    client: () => new CloudFrontClient({ region: "us-east-1" }),
    distributionId: async () => DISTRIBUTION,
    retryDelaysMs: [10, 20, 40],
    sleep: async (ms) => void waits.push(ms),
    log: quiet,
  });
}

const tooMany = () =>
  new TooManyInvalidationsInProgress({ message: "Too many", $metadata: { httpStatusCode: 400 } });
const throttled = () =>
  new CloudFrontServiceException({
    name: "Throttling",
    message: "Rate exceeded",
    $fault: "client",
    $metadata: { httpStatusCode: 400 },
  });

const sent = () =>
  cloudFront.commandCalls(CreateInvalidationCommand).map((call) => call.args[0].input);

describe("cloudFrontInvalidator", () => {
  it("sends one CreateInvalidation with every path, batched, under the caller reference", async () => {
    cloudFront.on(CreateInvalidationCommand).resolves({
      Invalidation: {
        Id: "I1",
        Status: "InProgress",
        CreateTime: new Date(),
        InvalidationBatch: undefined,
      },
    });
    const result = await invalidator().invalidate(PLAN, "publish:1790000000:d-1");
    expect(sent()).toEqual([
      {
        DistributionId: DISTRIBUTION,
        InvalidationBatch: {
          CallerReference: "publish:1790000000:d-1",
          Paths: { Quantity: 5, Items: PATHS },
        },
      },
    ]);
    expect(result).toEqual({ id: "I1", paths: PATHS, fallback: false });
  });

  it.each([
    ["TooManyInvalidationsInProgress", tooMany],
    ["throttling", throttled],
  ])("backs off on %s and retries the same batch", async (_name, refusal) => {
    cloudFront
      .on(CreateInvalidationCommand)
      .rejectsOnce(refusal())
      .rejectsOnce(refusal())
      .resolves({ Invalidation: { Id: "I2" } as never });
    const waits: number[] = [];
    const result = await invalidator(waits).invalidate(PLAN, "ref-2");
    expect(result).toEqual({ id: "I2", paths: PATHS, fallback: false });
    // The same caller reference each time: CloudFront would answer a repeat with one invalidation.
    expect(sent().map((input) => input.InvalidationBatch?.CallerReference)).toEqual([
      "ref-2",
      "ref-2",
      "ref-2",
    ]);
    // Doubling waits, each with up to half again of jitter.
    expect(waits).toHaveLength(2);
    expect(waits[0]).toBeGreaterThanOrEqual(10);
    expect(waits[0]).toBeLessThan(15);
    expect(waits[1]).toBeGreaterThanOrEqual(20);
    expect(waits[1]).toBeLessThan(30);
  });

  // CloudFront with its 15 wildcard paths in progress: it refuses any batch holding one
  // ("/*" included) and takes exact paths.
  function wildcardBudgetSpent() {
    cloudFront.on(CreateInvalidationCommand).callsFake((input: CreateInvalidationCommandInput) => {
      const items = input.InvalidationBatch?.Paths?.Items ?? [];
      if (items.some((path) => path.includes("*"))) throw tooMany();
      return { Invalidation: { Id: "I-EXACT" } };
    });
  }

  it("with the wildcard budget spent, sends the exact paths alone: the search answers expire on their own", async () => {
    wildcardBudgetSpent();
    const result = await invalidator().invalidate(PLAN, "ref-3");
    expect(result).toEqual({ id: "I-EXACT", paths: EXACT, fallback: true, leftToExpire: SEARCH });
    expect(
      sent().map((input) => [
        input.InvalidationBatch?.CallerReference,
        input.InvalidationBatch?.Paths,
      ]),
    ).toEqual([
      ...Array.from({ length: 4 }, () => ["ref-3", { Quantity: 5, Items: PATHS }]),
      ["ref-3:exact", { Quantity: 3, Items: EXACT }],
    ]);
  });

  it("with the wildcard budget spent, a plan too long for anything but /* falls back to its exact paths", async () => {
    wildcardBudgetSpent();
    const result = await invalidator().invalidate(
      { paths: ["/*"], fallback: { paths: EXACT, leftToExpire: SEARCH } },
      "ref-6",
    );
    expect(result).toMatchObject({ paths: EXACT, fallback: true });
    expect(sent().at(-1)?.InvalidationBatch?.Paths?.Items).toEqual(EXACT);
  });

  it("fails, sending nothing else, when /* is refused and nothing exact can stand in (the webhook answers 503 and the sender retries)", async () => {
    wildcardBudgetSpent();
    await expect(invalidator().invalidate(EVERYTHING_PLAN, "ref-4")).rejects.toThrow("Too many");
    expect(sent().map((input) => input.InvalidationBatch?.Paths?.Items)).toEqual(
      Array.from({ length: 4 }, () => ["/*"]),
    );
  });

  it("fails when the exact fallback is refused too (3,000 exact paths in progress)", async () => {
    cloudFront.on(CreateInvalidationCommand).rejects(tooMany());
    await expect(invalidator().invalidate(PLAN, "ref-7")).rejects.toThrow("Too many");
    expect(sent()).toHaveLength(8);
  });

  it("does not retry what time will not fix (no permission)", async () => {
    cloudFront.on(CreateInvalidationCommand).rejects(
      new CloudFrontServiceException({
        name: "AccessDenied",
        message: "not allowed",
        $fault: "client",
        $metadata: { httpStatusCode: 403 },
      }),
    );
    await expect(invalidator().invalidate(PLAN, "ref-5")).rejects.toThrow("not allowed");
    expect(sent()).toHaveLength(1);
  });
});

describe("the request the SDK sends", () => {
  it("is a signed POST of the batch as CloudFront's XML to the distribution's invalidations", async () => {
    cloudFront.restore();
    const requests: { method: string; path: string; body: string; auth: string }[] = [];
    const client = new CloudFrontClient({
      region: "us-east-1",
      credentials: { accessKeyId: "AKIDEXAMPLE", secretAccessKey: "not-a-real-secret" },
      requestHandler: {
        handle: async (request: {
          method: string;
          path: string;
          body: string;
          headers: Record<string, string>;
        }) => {
          requests.push({
            method: request.method,
            path: request.path,
            body: request.body,
            auth: request.headers.authorization ?? "",
          });
          const xml = `<?xml version="1.0"?><Invalidation xmlns="http://cloudfront.amazonaws.com/doc/2020-05-31/"><Id>IWIRE</Id><Status>InProgress</Status></Invalidation>`;
          return {
            response: {
              statusCode: 201,
              headers: { "content-type": "text/xml" },
              body: Buffer.from(xml),
            },
          };
        },
      } as never,
    });
    const result = await cloudFrontInvalidator({
      client: () => client,
      distributionId: async () => DISTRIBUTION,
    }).invalidate(
      { paths: ["/about-corus/", "/category/corporate/?page=2", "/search/*"], fallback: null },
      "publish:1:wire",
    );
    expect(result).toEqual({
      id: "IWIRE",
      paths: ["/about-corus/", "/category/corporate/?page=2", "/search/*"],
      fallback: false,
    });
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request!.method).toBe("POST");
    expect(request!.path).toBe(`/2020-05-31/distribution/${DISTRIBUTION}/invalidation`);
    expect(request!.auth).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\//);
    expect(request!.body).toContain("<CallerReference>publish:1:wire</CallerReference>");
    expect(request!.body).toContain(
      "<Paths><Quantity>3</Quantity><Items><Path>/about-corus/</Path><Path>/category/corporate/?page=2</Path><Path>/search/*</Path></Items></Paths>",
    );
  });
});
