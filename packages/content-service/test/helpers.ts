// Starts a real content service on a free port and queries it over HTTP, as the site does.
import { cp, mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { CONTENT_DIR } from "../src/paths.ts";
import { startContentService, type ContentService } from "../src/server.ts";

export interface GraphQLAnswer<T> {
  data?: T;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

export async function startService(contentDir?: string): Promise<ContentService> {
  return startContentService({ port: 0, host: "127.0.0.1", contentDir });
}

export async function graphql<T>(
  service: ContentService,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<GraphQLAnswer<T>> {
  const response = await fetch(service.graphqlUrl, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as GraphQLAnswer<T>;
}

/** A writable copy of the seed content, for tests that break or extend it. */
export async function copyOfSeedContent(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "content-"));
  await cp(CONTENT_DIR, dir, { recursive: true });
  return dir;
}
