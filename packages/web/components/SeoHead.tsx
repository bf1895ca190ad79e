import Head from "next/head";

export interface HeadData {
  title: string;
  description: string | null;
  /** The page's address on this site (the CMS's canonical names the CMS host). */
  canonical: string;
  noindex: boolean;
  ogType: string;
  ogImage: string | null;
}

export function SeoHead({ head }: { head: HeadData }) {
  return (
    <Head>
      <title>{head.title}</title>
      {head.description && <meta name="description" content={head.description} />}
      <link rel="canonical" href={head.canonical} />
      {head.noindex && <meta name="robots" content="noindex" />}
      <meta property="og:title" content={head.title} />
      {head.description && <meta property="og:description" content={head.description} />}
      <meta property="og:type" content={head.ogType} />
      <meta property="og:url" content={head.canonical} />
      {head.ogImage && <meta property="og:image" content={head.ogImage} />}
    </Head>
  );
}
