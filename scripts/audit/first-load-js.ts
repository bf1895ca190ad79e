// First-load JavaScript of each route of a Next.js build, gzipped: every chunk Turbopack lists
// for the route in `.next/diagnostics/route-bundle-stats.json` (Next 16 prints no "First Load
// JS" column), each gzipped at level 9 as a CDN would serve it, added up.
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

export interface RouteJs {
  route: string;
  /** Gzipped bytes of every chunk the route loads before it is interactive. */
  gzipBytes: number;
  chunks: number;
}

interface RouteBundleStats {
  route: string;
  firstLoadChunkPaths: string[];
}

export function firstLoadJs(appDir: string): RouteJs[] {
  const statsFile = path.join(appDir, ".next/diagnostics/route-bundle-stats.json");
  const stats = JSON.parse(readFileSync(statsFile, "utf8")) as RouteBundleStats[];
  const gzipped = new Map<string, number>();
  const sizeOf = (chunk: string) => {
    let size = gzipped.get(chunk);
    if (size === undefined) {
      size = gzipSync(readFileSync(path.join(appDir, chunk)), { level: 9 }).length;
      gzipped.set(chunk, size);
    }
    return size;
  };
  return stats
    .map(({ route, firstLoadChunkPaths }) => ({
      route,
      gzipBytes: firstLoadChunkPaths.reduce((sum, chunk) => sum + sizeOf(chunk), 0),
      chunks: firstLoadChunkPaths.length,
    }))
    .sort((a, b) => a.route.localeCompare(b.route));
}
