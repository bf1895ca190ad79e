import { PageBlocks } from "@/components/blocks/PageBlocks";
import { PageContent } from "@/components/PageContent";
import { PageHeader } from "@/components/PageHeader";
import { BrandName } from "@/templates/brands/BrandName";
import type { BrandView } from "@/templates/brands/view";
import { DividendRates } from "@/components/DividendRates";
import type { RatesView } from "@/lib/dividends/view";
import type { FrontPageStrings } from "@/lib/i18n/templates";
import type { LinkedPages } from "@/templates/shared/linked-pages";
import type { PageView, PostCard } from "@/templates/shared/types";

export interface FrontPageProps {
  page: PageView;
  /** The brands the CMS marks as featured. */
  brands: BrandView[];
  latest: PostCard[];
  rates: RatesView | null;
  /** The pages it leads to, in its language (templates/shared/linked-pages.ts). */
  links: LinkedPages;
  /** The template's words, in the page's language (lib/i18n/templates.ts). */
  text: FrontPageStrings;
}

/** The front page: the hero (its one h1), brands, latest releases, the investor snapshot. */
export function FrontPage({ page, brands, latest, rates, links, text }: FrontPageProps) {
  return (
    <article className="page page--front">
      <PageHeader title={page.title} image={page.image} lead={page.lead} />
      <PageContent {...page} />
      {brands.length > 0 && (
        <section className="brand-highlights" aria-labelledby="brand-highlights-title">
          <h2 id="brand-highlights-title">{text.ourBrands}</h2>
          <ul className="brand-highlights__items">
            {brands.map((brand) => (
              <li key={brand.id} className="brand-highlight">
                <h3 className="brand-highlight__name">
                  <BrandName brand={brand} />
                </h3>
                <p>{brand.description}</p>
              </li>
            ))}
          </ul>
          <p>
            <a href={links.brands}>{text.allBrands}</a>
          </p>
        </section>
      )}
      {latest.length > 0 && (
        <section className="latest-news" aria-labelledby="latest-news-title">
          <h2 id="latest-news-title">{text.latestReleases}</h2>
          <ul className="latest-news__items">
            {latest.map((post) => (
              <li key={post.id} className="post-card">
                {post.date && (
                  <time className="post-card__date" dateTime={post.date.iso}>
                    {post.date.text}
                  </time>
                )}
                <h3 className="post-card__title">
                  <a href={post.uri}>{post.title}</a>
                </h3>
              </li>
            ))}
          </ul>
          <p>
            <a href={links.pressReleases}>{text.allPressReleases}</a>
          </p>
        </section>
      )}
      {rates && (
        <section className="investor-snapshot" aria-labelledby="investor-snapshot-title">
          <h2 id="investor-snapshot-title">{text.investorSnapshot}</h2>
          <DividendRates rates={rates} caption={text.ratesCaption} />
          <ul className="investor-snapshot__links">
            <li>
              <a href={links.dividendHistory}>{text.dividendHistory}</a>
            </li>
            <li>
              <a href={links.financialReports}>{text.financialReports}</a>
            </li>
            <li>
              <a href={links.events}>{text.events}</a>
            </li>
          </ul>
        </section>
      )}
      <PageBlocks blocks={page.blocks} />
    </article>
  );
}
