// The distribution's origins, played by local parts: the server function's and the image
// optimizer's function URLs by a running Next.js server of the same build (`next start` runs the
// code OpenNext wraps), behind the origin access control rule Lambda applies to what CloudFront
// signs; and the assets bucket by the OpenNext bundle's assets folder, each object with the
// Cache-Control SST uploads it with and the content type S3 is given.
import { existsSync, readFileSync, statSync } from "node:fs";
import { request as httpRequest } from "node:http";
import path from "node:path";
import mime from "mime-types";
import { minimatch } from "minimatch";
import { carriesContentSha256 } from "@corus/site-rules/content-sha256";
import type { AssetFileOption, Origin } from "./distribution.ts";

export interface OriginRequest {
  method: string;
  /** Path and query string, the origin's own path already before it. */
  url: string;
  headers: [string, string][];
  body: Buffer | undefined;
}

export interface OriginAnswer {
  status: number;
  headers: Headers;
  body: Buffer;
}

/** What Lambda's function URL answers a request its origin access control could not sign. */
const FORBIDDEN: OriginAnswer = {
  status: 403,
  headers: new Headers({ "content-type": "application/json" }),
  body: Buffer.from('{"Message":"Forbidden"}'),
};

/** What S3 answers CloudFront's origin access identity for a key it may not list: no such key. */
const ACCESS_DENIED: OriginAnswer = {
  status: 403,
  headers: new Headers({ "content-type": "application/xml" }),
  body: Buffer.from(
    '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>',
  ),
};

export interface LocalOrigins {
  /** The running Next.js server that plays the server function and the image optimizer. */
  serverUrl: string;
  /** The OpenNext bundle's assets folder (.open-next/assets), which SST uploads. */
  assetsDir: string;
}

/**
 * An HTTP request with the path exactly as CloudFront passes it on (fetch would resolve dot
 * segments), given up after the origin's read timeout.
 */
function send(base: string, request: OriginRequest, timeoutMs: number): Promise<OriginAnswer> {
  const origin = new URL(base);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: origin.hostname,
        port: origin.port,
        method: request.method,
        path: request.url,
        headers: request.headers.reduce<Record<string, string | string[]>>((all, [name, value]) => {
          const existing = all[name];
          all[name] = existing === undefined ? value : [existing, value].flat();
          return all;
        }, {}),
        timeout: timeoutMs,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("error", reject);
        response.on("end", () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(response.headers)) {
            for (const one of [value ?? []].flat()) headers.append(name, one);
          }
          resolve({ status: response.statusCode ?? 502, headers, body: Buffer.concat(chunks) });
        });
      },
    );
    outgoing.on("timeout", () =>
      outgoing.destroy(Object.assign(new Error("timed out"), { name: "TimeoutError" })),
    );
    outgoing.on("error", reject);
    outgoing.end(request.body && request.body.length > 0 ? request.body : undefined);
  });
}

export function createOrigins(local: LocalOrigins, fileOptions: readonly AssetFileOption[]) {
  async function fromServer(origin: Origin, request: OriginRequest): Promise<OriginAnswer> {
    // Lambda refuses a POST or PUT through an OAC-signed URL without its body's SHA-256
    // (stacks/origin-access.ts): CloudFront signs the payload's hash only if the viewer sent it.
    if (
      origin.signed &&
      (request.method === "POST" || request.method === "PUT") &&
      !carriesContentSha256(Object.fromEntries(request.headers), request.body ?? Buffer.alloc(0))
    ) {
      return FORBIDDEN;
    }
    return send(local.serverUrl, request, origin.readTimeoutSeconds * 1000);
  }

  function fromBucket(origin: Origin, request: OriginRequest): OriginAnswer {
    const key = decodeURIComponent(new URL(request.url, "http://bucket").pathname).replace(
      /^\//,
      "",
    );
    const prefix = origin.path.replace(/^\//, "");
    const file = path.join(local.assetsDir, key.slice(prefix.length));
    if (
      !key.startsWith(prefix) ||
      !file.startsWith(local.assetsDir) ||
      !existsSync(file) ||
      statSync(file).isDirectory()
    ) {
      return ACCESS_DENIED;
    }
    const option = fileOptions.find(
      (candidate) =>
        minimatch(key, candidate.files, { dot: true }) &&
        !(candidate.ignore && minimatch(key, candidate.ignore, { dot: true })),
    );
    const type = mime.contentType(path.extname(file)) || "application/octet-stream";
    const headers = new Headers({ "content-type": type });
    if (option) headers.set("cache-control", option.cacheControl);
    const body = readFileSync(file);
    headers.set("etag", `"${body.length.toString(16)}-${statSync(file).mtimeMs.toString(16)}"`);
    return { status: 200, headers, body };
  }

  return {
    async answer(origin: Origin, request: OriginRequest): Promise<OriginAnswer> {
      return origin.kind === "assets" ? fromBucket(origin, request) : fromServer(origin, request);
    },
  };
}
