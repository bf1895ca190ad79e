import Head from "next/head";

export interface HeadData {
  title: string;
  description: string | null;
  noindex: boolean;
  ogType: string;
  ogImage: string | null;
}

export function SeoHead({ head }: { head: HeadData }) {
  return (
    <Head>
      <title>{head.title}</title>
      {head.description && <meta name="description" content={head.description} />}
      {head.noindex && <meta name="robots" content="noindex" />}
      <meta property="og:title" content={head.title} />
      {head.description && <meta property="og:description" content={head.description} />}
      <meta property="og:type" content={head.ogType} />
      {head.ogImage && <meta property="og:image" content={head.ogImage} />}
    </Head>
  );
}
