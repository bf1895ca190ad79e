import Link from "next/link";
import { ContentHtml } from "@/components/ContentHtml";
import { PageHeader } from "@/components/PageHeader";
import { formatSiteDate, isoDate } from "@/lib/dates";
import { contentView } from "./content-view";
import type { ContentView, Template } from "./types";

const PRESS_RELEASES_PATH = "/media-centre/press-releases/";

interface PressReleaseProps {
  post: ContentView;
}

function PressRelease({ post }: PressReleaseProps) {
  return (
    <article className="page page--post">
      <PageHeader
        title={post.title}
        image={post.image}
        meta={
          post.date && (
            <>
              Press release · <time dateTime={isoDate(post.date)}>{formatSiteDate(post.date)}</time>
            </>
          )
        }
      />
      <ContentHtml html={post.html} />
      <p className="back-link">
        <Link href={PRESS_RELEASES_PATH}>All press releases</Link>
      </p>
    </article>
  );
}

export const pressReleaseTemplate: Template<PressReleaseProps> = {
  async load({ node, page }) {
    if (node.__typename !== "Post" || page !== 1) return null;
    return { post: contentView(node) };
  },
  Component: PressRelease,
};
