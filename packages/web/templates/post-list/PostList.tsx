import { fill } from "@/lib/i18n/fill";
import type { PressReleasesStrings } from "@/lib/i18n/templates";
import type { PostListPage } from "./load";

interface PostListProps {
  list: PostListPage;
  /** The listing's own path; page N is basePath?page=N. */
  basePath: string;
  headingId: string;
  text: PressReleasesStrings;
}

export function PostList({ list, basePath, headingId, text }: PostListProps) {
  const page = { page: String(list.page) };
  const pageHref = (page: number) => (page === 1 ? basePath : `${basePath}?page=${page}`);
  return (
    <section className="post-list" aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        {fill(text.listHeading, page)}
      </h2>
      <ol className="post-list__items">
        {list.posts.map((post) => (
          <li key={post.id} className="post-card">
            {post.date && (
              <time className="post-card__date" dateTime={post.date.iso}>
                {post.date.text}
              </time>
            )}
            <h3 className="post-card__title">
              <a href={post.uri}>{post.title}</a>
            </h3>
            {post.excerpt && <p className="post-card__excerpt">{post.excerpt}</p>}
          </li>
        ))}
      </ol>
      {(list.page > 1 || list.hasNextPage) && (
        <nav className="pagination" aria-label={text.pagesLabel}>
          {list.page > 1 && (
            <a href={pageHref(list.page - 1)} rel="prev">
              {text.newer}
            </a>
          )}
          <span className="pagination__current">{fill(text.currentPage, page)}</span>
          {list.hasNextPage && (
            <a href={pageHref(list.page + 1)} rel="next">
              {text.older}
            </a>
          )}
        </nav>
      )}
    </section>
  );
}
