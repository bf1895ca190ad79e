// `npm start`: builds the site if it has not been built, starts the embedded content
// service (unless CMS_GRAPHQL_URL points at a real WordPress) with WordPress's cron every
// minute against it (`npm run wordpress-cron`, as the stack's schedule calls WordPress: the
// seed's scheduled post goes out at its time), and the site; and stops them all on Ctrl-C or
// when one stops.
//
// `npm start -- --cdn` puts the site behind the local CloudFront (scripts/cdn), made from the
// stack's own template, as a visitor of the deployed site meets it: the site listens on
// SITE_ORIGIN_PORT (3001) and the distribution on PORT; the CMS's publish webhook and previews
// go through the distribution too, and the site's invalidations reach it through a local
// stand-in for CloudFront's and SSM's APIs.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { startLocalAws } from "./cdn/fake-aws.ts";
import { startCloudFrontFor, type LocalCloudFront } from "./cdn/local-cloudfront.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const webDir = `${root}packages/web`;
const nextBin = `${webDir}/node_modules/next/dist/bin/next`;

const withCdn = process.argv.includes("--cdn");
/** Where visitors go: the site, or with --cdn the local CloudFront in front of it. */
const sitePort = process.env.PORT || "3000";
const originPort = withCdn ? process.env.SITE_ORIGIN_PORT || "3001" : sitePort;
const contentPort = process.env.CONTENT_SERVICE_PORT || "4000";
const externalCms = process.env.CMS_GRAPHQL_URL;

if (!existsSync(nextBin)) {
  console.error(
    "start: the site's packages are missing; run `npm ci` in the repository root first.",
  );
  process.exit(1);
}

if (withCdn) {
  // The distribution serves the OpenNext bundle's assets and runs its edge function; the
  // stack's template is synthesized from that bundle. Both are rebuilt only when stale.
  console.log("start: building the OpenNext bundle and the stack's template if stale...");
  const build = spawnSync(process.execPath, ["--import", "tsx", "tests/opennext/build-bundle.ts"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
} else if (!existsSync(`${webDir}/.next/BUILD_ID`)) {
  console.log("start: no build of the site yet, building it (about a minute)...");
  const build = spawnSync(process.execPath, [nextBin, "build"], {
    cwd: webDir,
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const children: ChildProcess[] = [];
let stopping = false;
let cdn: LocalCloudFront | undefined;

function stopAll(code: number) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  void cdn?.close();
  setTimeout(() => process.exit(code), 500).unref();
}

function run(name: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }) {
  const child = spawn(process.execPath, args, { ...options, stdio: "inherit" });
  children.push(child);
  child.on("exit", (code, signal) => {
    if (!stopping) {
      console.error(
        `start: ${name} stopped (${signal ?? `exit code ${code}`}); stopping the rest.`,
      );
      stopAll(code || 1);
    }
  });
  return child;
}

async function waitFor(url: string, child: ChildProcess, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(
    child.exitCode === null
      ? `${url} did not answer within ${timeoutMs} ms`
      : `it stopped before answering at ${url}`,
  );
}

process.once("SIGINT", () => stopAll(0));
process.once("SIGTERM", () => stopAll(0));

async function startAll() {
  let cmsGraphqlUrl = externalCms;
  // The embedded CMS signs its publish webhook (sent when a seed file is edited) with a
  // secret made for this run alone; a real WordPress brings its own CMS_WEBHOOK_SECRET.
  const webhookSecret = externalCms
    ? process.env.CMS_WEBHOOK_SECRET
    : randomBytes(32).toString("hex");
  // Previews the same way: the stand-in's Preview button signs with a secret of this run, and
  // the site reads the previewed post with an Application Password of this run for the seed's
  // preview account (content/users.yaml), as it would with WordPress's.
  const embedded = externalCms
    ? undefined
    : {
        previewSecret: randomBytes(32).toString("hex"),
        user: "site-previews",
        appPassword: randomBytes(18).toString("base64url"),
      };
  if (!cmsGraphqlUrl) {
    const service = run(
      "content service",
      ["--import", "tsx", "packages/content-service/src/main.ts"],
      {
        cwd: root,
        env: {
          ...process.env,
          CONTENT_SERVICE_PORT: contentPort,
          CONTENT_SERVICE_WEBHOOK_URL: `http://127.0.0.1:${sitePort}/api/revalidate/`,
          CONTENT_SERVICE_WEBHOOK_SECRET: webhookSecret,
          CONTENT_SERVICE_PREVIEW_URL: `http://localhost:${sitePort}/api/preview/`,
          CONTENT_SERVICE_PREVIEW_SECRET: embedded?.previewSecret,
          CONTENT_SERVICE_AUTH_USER: embedded?.user,
          CONTENT_SERVICE_AUTH_APP_PASSWORD: embedded?.appPassword,
        },
      },
    );
    await waitFor(`http://127.0.0.1:${contentPort}/healthz`, service);
    cmsGraphqlUrl = `http://127.0.0.1:${contentPort}/graphql`;
    run("WordPress cron", ["--import", "tsx", "scripts/wordpress-cron.ts"], {
      cwd: root,
      env: { ...process.env, WORDPRESS_CRON_URL: `http://127.0.0.1:${contentPort}/wp-cron.php` },
    });
  } else {
    console.log(`start: using the CMS at ${cmsGraphqlUrl}`);
    console.log(
      "start: scheduled posts go out at their time only if WP-Cron runs every minute: `npm run wordpress-cron` runs it (docs/wordpress.md)",
    );
  }
  if (stopping) return;
  // With --cdn, the site's invalidations go to the local CloudFront, started once the site is.
  const localAws = withCdn
    ? await startLocalAws((items) => cdn?.invalidate(items) ?? 0)
    : undefined;
  const site = run("site", [nextBin, "start", "-p", originPort], {
    cwd: webDir,
    env: {
      ...process.env,
      ...localAws?.siteEnv,
      CMS_GRAPHQL_URL: cmsGraphqlUrl,
      ...(webhookSecret && { CMS_WEBHOOK_SECRET: webhookSecret }),
      ...(embedded && {
        CMS_PREVIEW_SECRET: embedded.previewSecret,
        CMS_AUTH_USER: embedded.user,
        CMS_AUTH_APP_PASSWORD: embedded.appPassword,
      }),
      NEXT_TELEMETRY_DISABLED: "1",
    },
  });
  if (localAws) {
    await waitFor(`http://127.0.0.1:${originPort}/robots.txt`, site);
    cdn = await startCloudFrontFor({
      serverUrl: `http://127.0.0.1:${originPort}`,
      cmsOrigin: new URL(cmsGraphqlUrl).origin,
      port: Number(sitePort),
    });
  }
  const behind = cdn ? `, behind the local CloudFront (the site itself: port ${originPort})` : "";
  console.log(`start: the site is at http://localhost:${sitePort}${behind} (Ctrl-C stops it)`);
  if (embedded) {
    console.log(
      `start: editors' previews start at http://localhost:${contentPort}/wp-admin/preview (WordPress's Preview button, played by the content service)`,
    );
  }
}

startAll().catch((error: unknown) => {
  console.error(`start: could not start everything: ${(error as Error).message}`);
  stopAll(1);
});
