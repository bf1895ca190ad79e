import { Fragment } from "react";
import { PageBlocks } from "@/components/blocks/PageBlocks";
import { PageContent } from "@/components/PageContent";
import { PageHeader } from "@/components/PageHeader";
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
}

/** The "Brands" template: brands by category, radio stations filterable by province. */
export function Brands({ page, categories, radio }: BrandsProps) {
  const radioSection = <RadioSection radio={radio} />;
  return (
    <article className="page page--brands">
      <PageHeader title={page.title} image={page.image} lead={page.lead} />
      <PageContent html={page.html} sections={page.sections} />
      {BRAND_CATEGORIES.map(({ key }) => {
        if (key === "radio") return <Fragment key={key}>{radioSection}</Fragment>;
        const category = categories.find((candidate) => candidate.key === key);
        return category ? (
          <BrandSection key={key} id={key} name={category.name} brands={category.brands} />
        ) : null;
      })}
      <PageBlocks blocks={page.blocks} />
    </article>
  );
}

function BrandSection({ id, name, brands }: { id: string; name: string; brands: BrandView[] }) {
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
            <WebsiteLink brand={brand} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function RadioSection({ radio }: { radio: BrandsProps["radio"] }) {
  const { stations, total, provinces, province } = radio;
  const summary = province
    ? `Showing ${stations.length} of ${total} stations: ${province}`
    : `Showing all ${total} stations`;
  return (
    <section className="brand-section radio" aria-labelledby="radio-heading">
      <h2 id="radio-heading">Radio stations</h2>
      <ProvinceFilter provinces={provinces} province={province} />
      <p className="radio__summary" role="status">
        {summary}
      </p>
      {stations.length === 0 ? (
        <p>We have no radio stations in {province}.</p>
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
              <WebsiteLink brand={station} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function WebsiteLink({ brand }: { brand: BrandView }) {
  if (!brand.website) return null;
  return (
    <a className="brand__link" href={brand.website} rel="external noopener noreferrer">
      Visit {brand.name}
      <span className="visually-hidden"> (external site)</span>
    </a>
  );
}
