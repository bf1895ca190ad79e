import Link from "next/link";
import { ContentHtml } from "@/components/ContentHtml";
import { PageHeader } from "@/components/PageHeader";
import { formatSiteDate, isoDate } from "@/lib/dates";
import { contentView } from "./content-view";
import { loadPostListPage } from "./post-list";
import type { ContentView, PostCard, Template } from "./types";

const LATEST_COUNT = 3;
const PRESS_RELEASES_PATH = "/media-centre/press-releases/";

interface FrontPageProps {
  page: ContentView;
  latest: PostCard[];
}

function FrontPage({ page, latest }: FrontPageProps) {
  return (
    <article className="page page--front">
      <PageHeader title={page.title} image={page.image} />
      <ContentHtml html={page.html} />
      {latest.length > 0 && (
        <section className="latest-news" aria-labelledby="latest-news-title">
          <h2 id="latest-news-title">Latest press releases</h2>
          <ul className="latest-news__items">
            {latest.map((post) => (
              <li key={post.id} className="post-card">
                {post.date && (
                  <time className="post-card__date" dateTime={isoDate(post.date)}>
                    {formatSiteDate(post.date)}
                  </time>
                )}
                <h3 className="post-card__title">
                  <Link href={post.uri}>{post.title}</Link>
                </h3>
              </li>
            ))}
          </ul>
          <p>
            <Link href={PRESS_RELEASES_PATH}>All press releases</Link>
          </p>
        </section>
      )}
    </article>
  );
}

export const frontPageTemplate: Template<FrontPageProps> = {
  async load({ client, node, page }) {
    if (node.__typename !== "Page" || page !== 1) return null;
    const list = await loadPostListPage(client, 1, null);
    return { page: contentView(node), latest: (list?.posts ?? []).slice(0, LATEST_COUNT) };
  },
  Component: FrontPage,
};
