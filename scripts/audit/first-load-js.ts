// First-load JavaScript, gzipped: what a page's HTML has the browser load before the page is
// interactive. Every <script src> the HTML names from the app's build (Next's chunks for the
// route, the chunks of the next/dynamic components the page rendered, which are its template's
// and blocks', and Next's manifests), each gzipped at level 9 as a CDN would serve it, added
// up. Chunks a page loads later (code behind a dynamic import(): the consent dialog, the route
// progress bar) are not counted: Lighthouse's runs count them with the rest of what loaded.
// Measured the same way on the bare Next.js page, the budget's reference.
//
// Also every route's chunks as Turbopack lists them (`.next/diagnostics/route-bundle-stats.json`;
// Next 16 prints no "First Load JS" column), for the report.
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

export interface PageJs {
  path: string;
  /** Gzipped bytes of every script the page's HTML names. */
  gzipBytes: number;
  scripts: number;
}

export interface RouteJs {
  route: string;
  /** Gzipped bytes of every chunk Turbopack lists for the route. */
  gzipBytes: number;
  chunks: number;
}

function gzippedSizes(appDir: string) {
  const sizes = new Map<string, number>();
  return (file: string) => {
    let size = sizes.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(path.join(appDir, file)), { level: 9 }).length;
      sizes.set(file, size);
    }
    return size;
  };
}

/** The build's files the page's HTML loads as scripts, as paths inside the app's folder. */
export function scriptFiles(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*\bsrc="\/_next\/(static\/[^"?]+)"/g)].map(
    (match) => `.next/${match[1]}`,
  );
}

/** Measures pages of a running app built in `appDir`, by the HTML each answers with. */
export async function pagesFirstLoadJs(
  appDir: string,
  baseUrl: string,
  paths: readonly string[],
): Promise<PageJs[]> {
  const sizeOf = gzippedSizes(appDir);
  const measured: PageJs[] = [];
  for (const pagePath of paths) {
    const html = await (await fetch(new URL(pagePath, baseUrl))).text();
    const files = scriptFiles(html);
    if (files.length === 0) throw new Error(`${pagePath} names no script of the build`);
    measured.push({
      path: pagePath,
      gzipBytes: files.reduce((sum, file) => sum + sizeOf(file), 0),
      scripts: files.length,
    });
  }
  return measured;
}

interface RouteBundleStats {
  route: string;
  firstLoadChunkPaths: string[];
}

export function routesFirstLoadJs(appDir: string): RouteJs[] {
  const statsFile = path.join(appDir, ".next/diagnostics/route-bundle-stats.json");
  const stats = JSON.parse(readFileSync(statsFile, "utf8")) as RouteBundleStats[];
  const sizeOf = gzippedSizes(appDir);
  return stats
    .map(({ route, firstLoadChunkPaths }) => ({
      route,
      gzipBytes: firstLoadChunkPaths.reduce((sum, chunk) => sum + sizeOf(chunk), 0),
      chunks: firstLoadChunkPaths.length,
    }))
    .sort((a, b) => a.route.localeCompare(b.route));
}
