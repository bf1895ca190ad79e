// Page builder blocks as the components show them: built on the server (templates/shared/
// page-blocks.ts), with editor HTML through the content pipeline and links as site paths.
import type { Image } from "@/lib/cms/shell";
import type { FileLinkView } from "@/lib/content/file-link-view";
import type { CleanHtml } from "@/lib/content/render";
import type { RatesView } from "@/lib/dividends/view";
import type { BlockStrings } from "@/lib/i18n/blocks";

export interface BlockLink {
  href: string;
  /** The text that says where the link goes. */
  title: string;
  external: boolean;
  opensInNewTab: boolean;
}

export type TimelineStatus = "complete" | "current" | "upcoming";

export type PageBlock = { id: string } & (
  | {
      kind: "rich-text";
      /**
       * Without one, the text's headings (h3s) are listed in the page's contents when no h2
       * comes before them (templates/shared/page-sections.ts).
       */
      heading: string | null;
      html: CleanHtml;
    }
  | {
      kind: "card-grid";
      heading: string;
      intro: string | null;
      cards: { title: string; text: string; image: Image | null; link: BlockLink | null }[];
    }
  | {
      kind: "statistics";
      heading: string;
      intro: string | null;
      /** Statistics in their groups, in the editor's order; one unnamed group when none. */
      groups: { name: string | null; items: { value: string; label: string }[] }[];
      note: string | null;
    }
  | { kind: "accordion"; heading: string; items: { question: string; answer: CleanHtml }[] }
  | {
      kind: "document-list";
      heading: string;
      intro: string | null;
      documents: { title: string; file: FileLinkView }[];
    }
  | {
      kind: "contact";
      heading: string;
      html: CleanHtml | null;
      name: string | null;
      email: string | null;
      phone: string | null;
      address: string | null;
      labels: BlockStrings["contact"];
    }
  | { kind: "call-to-action"; heading: string; text: string | null; link: BlockLink }
  | {
      kind: "dividend-rates";
      heading: string;
      text: string | null;
      /** From the dividend records (templates/shared/page-template.ts); null until read or none. */
      rates: RatesView | null;
    }
  | {
      kind: "key-facts";
      heading: string;
      intro: string | null;
      facts: { label: string; value: string }[];
    }
  | {
      kind: "analyst-coverage";
      heading: string;
      intro: string | null;
      analysts: { firm: string; analyst: string; location: string | null }[];
      labels: BlockStrings["analysts"];
    }
  | {
      kind: "timeline";
      heading: string;
      steps: { date: string; title: string; html: CleanHtml; status: TimelineStatus }[];
      labels: BlockStrings["timeline"];
    }
);
