import Head from "next/head";

interface StatusPageProps {
  title: string;
  message: string;
  siteName: string;
}

/** The body of the 404, 500 and 503 pages: what happened and a way on, no internals. */
export function StatusPage({ title, message, siteName }: StatusPageProps) {
  return (
    <>
      <Head>
        <title>{`${title} | ${siteName}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <article className="page page--status">
        <div className="page-header">
          <div className="page-header__text">
            <h1 className="page-header__title">{title}</h1>
          </div>
        </div>
        <div className="entry-content">
          <p>{message}</p>
          <p>
            <a href="/">Go to the home page</a>
          </p>
        </div>
      </article>
    </>
  );
}
