// The repository's imports folded into folders: folder A depends on folder B when a file directly
// in A imports a file directly in B. Type-only imports count: a circle through types is still
// two folders that each need the other.
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { cruise, type IModule } from "dependency-cruiser";
import extractTypeScriptConfig from "dependency-cruiser/config-utl/extract-ts-config";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** Every tree of source the repository has: the packages, the stack, its scripts and tests. */
const SOURCES = ["packages", "stacks", "scripts", "tests", "sst.config.ts"];

/** A test file is imported by nothing: it uses its folder from outside, as any caller would. */
const TEST_FILE = /\.test\.tsx?$/;

/** Folder -> the folders it imports, each with the imports ("file -> file") that make the edge. */
export type FolderGraph = Map<string, Map<string, string[]>>;

async function cruiseRepository(): Promise<IModule[]> {
  const tsConfigFileName = resolve(ROOT, "tsconfig.json");
  const { output } = await cruise(
    SOURCES,
    {
      baseDir: ROOT,
      exclude: { path: ["(^|/)node_modules/", "(^|/)\\.(next|open-next|sst|bench)/"] },
      doNotFollow: { path: "(^|/)node_modules/" },
      // Follow type-only imports too (tsc erases them, the design does not).
      tsPreCompilationDeps: true,
      // The root's paths reach the site as @corus/web/...; the site's own files use @/...
      tsConfig: { fileName: tsConfigFileName },
      // Each workspace publishes its files through package.json's exports.
      enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "default"] },
    },
    { alias: { "@": resolve(ROOT, "packages/web") } },
    { tsConfig: extractTypeScriptConfig(tsConfigFileName) },
  );
  if (typeof output === "string") throw new Error("dependency-cruiser answered text, not modules");
  return output.modules;
}

function isOurs(path: string): boolean {
  return !path.includes("node_modules/");
}

export async function folderGraph(): Promise<FolderGraph> {
  const graph: FolderGraph = new Map();
  for (const module of await cruiseRepository()) {
    if (!isOurs(module.source) || module.coreModule || TEST_FILE.test(module.source)) continue;
    const from = dirname(module.source);
    for (const dependency of module.dependencies) {
      if (dependency.coreModule || dependency.couldNotResolve || !isOurs(dependency.resolved)) {
        continue;
      }
      const to = dirname(dependency.resolved);
      if (to === from) continue;
      const targets = graph.get(from) ?? new Map<string, string[]>();
      graph.set(from, targets);
      targets.set(to, [...(targets.get(to) ?? []), `${module.source} -> ${dependency.resolved}`]);
    }
  }
  return graph;
}
