// The site's stack as CloudFormation, synthesized as `sst deploy` would, offline, in SST's test
// mode (no AWS calls; NextjsSite reads the OpenNext output instead of building it): what the
// local CloudFront (local-cloudfront.ts) plays, and what tests/stacks asserts on. Synthesized for
// a stage named "local" whose CMS is at LOCAL_STAGE_CMS (local-cloudfront.ts serves that host,
// the functions' URLs and the assets bucket from local parts), and kept in .cdn/ until the stack,
// the site or its OpenNext bundle changes.
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { modifiedAt, newestIn, withFileLock } from "../lib/stale-builds.ts";

export const ROOT = path.resolve(import.meta.dirname, "../..");
const CACHED_TEMPLATE = path.join(ROOT, ".cdn/local-stage.template.json");
/** Held while one process synthesizes: the browser tests start several local CloudFronts at once. */
const SYNTH_LOCK = `${CACHED_TEMPLATE}.lock`;
const LOCK_WAIT_MS = 5 * 60_000;
const OPEN_NEXT_OUTPUT = path.join(ROOT, "packages/web/.open-next/open-next.output.json");
/** What the template is made from, besides the OpenNext output. */
const STACK_SOURCES = ["sst.config.ts", "stacks", "packages/edge/src", "packages/site-rules/src"];
const NOT_SOURCES = new Set(["node_modules"]);

/** The stage the local CloudFront plays, and the CMS its settings name. */
export const LOCAL_STAGE = "local";
export const LOCAL_STAGE_CMS = "https://cms.example.com";
/** The settings the "local" stage is deployed with: the least the stack needs. */
export const LOCAL_STAGE_ENV: Record<string, string> = {
  CMS_GRAPHQL_URL: `${LOCAL_STAGE_CMS}/graphql`,
  SITEMAP_BASE_URL: "https://www.example.com",
};

export type CfnTemplate = {
  Resources: Record<string, { Type: string; Properties: Record<string, unknown> }>;
};

/**
 * The app of `stage` with `env` as the deploying machine's environment, synthesized into a
 * temporary cloud assembly (about 60 MB of staged assets, removed after), as CloudFormation.
 * SST runs its test mode when NODE_ENV is "test": set here for the call, as Vitest sets it.
 */
export async function synthesizeStack(
  stage: string,
  env: Record<string, string>,
): Promise<CfnTemplate> {
  const saved = { ...process.env };
  const outdir = mkdtempSync(path.join(tmpdir(), "stack-synth-"));
  try {
    process.env = { ...saved, ...env, NODE_ENV: "test" };
    const [{ App, getStack }, { initProject }, { default: config }, { Site }] = await Promise.all([
      import("sst/constructs"),
      import("sst/project.js"),
      import("../../sst.config.ts"),
      import("../../stacks/Site.ts"),
    ]);
    await initProject({ stage });
    const { name, region } = config.config();
    const app = new App(
      { mode: "deploy", stage, name, region, account: "123456789012" },
      { outdir },
    );
    config.stacks(app);
    await app.finish();
    const { Template } = await import("aws-cdk-lib/assertions");
    return Template.fromStack(getStack(Site)).toJSON() as CfnTemplate;
  } finally {
    process.env = saved;
    rmSync(outdir, { recursive: true, force: true });
  }
}

/** The "local" stage's template: synthesized when missing or older than what it is made from. */
export async function localStageTemplate(): Promise<CfnTemplate> {
  if (!existsSync(OPEN_NEXT_OUTPUT)) {
    throw new Error(
      "The local CloudFront is made from the stack's template, which needs the site's OpenNext " +
        "bundle: run `npx tsx tests/opennext/build-bundle.ts` (npm test builds it)",
    );
  }
  const madeFrom = Math.max(
    newestIn(OPEN_NEXT_OUTPUT),
    ...STACK_SOURCES.map((source) => newestIn(path.join(ROOT, source), NOT_SOURCES)),
  );
  const fresh = () => (modifiedAt(CACHED_TEMPLATE) ?? 0) > madeFrom;
  const cached = () => JSON.parse(readFileSync(CACHED_TEMPLATE, "utf8")) as CfnTemplate;
  if (fresh()) return cached();
  mkdirSync(path.dirname(CACHED_TEMPLATE), { recursive: true });
  return withFileLock(SYNTH_LOCK, LOCK_WAIT_MS, async () => {
    // Another process may have made it while this one waited.
    if (fresh()) return cached();
    const template = await synthesizeStack(LOCAL_STAGE, LOCAL_STAGE_ENV);
    writeFileSync(`${CACHED_TEMPLATE}.tmp`, JSON.stringify(template));
    renameSync(`${CACHED_TEMPLATE}.tmp`, CACHED_TEMPLATE);
    return template;
  });
}
