// Starting and stopping servers (content service, Next.js) as their own process groups, for
// the benchmark and the browser tests that stop the CMS on purpose, and reading their memory.
// `next start` forks its server into a child process, so memory is summed over the process
// tree and a stop ends the whole group.
import { spawn, type ChildProcess } from "node:child_process";
import { closeSync, openSync, readdirSync, readFileSync } from "node:fs";

export interface Server {
  name: string;
  url: string;
  /** The process id of the server (the root of its process group). */
  pid: number;
  process: ChildProcess;
  stop(): Promise<void>;
}

export interface StartOptions {
  name: string;
  command: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** Polled until it answers (any status below 500). */
  readyUrl: string;
  url: string;
  /** Where the server's output goes: one line per CMS call would drown the benchmark's own. */
  quiet?: boolean;
  /** Appends the server's output to this file instead (kept to explain a server that died). */
  logFile?: string;
}

export async function startServer(options: StartOptions): Promise<Server> {
  const log = options.logFile === undefined ? undefined : openSync(options.logFile, "a");
  const child = spawn(process.execPath, options.command, {
    cwd: options.cwd,
    env: options.env,
    detached: true,
    stdio:
      log !== undefined
        ? ["ignore", log, log]
        : options.quiet
          ? "ignore"
          : ["ignore", "inherit", "inherit"],
  });
  if (log !== undefined) closeSync(log); // the child holds its own copy
  const pid = child.pid;
  if (pid === undefined) throw new Error(`${options.name} could not be started`);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${options.name} stopped while starting`);
    try {
      if ((await fetch(options.readyUrl)).status < 500) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${options.name} did not start within 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    name: options.name,
    url: options.url,
    pid,
    process: child,
    async stop() {
      if (child.exitCode !== null) return;
      try {
        process.kill(-pid, "SIGTERM");
      } catch {
        return;
      }
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      try {
        process.kill(-pid, "SIGKILL");
      } catch {
        // already gone
      }
    },
  };
}

/** Resident memory of a process and all its descendants, in MiB (Linux /proc). */
export function treeRssMiB(pid: number): number {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // the process ended meanwhile
    }
  }
  let kib = 0;
  const visit = (id: number) => {
    try {
      const status = readFileSync(`/proc/${id}/status`, "utf8");
      kib += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    } catch {
      // ended meanwhile
    }
    for (const child of children.get(id) ?? []) visit(child);
  };
  visit(pid);
  return kib / 1024;
}
