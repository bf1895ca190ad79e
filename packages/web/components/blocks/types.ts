// Page builder blocks as the components show them: built on the server (templates/
// page-blocks.ts), with editor HTML through the content pipeline and links as site paths.
import type { Image } from "@/lib/cms/shell";
import type { CleanHtml } from "@/lib/content/render";

export interface BlockLink {
  href: string;
  /** The text that says where the link goes. */
  title: string;
  external: boolean;
  opensInNewTab: boolean;
}

export type TimelineStatus = "complete" | "current" | "upcoming";

export type PageBlock = { id: string } & (
  | { kind: "rich-text"; heading: string | null; html: CleanHtml }
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
      documents: { title: string; url: string }[];
    }
  | {
      kind: "contact";
      heading: string;
      html: CleanHtml | null;
      name: string | null;
      email: string | null;
      phone: string | null;
      address: string | null;
    }
  | { kind: "call-to-action"; heading: string; text: string | null; link: BlockLink }
  | {
      kind: "timeline";
      heading: string;
      steps: { date: string; title: string; html: CleanHtml; status: TimelineStatus }[];
    }
);
