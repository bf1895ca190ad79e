// The site's redirection(url:) field in the WordPress plugin
// (packages/wordpress-plugin/corus-site/redirection-field.php), run by Debian's php-cli with small
// fakes of WPGraphQL 2.20 and the Redirection plugin 5.4.2 (packages/wordpress-plugin/test/): it
// registers the shape of the content service's redirection.graphql, and answers from
// Redirection's rules as Redirection itself matches them.
import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { findBreakingChanges, findDangerousChanges, parse, validate } from "graphql";
import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { normalizePath, REDIRECTION_QUERY } from "@corus/site-rules/redirects";
import { wordpressSchema } from "../wordpress/wordpress-schema.ts";

const PLUGIN = path.resolve("packages/wordpress-plugin");

/** A WPGraphQL type reference: a type name, or { non_null } / { list_of } around one. */
type TypeRef = string | { non_null: TypeRef } | { list_of: TypeRef };
interface FieldConfig {
  type: TypeRef;
  description?: string;
  args?: Record<string, FieldConfig>;
  resolve?: string;
}
interface Registration {
  types: Record<string, { name: string; kind: string; fields: Record<string, FieldConfig> }>;
  fields: Record<string, Record<string, FieldConfig>>;
  debug: string[];
}
interface Answer {
  target: string;
  origin: string;
  code: number;
}
interface Lookups {
  answers: { url: string; answer: Answer | null; queries: number }[];
  visits: number;
  /** What the plugin wrote to the log (error_log() under php-cli: stderr), one entry a line. */
  log: string[];
}

