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

export async function listFiles(dir: string, extension: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(extension))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
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
    data = parseYaml(text);
  } catch (error) {
    throw new ContentError(where, "", `not valid YAML: ${(error as Error).message}`);
  }
  return parseWith(schema, data, where);
}

export async function readFrontMatterFile(file: string, where: string) {
  const text = readFileSync(file, "utf8");
  try {
    const parsed = matter(text);
    return { data: parsed.data as unknown, content: parsed.content };
  } catch (error) {
    throw new ContentError(where, "front matter", `not valid YAML: ${(error as Error).message}`);
  }
}

export function parseWith<T extends z.ZodType>(
  schema: T,
  data: unknown,
  where: string,
): z.infer<T> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = (issue?.path ?? [])
    .map((part) => (typeof part === "number" ? `[${part}]` : `.${String(part)}`))
    .join("")
    .replace(/^\./, "");
  throw new ContentError(where, field, issue?.message ?? "invalid");
}
