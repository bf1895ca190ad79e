// What a page's markup asks of a Content-Security-Policy, checked without a browser: each
// script, stylesheet, image, frame and media source it names, and its inline scripts (each by
// its hash) and styles. Returns one line per thing the policy would block.
import { createHash } from "node:crypto";

type Directives = Map<string, string[]>;

export function violationsOf(html: string, policy: string, pageOrigin: string): string[] {
  const directives: Directives = new Map(
    policy
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
  // Browsers with scripting on do not parse <noscript> content.
  const markup = html.replace(/<noscript>[\s\S]*?<\/noscript>/g, "");
  const violations: string[] = [];
  const check = (directive: string, url: string) => {
    if (!allows(directives, directive, url, pageOrigin)) violations.push(`${directive}: ${url}`);
  };
  const checkInline = (directive: string, what: string, text?: string) => {
    const sources = sourcesFor(directives, directive);
    const hash =
      text === undefined
        ? undefined
        : `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
    if (!sources.includes("'unsafe-inline'") && !(hash && sources.includes(hash))) {
      violations.push(`${directive}: ${what}`);
    }
  };

  for (const [, attributeText, body] of markup.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const attributes = attributesOf(attributeText!);
    if (attributes.src) check("script-src", attributes.src);
    else if (!/json/.test(attributes.type ?? "")) {
      checkInline("script-src", body!.slice(0, 60), body!);
    }
  }
  for (const [tag] of markup.matchAll(/<link\b[^>]*>/g)) {
    const { rel, as, href } = attributesOf(tag);
    if (!href) continue;
    if (rel === "stylesheet" || as === "style") check("style-src", href);
    else if (as === "image") check("img-src", href);
    else if (as === "script") check("script-src", href);
    else if (as === "font") check("font-src", href);
  }
  for (const [tag, name] of markup.matchAll(/<(img|iframe|video|audio|source)\b[^>]*>/g)) {
    const { src } = attributesOf(tag);
    const directive = name === "img" ? "img-src" : name === "iframe" ? "frame-src" : "media-src";
    if (src) check(directive, src);
  }
  if (/<style\b/.test(markup)) checkInline("style-src", "<style> element");
  if (/<[a-z][^>]*\sstyle=/i.test(markup)) checkInline("style-src", "style attribute");
  return violations;
}

function sourcesFor(directives: Directives, directive: string): string[] {
  return directives.get(directive) ?? directives.get("default-src") ?? [];
}

function allows(directives: Directives, directive: string, url: string, pageOrigin: string) {
  const sources = sourcesFor(directives, directive);
  const target = new URL(url, pageOrigin);
  if (target.protocol === "data:") return sources.includes("data:");
  if (target.origin === pageOrigin) return sources.includes("'self'");
  return sources.includes(target.origin);
}

function attributesOf(tag: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [, name, doubleQuoted, singleQuoted] of tag.matchAll(
    /\s([\w-]+)=(?:"([^"]*)"|'([^']*)')/g,
  )) {
    attributes[name!.toLowerCase()] = (doubleQuoted ?? singleQuoted ?? "").replace(/&amp;/g, "&");
  }
  return attributes;
}
