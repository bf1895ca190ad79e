// The site's Lambda function URLs answer CloudFront alone. SST 2 makes them public (auth NONE);
// its own fix (`regional.enableServerUrlIamAuth`) signs requests with a Lambda@Edge function
// pinned to a retired runtime. CloudFront's origin access control for Lambda (OAC) signs them
// itself: each URL takes AWS_IAM auth, CloudFront may invoke it for this distribution only, and
// the distribution's origin for it signs every request. Without this, anyone who learns a
// function's URL skips the CDN's headers, the edge's redirects and its cache key.
//
// A POST or PUT through an OAC-signed origin must carry its body's SHA-256 in
// x-amz-content-sha256 (Lambda takes no unsigned payload; AWS's words are quoted in
// packages/site-rules/src/content-sha256.ts), or Lambda answers 403: the WordPress plugin and
// the content service send it with the publish webhook, the site's one request with a body,
// and the publish simulation's CDN refuses a webhook without it.
import { Stack } from "aws-cdk-lib";
import type { CfnDistribution } from "aws-cdk-lib/aws-cloudfront";
import { CfnOriginAccessControl, type IDistribution } from "aws-cdk-lib/aws-cloudfront";
import { CfnPermission, CfnUrl } from "aws-cdk-lib/aws-lambda";
import type { Construct } from "constructs";

export function restrictFunctionUrlsToCloudFront(scope: Construct, distribution: IDistribution) {
  const stack = Stack.of(scope);
  const cfnDistribution = distribution.node.defaultChild as CfnDistribution;
  const sourceArn = stack.formatArn({
    service: "cloudfront",
    region: "",
    resource: "distribution",
    resourceName: distribution.distributionId,
  });
  const origins = stack.resolve(
    (stack.resolve(cfnDistribution.distributionConfig) as { origins: unknown[] }).origins,
  ) as { domainName: unknown }[];

  const urls = scope.node.findAll().filter((node): node is CfnUrl => node instanceof CfnUrl);
  urls.forEach((url, index) => {
    // The URL's L2 construct sits under the function.
    const fn = url.node.scope?.node.scope as Construct;
    url.authType = "AWS_IAM";
    // CDK's grants to anyone for the public URL: with AWS_IAM they would open nothing, so go.
    for (const child of [...fn.node.children]) {
      if (child instanceof CfnPermission && child.principal === "*") {
        fn.node.tryRemoveChild(child.node.id);
      }
    }
    // Function URLs created since October 2025 need both actions granted.
    for (const action of ["lambda:InvokeFunctionUrl", "lambda:InvokeFunction"]) {
      new CfnPermission(fn, `CloudFront${action.split(":")[1]}`, {
        action,
        functionName: url.targetFunctionArn,
        principal: "cloudfront.amazonaws.com",
        sourceArn,
        ...(action === "lambda:InvokeFunctionUrl" && { functionUrlAuthType: "AWS_IAM" }),
      });
    }
    const control = new CfnOriginAccessControl(scope, `FunctionUrlAccess${index}`, {
      originAccessControlConfig: {
        name: `${stack.stackName}-${url.node.addr.slice(0, 16)}`,
        originAccessControlOriginType: "lambda",
        signingBehavior: "always",
        signingProtocol: "sigv4",
      },
    });
    const urlId = stack.resolve(url.logicalId) as string;
    const origin = origins.findIndex((candidate) =>
      JSON.stringify(stack.resolve(candidate.domainName)).includes(`"${urlId}"`),
    );
    if (origin < 0) throw new Error(`no CloudFront origin serves the function URL ${urlId}`);
    cfnDistribution.addPropertyOverride(
      `DistributionConfig.Origins.${origin}.OriginAccessControlId`,
      control.attrId,
    );
  });
  if (urls.length === 0) throw new Error("the site has no function URL to restrict");
}
