interface StatusText {
  title: string;
  message: string;
  /** The link to the home page: "Go to the home page". */
  homeLink: string;
  /** Where it goes: the home page in the page's language. */
  homeHref?: string;
}

interface StatusPageProps extends StatusText {
  /**
   * The same in the other language, said after it (in its own `lang`): the pages Next builds
   * once, with no request to name a language (the bare 404, the 500), speak both.
   */
  other?: StatusText & { lang: string };
}

/**
 * The body of the 404, 500 and 503 pages: what happened and a way on, no internals. Their
 * head (title, noindex) is statusTags' in the layout's head.
 */
export function StatusPage({ title, message, homeLink, homeHref = "/", other }: StatusPageProps) {
  return (
    <article className="page page--status">
      <div className="page-header">
        <div className="page-header__text">
          <h1 className="page-header__title">{title}</h1>
        </div>
      </div>
      <div className="entry-content">
        <p>{message}</p>
        <p>
          <a href={homeHref}>{homeLink}</a>
        </p>
        {other && (
          <section lang={other.lang} aria-labelledby="status-other-language">
            <h2 id="status-other-language">{other.title}</h2>
            <p>{other.message}</p>
            <p>
              <a href={other.homeHref ?? "/"}>{other.homeLink}</a>
            </p>
          </section>
        )}
      </div>
    </article>
  );
}
