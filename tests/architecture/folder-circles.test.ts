// No two folders need each other, however far round: each folder depends one way only, so the
// layers read bottom up (docs/architecture.md). Lint's import-x/no-cycle sees files; this sees
// the folders they sit in. Not dependency-cruiser's own folder rule (`scope: "folder"`): it counts
// a file for every folder above it too, so packages/web/lib (all of lib) and components, which
// lib/render imports and which imports lib/cms, read as a circle (61 of them on this tree), where
// this test asks the narrower question of folders taken one by one.
import { describe, expect, it } from "vitest";
import { folderGraph, type FolderGraph } from "./folder-graph.ts";

/** The graph's strongly connected components of two or more folders (Tarjan's algorithm). */
function circles(graph: FolderGraph): string[][] {
  const order = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (folder: string): void => {
    order.set(folder, order.size);
    lowest.set(folder, order.get(folder)!);
    stack.push(folder);
    for (const next of graph.get(folder)?.keys() ?? []) {
      if (!order.has(next)) {
        visit(next);
        lowest.set(folder, Math.min(lowest.get(folder)!, lowest.get(next)!));
      } else if (stack.includes(next)) {
        lowest.set(folder, Math.min(lowest.get(folder)!, order.get(next)!));
      }
    }
    if (lowest.get(folder) !== order.get(folder)) return;
    const component = stack.splice(stack.indexOf(folder));
    if (component.length > 1) found.push(component.sort());
  };
  for (const folder of graph.keys()) if (!order.has(folder)) visit(folder);
  return found;
}

/** A circle as the imports that close it, for the failure message. */
function describeCircle(graph: FolderGraph, circle: string[]): string {
  const lines = circle.flatMap((from) =>
    [...(graph.get(from) ?? [])]
      .filter(([to]) => circle.includes(to))
      .map(([to, imports]) => `  ${from} -> ${to} (${imports[0]})`),
  );
  return `${circle.join(" <-> ")}\n${lines.join("\n")}`;
}

describe("the folders' imports", () => {
  it("form no circle", { timeout: 60_000 }, async () => {
    const graph = await folderGraph();
    // The graph is the repository's, not an empty one from a misread config.
    expect(graph.get("packages/web/lib/cms")?.has("packages/web/lib/graphql")).toBe(true);
    expect(circles(graph).map((circle) => describeCircle(graph, circle))).toEqual([]);
  });
});
