import { ContentHtml } from "@/components/ContentHtml";
import { PageHeader } from "@/components/PageHeader";
import { formatSiteDate, isoDate } from "@/lib/dates";
import { PRESS_RELEASES_PATH } from "./paths";
import type { ContentView, PostCard } from "./types";

export interface FrontPageProps {
  page: ContentView;
  latest: PostCard[];
}

export function FrontPage({ page, latest }: FrontPageProps) {
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
                  <a href={post.uri}>{post.title}</a>
                </h3>
              </li>
            ))}
          </ul>
          <p>
            <a href={PRESS_RELEASES_PATH}>All press releases</a>
          </p>
        </section>
      )}
    </article>
  );
}
