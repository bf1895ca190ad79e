// Reading seed files: YAML and front matter parsed, then checked against a zod schema. Every
// problem is a ContentError that names the file and the field.
// Files are read synchronously: about a hundred small ones, at start and on each reload, where
// a thread-pool round trip per file made a reload several times slower on a busy machine.
import { existsSync, readFileSync } from "node:fs";
import { readdir } from "node:fs/promises";
import path from "node:path";
import matter from "gray-matter";
import { parse as parseYaml } from "yaml";
import type { z } from "zod";

export class ContentError extends Error {
  override name = "ContentError";
  constructor(
    readonly file: string,
    readonly field: string,
    detail: string,
  ) {
    super(`${file}: ${field ? `field "${field}": ` : ""}${detail}`);
  }
}

/** Gives the path of a content file as errors name it (relative to the content folder's parent). */
export type RelativeName = (file: string) => string;

/** The seed content folder being loaded, and how errors name its files. */
export interface SeedFolder {
  contentDir: string;
  rel: RelativeName;
}

export async function listFiles(dir: string, extension: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(extension))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/**
 * The last parse of each YAML file, by path: a reload after an edit parses only the files
 * whose text changed (YAML parsing was most of a reload, and an edit must reach the site
 * within 2 s). Frozen, because every load shares it; bounded, for the test runs that load
 * many copies of the content.
 */
const lastParse = new Map<string, { text: string; data: unknown }>();
const MAX_REMEMBERED_FILES = 500;

function parseYamlOnce(file: string, text: string): unknown {
  const remembered = lastParse.get(file);
  if (remembered?.text === text) return remembered.data;
  const data = deepFreeze(parseYaml(text));
  lastParse.delete(file);
  lastParse.set(file, { text, data });
  if (lastParse.size > MAX_REMEMBERED_FILES) {
    lastParse.delete(lastParse.keys().next().value as string);
  }
  return data;
}

function deepFreeze(value: unknown): unknown {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

export async function readYamlFile<T extends z.ZodType>(
  file: string,
  schema: T,
  rel: RelativeName,
): Promise<z.infer<T>> {
  const where = rel(file);
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    throw new ContentError(where, "", "the file is missing");
  }
  let data: unknown;
  try {
    data = parseYamlOnce(file, text);
  } catch (error) {
    throw new ContentError(where, "", `not valid YAML: ${(error as Error).message}`);
  }
  return parseWith(schema, data, where);
}

export async function readFrontMatterFile(file: string, where: string) {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    // Listed a moment ago: an editor that deletes before it writes, or a folder being removed.
    throw new ContentError(where, "", `the file cannot be read: ${(error as Error).message}`);
  }
  try {
    const parsed = matter(text);
    return { data: parsed.data as unknown, content: parsed.content };
  } catch (error) {
    throw new ContentError(where, "front matter", `not valid YAML: ${(error as Error).message}`);
  }
}

/** `data` checked by `schema`; `at` names where it is in its file (`[3]`, an item of a list). */
export function parseWith<T extends z.ZodType>(
  schema: T,
  data: unknown,
  where: string,
  at = "",
): z.infer<T> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = `${at}${(issue?.path ?? [])
    .map((part) => (typeof part === "number" ? `[${part}]` : `.${String(part)}`))
    .join("")}`.replace(/^\./, "");
  throw new ContentError(where, field, issue?.message ?? "invalid");
}
