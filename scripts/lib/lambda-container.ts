// A Lambda container of a server function's bundle, started as the Lambda runtime starts one:
// a fresh Node process (plain `node`, no loader hooks: what Lambda runs) in the function's
// folder imports the handler (the init), then hands it events one at a time. The benchmark's
// cold starts and the bundle's tests run containers this way.
import { execFile } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";

export interface Answer {
  /** From the handler's call to its answer. */
  ms: number;
  /** The bytecode V8 compiled meanwhile: the code this answer ran for the first time. */
  compiledBytes: number;
  /** What the handler answered, without a function-URL answer's body. */
  result: Record<string, unknown>;
}

export interface ContainerRun {
  /** Importing the handler: what Lambda reports as the init duration, less the runtime's own. */
  initMs: number;
  /** The bytecode V8 compiled during the init. */
  compiledBytes: number;
  answers: Answer[];
  /** The CommonJS files loaded when the last answer was given, relative to the function's folder. */
  loaded: string[];
}

/** OpenNext's warmer's event (its aws-lambda warmer), as it invokes the server function. */
export const warmerEvent = (index = 0) => ({
  type: "warmer",
  warmerId: "warmer-local",
  index,
  concurrency: 1,
  delay: 75,
});

/** Marks the probe's result among what the function logs. */
const RESULT = "lambda-container-result ";

// Run by `node --input-type=module`: the container's life, its events in order.
const PROBE = `import { createRequire } from "node:module";
import { getHeapCodeStatistics } from "node:v8";
const bytecode = () => getHeapCodeStatistics().bytecode_and_metadata_size;
const started = performance.now();
const { handler } = await import(process.env.PROBE_HANDLER);
const initMs = performance.now() - started;
const compiledBytes = bytecode();
const answers = [];
for (const event of JSON.parse(process.env.PROBE_EVENTS)) {
  const before = bytecode();
  const asked = performance.now();
  const { body, ...result } = (await handler(event, {})) ?? {};
  answers.push({ ms: performance.now() - asked, compiledBytes: bytecode() - before, result });
}
const cwd = process.cwd() + "/";
const loaded = Object.keys(createRequire(cwd).cache)
  .filter((file) => file.startsWith(cwd))
  .map((file) => file.slice(cwd.length));
process.stdout.write("\\n" + ${JSON.stringify(RESULT)} + JSON.stringify({ initMs, compiledBytes, answers, loaded }) + "\\n");
process.exit(0);
`;

/**
 * One fresh container of the server function in `functionDir`, with `env` as its environment
 * (beside what OpenNext's S3 cache reads at start-up), answering `events` in order.
 */
export async function runContainer(
  functionDir: string,
  events: object[],
  env: NodeJS.ProcessEnv,
): Promise<ContainerRun> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ["--input-type=module", "--eval", PROBE],
    {
      // Lambda runs the function from its folder (/var/task).
      cwd: functionDir,
      env: {
        PATH: process.env.PATH,
        // Read by OpenNext's S3 cache at start-up; no request here reaches it.
        CACHE_BUCKET_NAME: "site-cache",
        CACHE_BUCKET_REGION: "ca-central-1",
        ...env,
        PROBE_HANDLER: pathToFileURL(path.join(functionDir, "index.mjs")).href,
        PROBE_EVENTS: JSON.stringify(events),
      },
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  const result = stdout.split("\n").find((line) => line.startsWith(RESULT));
  if (!result) throw new Error(`the container in ${functionDir} gave no result:\n${stdout}`);
  return JSON.parse(result.slice(RESULT.length)) as ContainerRun;
}
