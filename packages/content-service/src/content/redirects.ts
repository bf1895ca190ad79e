// Redirection rules (redirects.yaml), as the Redirection plugin keeps them: the origin in the
// lookup form every reader of the rules shares (@corus/site-rules/redirects), and a target on this
// site must be a public page.
import path from "node:path";
import { normalizePath } from "@corus/site-rules/redirects";
import { z } from "zod";
import type { PublicUris } from "./checks.ts";
import { readYamlFile, type SeedFolder } from "./read.ts";
import type { RedirectRecord } from "./records.ts";

const REDIRECTS_FILE = "redirects.yaml";

const redirectCodes = [301, 302, 303, 307, 308] as const;

const redirectsFileSchema = z.array(
  z
    .object({
      origin: z.string().startsWith("/", "expected a site path starting with /"),
      target: z.string().min(1),
      code: z.union(redirectCodes.map((code) => z.literal(code))),
      enabled: z.boolean().default(true),
    })
    .strict(),
);

export type RedirectsInput = z.infer<typeof redirectsFileSchema>;

export function readRedirectsFile({ contentDir, rel }: SeedFolder): Promise<RedirectsInput> {
  return readYamlFile(path.join(contentDir, REDIRECTS_FILE), redirectsFileSchema, rel);
}

export function redirectRecords(
  input: RedirectsInput,
  context: SeedFolder & { uris: PublicUris },
): RedirectRecord[] {
  const { contentDir, rel, uris } = context;
  const redirectsFile = rel(path.join(contentDir, REDIRECTS_FILE));
  return input.map((rule, index) => {
    const target = rule.target;
    if (target.startsWith("/")) {
      uris.require(normalizePath(target), redirectsFile, `[${index}].target`, target);
    }
    return { ...rule, origin: normalizePath(rule.origin) };
  });
}