async function php(args: string[]): Promise<{ stdout: string; stderr: string }> {
  try {
    return await promisify(execFile)("php", ["test/redirection-field.php", ...args], {
      cwd: PLUGIN,
      encoding: "utf8",
      env: { PATH: process.env.PATH },
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") {
      throw new Error("php-cli is needed for the plugin's tests: apt-get install -y php-cli");
    }
    throw error;
  }
}

/** A rule as an editor makes it in Redirection (FakeRedirection::add() stores it as Redirection does). */
interface Rule {
  url: string;
  action_type?: "url" | "error" | "nothing" | "random" | "pass";
  action_code?: number;
  action_data?: Record<string, string>;
  match_type?: string;
  match_data?: { source: Record<string, boolean | string> };
  regex?: 1;
  enabled?: false;
  position?: number;
}

interface Setup {
  rules?: Rule[];
  urls: string[];
  posts?: Record<number, string>;
  options?: Record<string, unknown>;
  redirection?: false;
  turnedOff?: true;
}

async function lookUp(setup: Setup): Promise<Lookups> {
  const { stdout, stderr } = await php(["lookup", JSON.stringify(setup)]);
  const log = stderr.split("\n").filter((line) => line.trim() !== "");
  return { ...(JSON.parse(stdout) as Omit<Lookups, "log">), log };
}

const redirect = (target: string, origin: string, code: number): Answer => ({
  target,
  origin,
  code,
});

/** Redirection's fresh-install flags ignore case and trailing slashes; these rules set their own. */
const EXACT_CASE = { source: { flag_case: false, flag_trailing: true } };
const EXACT_SLASH = { source: { flag_case: true, flag_trailing: false } };

const RULES: Rule[] = [
  { url: "/about/", action_data: { url: "/about-corus/" }, action_code: 301 },
  { url: "/investors", action_data: { url: "/investor-relations/" }, action_code: 308 },
  { url: "/café/", action_data: { url: "/cafe/" }, action_code: 302 },
  { url: "/recapitalization/", action_data: { url: "/proposed-transaction/" }, action_code: 303 },
  { url: "/careers/job-openings/", action_data: { url: "/careers/" }, action_code: 307 },
  { url: "/media-assets/", action_data: { url: "https://media.example.com/" }, action_code: 302 },
  { url: "/old-disabled-rule/", action_data: { url: "/about-corus/" }, enabled: false },
  { url: "/gone/", action_type: "error", action_code: 410 },
  { url: "/nothing/", action_type: "nothing" },
  { url: "/pass-through/", action_type: "pass", action_data: { url: "/elsewhere/" } },
  { url: "/random-post/", action_type: "random", action_code: 302 },
  { url: "/not-modified/", action_data: { url: "/x/" }, action_code: 304 },
  {
    url: "^/news/(.*)$",
    regex: 1,
    action_data: { url: "/media-centre/press-releases/$1" },
    action_code: 301,
  },
  { url: "/Case-Sensitive/", match_data: EXACT_CASE, action_data: { url: "/case/" } },
  { url: "/exact-slash", match_data: EXACT_SLASH, action_data: { url: "/slash/" } },
  { url: "/with-query?x=1", action_data: { url: "/query/" } },
  { url: "/spaces/", action_data: { url: "/a b/ü/" } },
  { url: "/post-id/", action_data: { url: "4" } },
  // The first rule in Redirection's order (position, then id) decides.
  { url: "/twice/", action_data: { url: "/second/" }, position: 9 },
  { url: "/twice/", action_data: { url: "/first/" }, action_code: 302, position: 3 },
  // A rule on the visitor's login status comes first; the plain one after it is the site's.
  {
    url: "/members/",
    match_type: "login",
    action_data: { logged_in: "/welcome-back/", logged_out: "/sign-in/" },
    action_code: 302,
    position: 1,
  },
  { url: "/members/", action_data: { url: "/join/" }, action_code: 307, position: 2 },
];
const POSTS = { 4: "/media-centre/press-releases/a-post/" };

describe("the field's registration", () => {
  const registration = async () => JSON.parse((await php(["registration"])).stdout) as Registration;

  it("registers Redirection and RootQuery.redirection(url: String!) on graphql_register_types, as WPGraphQL receives them", async () => {
    const { types, fields, debug } = ownOf(await registration());
    const described = { description: expect.any(String) as string };
    expect(types).toEqual({
      redirection: {
        name: "Redirection",
        kind: "object",
        ...described,
        fields: {
          target: { type: "String", ...described },
          origin: { type: "String", ...described },
          code: { type: "Int", ...described },
        },
      },
    });
    expect(fields).toEqual({
      RootQuery: {
        redirection: {
          type: "Redirection",
          ...described,
          args: { url: { type: { non_null: "String" }, ...described } },
          resolve: "callable",
        },
      },
    });
    // WPGraphQL reports a second type or field of the same name, and keeps the first.
    expect(debug).toEqual([]);
  });

  it("is the content service's redirection.graphql, field for field, over the real WPGraphQL schema", async () => {
    const sdl = sdlOf(ownOf(await registration()));
    const fromPlugin = wordpressSchema({ extensions: [{ name: "redirection-field.php", sdl }] });
    const fromFile = wordpressSchema();
    expect(fromPlugin.getQueryType()?.getFields().redirection).toBeDefined();
    // No change either way, breaking or dangerous: the same types, fields, arguments, defaults.
    expect(findBreakingChanges(fromFile, fromPlugin)).toEqual([]);
    expect(findBreakingChanges(fromPlugin, fromFile)).toEqual([]);
    expect(findDangerousChanges(fromFile, fromPlugin)).toEqual([]);
    expect(findDangerousChanges(fromPlugin, fromFile)).toEqual([]);
    expect(validate(fromPlugin, parse(REDIRECTION_QUERY))).toEqual([]);
  });
});

describe("the answer, from Redirection's rules as Redirection matches them", () => {
  const answersFor = async (urls: string[]) => {
    const { answers, log } = await lookUp({ rules: RULES, posts: POSTS, urls });
    expect(log).toEqual([]);
    return answers.map((entry) => entry.answer);
  };

  it.each<[string, string[], Answer]>([
    ["the exact path", ["/about/"], redirect("/about-corus/", "/about/", 301)],
    [
      "the path without its trailing slash, or in other case (Redirection's default flags)",
      ["/about", "/ABOUT/", "/About/"],
      redirect("/about-corus/", "/about/", 301),
    ],
    [
      "a source stored without the trailing slash the site always sends",
      ["/investors/", "/investors"],
      redirect("/investor-relations/", "/investors", 308),
    ],
    [
      "any percent-encoding of the same characters, as Redirection decodes it",
      ["/caf%C3%A9/", "/caf%c3%a9/", "/café/", "/caf%C3%A9"],
      redirect("/cafe/", "/café/", 302),
    ],
    [
      "code 303",
      ["/recapitalization/"],
      redirect("/proposed-transaction/", "/recapitalization/", 303),
    ],
    ["code 307", ["/careers/job-openings/"], redirect("/careers/", "/careers/job-openings/", 307)],
    [
      "an absolute target, as it is",
      ["/media-assets/"],
      redirect("https://media.example.com/", "/media-assets/", 302),
    ],
    [
      "a regex rule, its group filled in; origin is the pattern",
      ["/news/quarterly-results/", "/News/quarterly-results/"],
      redirect("/media-centre/press-releases/quarterly-results/", "^/news/(.*)$", 301),
    ],
    [
      "a rule matching case exactly, in that case",
      ["/Case-Sensitive/", "/Case-Sensitive"],
      redirect("/case/", "/Case-Sensitive/", 301),
    ],
    [
      "a rule matching the trailing slash exactly, as written",
      ["/exact-slash"],
      redirect("/slash/", "/exact-slash", 301),
    ],
    [
      "the target as wp_redirect() sends it: spaces and UTF-8 percent-encoded",
      ["/spaces/"],
      redirect("/a%20b/%C3%BC/", "/spaces/", 301),
    ],
    [
      "a post id as target: its permalink, through Redirection's own target filter",
      ["/post-id/"],
      redirect("https://cms.example.com/media-centre/press-releases/a-post/", "/post-id/", 301),
    ],
    [
      "the first of two rules in Redirection's order",
      ["/twice/"],
      redirect("/first/", "/twice/", 302),
    ],
    [
      "the plain rule, past one that tests the visitor's login",
      ["/members/"],
      redirect("/join/", "/members/", 307),
    ],
    [
      "the path of a URL asked with a query string",
      ["/about/?utm_source=x", "/about/#team"],
      redirect("/about-corus/", "/about/", 301),
    ],
  ])("redirects %s", async (_, urls, expected) => {
    expect(await answersFor(urls)).toEqual(urls.map(() => expected));
  });

  it.each<[string, string[]]>([
    ["an unknown path", ["/unknown/", "/", ""]],
    ["a disabled rule", ["/old-disabled-rule/"]],
    [
      "an action other than a redirect: error 410, do nothing, pass-through, random post",
      ["/gone/", "/nothing/", "/pass-through/", "/random-post/"],
    ],
    ["a redirect code the site does not make (304)", ["/not-modified/"]],
    ["a case-exact rule, in another case", ["/case-sensitive/"]],
    ["a slash-exact rule, with another trailing slash", ["/exact-slash/"]],
    ["a rule whose source has a query string (the site asks about paths)", ["/with-query/"]],
    ["a path that merely contains a source", ["/about/team/", "/x/about/"]],
    ["Redirection's protected REST API", ["/wp-json/about/"]],
  ])("answers null for %s", async (_, urls) => {
    expect(await answersFor(urls)).toEqual(urls.map(() => null));
  });

  it("costs one query on Redirection's table per lookup, and records no visit", async () => {
    const { answers, visits } = await lookUp({
      rules: RULES,
      posts: POSTS,
      urls: ["/about/", "/news/x/", "/unknown/", "/members/"],
    });
    expect(answers.map((entry) => entry.queries)).toEqual([1, 1, 1, 1]);
    expect(visits).toBe(0);
  });

  // Every rule of the content service's seed, made in Redirection, answers as the stand-in does.
  it("answers the seed's rules as the content service does, for the paths the site sends", async () => {
    const seed = parseYaml(
      await readFile("packages/content-service/content/redirects.yaml", "utf8"),
    ) as { origin: string; target: string; code: number; enabled?: boolean }[];
    const rules: Rule[] = seed.map((rule) => ({
      url: rule.origin,
      action_data: { url: rule.target },
      action_code: rule.code,
      ...(rule.enabled === false && { enabled: false as const }),
    }));
    const asked = seed.flatMap((rule) => [
      normalizePath(rule.origin),
      normalizePath(`https://www.example.com${rule.origin.replace(/\/$/, "")}?utm_medium=x`),
    ]);
    const { answers } = await lookUp({ rules, urls: asked });
    expect(answers.map((entry) => entry.answer)).toEqual(
      seed.flatMap((rule) => {
        const answer =
          rule.enabled === false ? null : redirect(rule.target, rule.origin, rule.code);
        return [answer, answer];
      }),
    );
  });
});

describe("without Redirection", () => {
  it.each<[string, Partial<Setup>, string]>([
    ["the plugin not active", { redirection: false }, "the Redirection plugin is not active"],
    ["Redirection turned off", { turnedOff: true }, "Redirection is turned off"],
    [
      "Redirection's database not installed",
      { options: { database: "" } },
      "database is not installed",
    ],
  ])("answers null, and logs why once per request: %s", async (_, setup, why) => {
    const { answers, log } = await lookUp({
      rules: setup.redirection === false ? undefined : RULES,
      urls: ["/about/", "/news/x/", "/unknown/"],
      ...setup,
    });
    expect(answers.map((entry) => entry.answer)).toEqual([null, null, null]);
    expect(log).toHaveLength(1);
    expect(log[0]).toContain("corus-site: redirection(url:) answers null: ");
    expect(log[0]).toContain(why);
  });
});

/** What the plugin registered for this field: the Redirection type and RootQuery.redirection. */
function ownOf({ types, fields, debug }: Registration): Registration {
  return {
    types: types.redirection ? { redirection: types.redirection } : {},
    fields: fields.RootQuery?.redirection
      ? { RootQuery: { redirection: fields.RootQuery.redirection } }
      : {},
    debug,
  };
}

/** The SDL of what the plugin registered, as WPGraphQL builds it from the configs. */
function sdlOf({ types, fields }: Registration): string {
  const typeOf = (ref: TypeRef): string =>
    typeof ref === "string"
      ? ref
      : "non_null" in ref
        ? `${typeOf(ref.non_null)}!`
        : `[${typeOf(ref.list_of)}]`;
  const fieldOf = (name: string, config: FieldConfig) => {
    const args = Object.entries(config.args ?? {}).map(([arg, c]) => `${arg}: ${typeOf(c.type)}`);
    return `${name}${args.length ? `(${args.join(", ")})` : ""}: ${typeOf(config.type)}`;
  };
  const block = (entries: Record<string, FieldConfig>) =>
    Object.entries(entries)
      .map(([name, config]) => `  ${fieldOf(name, config)}`)
      .join("\n");
  return [
    ...Object.values(types).map((type) => `type ${type.name} {\n${block(type.fields)}\n}`),
    ...Object.entries(fields).map(
      ([type, entries]) => `extend type ${type} {\n${block(entries)}\n}`,
    ),
  ].join("\n\n");
}
