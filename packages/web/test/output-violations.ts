// For tests: what must never be in the pipeline's output, found by reading the output back
// with the parser the pipeline itself uses rather than by searching the text.
import { decodeHTML } from "entities";
import sanitizeHtml from "sanitize-html";
import { CONTENT_ALLOWLIST } from "@/lib/content/allowlist";
import { TABLE_REGION } from "@/lib/content/table-regions";
import { VIDEO } from "@/lib/content/video-markup";

export interface ParsedElement {
  tag: string;
  attributes: Readonly<Record<string, string>>;
}

interface ParsedHtml {
  elements: ParsedElement[];
  /** Text nodes, as a browser would show them. */
  texts: string[];
}

function parseHtml(html: string): ParsedHtml {
  const parsed: ParsedHtml = { elements: [], texts: [] };
  sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    onOpenTag: (tag, attributes) => parsed.elements.push({ tag, attributes: { ...attributes } }),
    // Text reaches textFilter decoded and then escaped again; undo the escaping.
    textFilter: (text) => {
      parsed.texts.push(decodeHTML(text));
      return text;
    },
  });
  return parsed;
}

export function elementsIn(html: string): ParsedElement[] {
  return parseHtml(html).elements;
}

const URL_ATTRIBUTES = new Set([
  "href",
  "src",
  "cite",
  "action",
  "formaction",
  "data",
  "poster",
  "background",
  "xlink:href",
  "ping",
  // A video placeholder's player, loaded when asked for.
  VIDEO.player,
]);

/** What a browser would see as the scheme: it ignores tabs, newlines and leading controls. */
function isScriptUrl(url: string): boolean {
  // eslint-disable-next-line no-control-regex
  const normalized = url.replace(/[\u0000-\u0020]/g, "").toLowerCase();
  return /^(?:javascript|vbscript|data):/.test(normalized);
}

function urlsOf(name: string, value: string): string[] {
  if (name === "srcset") {
    return value.split(",").map((candidate) => candidate.trim().split(/\s+/)[0] ?? "");
  }
  return URL_ATTRIBUTES.has(name) ? [value] : [];
}

const ALLOWED_TAGS = new Set(CONTENT_ALLOWLIST.allowedTags || []);
const HEADINGS_SHOWN_AS_H3 = new Set(["h1", "h2", "h4", "h5", "h6"]);

/**
 * The elements the pipeline adds after sanitizing that the allowlist does not have: a region
 * around a table (table-regions.ts), a video placeholder's play button (video-placeholder.ts).
 */
const isAddedByPipeline = (tag: string, attributes: Readonly<Record<string, string>>) =>
  (tag === TABLE_REGION.tag && attributes.class === TABLE_REGION.className) ||
  (tag === "button" && VIDEO.play in attributes);

/** Each problem as a line naming the element, or nothing for clean HTML. */
export function outputViolations(html: string): string[] {
  const problems: string[] = [];
  const { elements, texts } = parseHtml(html);
  for (const { tag, attributes } of elements) {
    if (HEADINGS_SHOWN_AS_H3.has(tag)) problems.push(`<${tag}> heading`);
    else if (!ALLOWED_TAGS.has(tag) && !isAddedByPipeline(tag, attributes)) {
      problems.push(`<${tag}> is not on the allowlist`);
    }
    for (const [name, value] of Object.entries(attributes)) {
      if (name.startsWith("on")) problems.push(`<${tag} ${name}> event handler`);
      if (name === "style" || name === "id" || name === "name") problems.push(`<${tag} ${name}>`);
      if (urlsOf(name, value).some(isScriptUrl)) {
        problems.push(`<${tag} ${name}="${value}"> script URL`);
      }
    }
  }
  if (texts.some((text) => text.includes("\u00A0"))) problems.push("a non-breaking space in text");
  return problems;
}
