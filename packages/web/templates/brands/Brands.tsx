import { Fragment } from "react";
import { PageBlocks } from "@/components/blocks/PageBlocks";
import { PageContent } from "@/components/PageContent";
import { PageHeader } from "@/components/PageHeader";
import { fill } from "@/lib/i18n/fill";
import type { BrandsStrings } from "@/lib/i18n/templates";
import type { PageView } from "@/templates/shared/types";
import { BrandName } from "./BrandName";
import { ProvinceFilter } from "./ProvinceFilter";
import { BRAND_CATEGORIES, type BrandView, type StationView } from "./view";

export interface BrandsProps {
  page: PageView;
  categories: { key: string; name: string; brands: BrandView[] }[];
  radio: {
    /** The stations shown: all, or those of the province asked for. */
    stations: StationView[];
    total: number;
    /** The provinces with stations: the filter's options. */
    provinces: string[];
    province: string | null;
  };
  /** The template's words, in the page's language (lib/i18n/templates.ts). */
  text: BrandsStrings;
}

/** The "Brands" template: brands by category, radio stations filterable by province. */
export function Brands({ page, categories, radio, text }: BrandsProps) {
  const radioSection = <RadioSection radio={radio} text={text} />;
  return (
    <article className="page page--brands">
      <PageHeader title={page.title} image={page.image} lead={page.lead} />
      <PageContent {...page} />
      {BRAND_CATEGORIES.map((key) => {
        if (key === "radio") return <Fragment key={key}>{radioSection}</Fragment>;
        const category = categories.find((candidate) => candidate.key === key);
        return category ? (
          <BrandSection
            key={key}
            id={key}
            name={category.name}
            brands={category.brands}
            text={text}
          />
        ) : null;
      })}
      <PageBlocks blocks={page.blocks} />
    </article>
  );
}

interface BrandSectionProps {
  id: string;
  name: string;
  brands: BrandView[];
  text: BrandsStrings;
}

function BrandSection({ id, name, brands, text }: BrandSectionProps) {
  return (
    <section className="brand-section" aria-labelledby={`brands-${id}-heading`}>
      <h2 id={`brands-${id}-heading`}>{name}</h2>
      <ul className="brand-list">
        {brands.map((brand) => (
          <li key={brand.id} className="brand">
            <h3 className="brand__name">
              <BrandName brand={brand} />
            </h3>
            <p className="brand__description">{brand.description}</p>
            <WebsiteLink brand={brand} text={text} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** What the station list shows: some of a province, all of them, or the only one. */
export function radioSummary(
  { stations, total, province }: BrandsProps["radio"],
  text: BrandsStrings,
): string {
  const counts = { shown: String(stations.length), total: String(total) };
  if (province) return fill(text.showingSome, { ...counts, province });
  return total === 1 ? text.showingOne : fill(text.showingAll, counts);
}

function RadioSection({ radio, text }: { radio: BrandsProps["radio"]; text: BrandsStrings }) {
  const { stations, provinces, province } = radio;
  const summary = radioSummary(radio, text);
  return (
    <section className="brand-section radio" aria-labelledby="radio-heading">
      <h2 id="radio-heading">{text.categories.radio}</h2>
      <ProvinceFilter provinces={provinces} province={province} text={text} />
      <p className="radio__summary" role="status">
        {summary}
      </p>
      {stations.length === 0 ? (
        <p>{fill(text.noneIn, { province: province ?? "" })}</p>
      ) : (
        <ul className="brand-list brand-list--radio">
          {stations.map((station) => (
            <li key={station.id} className="brand station">
              <h3 className="brand__name">{station.name}</h3>
              <p className="station__facts">
                <span className="station__call-sign">{station.callSign}</span> · {station.frequency}{" "}
                · {station.market}
                {station.province && `, ${station.province}`}
              </p>
              <p className="brand__description">{station.description}</p>
              <WebsiteLink brand={station} text={text} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function WebsiteLink({ brand, text }: { brand: BrandView; text: BrandsStrings }) {
  if (!brand.website) return null;
  return (
    <a className="brand__link" href={brand.website} rel="external noopener noreferrer">
      {fill(text.visit, { name: brand.name })}
      <span className="visually-hidden">{text.externalSite}</span>
    </a>
  );
}
