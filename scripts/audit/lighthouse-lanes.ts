// Lighthouse in lanes, side by side: each lane a process of its own (Lighthouse runs one audit at
// a time in a process) with its own Chromium, measuring its share of the pages and its own runs
// of the bare page between them, so every page is still judged against the bare page measured
// beside it, under the same load. A Lighthouse run spends much of its time waiting for the page
// to go quiet: one lane leaves most of the machine idle.
//
// Run as a script, this file is one lane: `node --import tsx lighthouse-lanes.ts <job.json>`
// reads its pages and options from the job file and writes its results back into it.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  lighthousePages,
  type FormFactor,
  type LighthouseOptions,
  type LighthousePage,
} from "./lighthouse.ts";
import type { AuditedPage } from "./pages.ts";

type LaneOptions = Omit<LighthouseOptions, "log">;

interface LaneJob {
  pages: AuditedPage[];
  formFactor: FormFactor;
  options: LaneOptions;
  results?: LighthousePage[];
}

const THIS_FILE = fileURLToPath(import.meta.url);

/** `pages` measured in `lanes` processes at once; the results in the pages' order. */
export async function lighthouseInLanes(
  pages: AuditedPage[],
  formFactor: FormFactor,
  options: LighthouseOptions,
  lanes: number,
): Promise<LighthousePage[]> {
  const { log, ...laneOptions } = options;
  const dir = mkdtempSync(path.join(os.tmpdir(), "audit-lanes-"));
  try {
    // Every lane-th page, so each lane has pages of every kind.
    const shares = Array.from({ length: lanes }, (_, lane) =>
      pages.filter((_page, index) => index % lanes === lane),
    ).filter((share) => share.length > 0);
    const results = await Promise.all(
      shares.map(async (share, lane) => {
        const jobFile = path.join(dir, `lane-${lane}.json`);
        const job: LaneJob = { pages: share, formFactor, options: laneOptions };
        writeFileSync(jobFile, JSON.stringify(job));
        await runLane(jobFile, log);
        const { results: laneResults } = JSON.parse(readFileSync(jobFile, "utf8")) as LaneJob;
        if (!laneResults) throw new Error(`Lighthouse lane ${lane} wrote no results`);
        return laneResults;
      }),
    );
    return pages.map((page, index) => {
      const result = results[index % lanes]?.[Math.floor(index / lanes)];
      if (!result) throw new Error(`no Lighthouse result for ${page.path}`);
      return result;
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function runLane(jobFile: string, log: (line: string) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const lane = spawn(process.execPath, ["--import", "tsx", THIS_FILE, jobFile], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    let pending = "";
    lane.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      const lines = (pending + chunk).split("\n");
      pending = lines.pop() ?? "";
      for (const line of lines) log(line);
    });
    lane.on("error", reject);
    lane.on("close", (code, signal) => {
      if (pending) log(pending);
      if (code === 0) resolve();
      else reject(new Error(`a Lighthouse lane ended with ${signal ?? `exit code ${code}`}`));
    });
  });
}

if (process.argv[1] === THIS_FILE) {
  const jobFile = process.argv[2];
  if (!jobFile) throw new Error("usage: lighthouse-lanes.ts <job.json>");
  const job = JSON.parse(readFileSync(jobFile, "utf8")) as LaneJob;
  const results = await lighthousePages(job.pages, job.formFactor, {
    ...job.options,
    log: (line) => console.log(line),
  });
  writeFileSync(jobFile, JSON.stringify({ ...job, results }));
}
