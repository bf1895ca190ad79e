// How much of the CPU the hypervisor gave to other guests while something ran: Linux's
// "steal" time in /proc/stat. These machines are virtual; when the host is busy, a guest's two
// cores run for only part of each second and every task on them takes longer (Lighthouse runs at
// 30 to 50% steal scored 65 to 85 on pages whose median is 97). The audit reports it beside each
// run, to explain a figure. Elsewhere than Linux it reads as none.
import { readFileSync } from "node:fs";

interface CpuTimes {
  steal: number;
  total: number;
}

function cpuTimes(): CpuTimes | null {
  try {
    const [line = ""] = readFileSync("/proc/stat", "utf8").split("\n", 1);
    // cpu  user nice system idle iowait irq softirq steal ...
    const ticks = line.trim().split(/\s+/).slice(1, 9).map(Number);
    return { steal: ticks[7] ?? 0, total: ticks.reduce((sum, value) => sum + value, 0) };
  } catch {
    return null;
  }
}

/** Starts watching; the function returned gives the share of CPU time stolen since (0 to 1). */
export function watchSteal(): () => number {
  const start = cpuTimes();
  return () => {
    const end = cpuTimes();
    if (!start || !end || end.total <= start.total) return 0;
    return (end.steal - start.steal) / (end.total - start.total);
  };
}
