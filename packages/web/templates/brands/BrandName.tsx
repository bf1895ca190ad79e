import { CmsImage } from "@/components/CmsImage";
import type { BrandView } from "./view";

/** How wide a logo shows: 3rem high, at its 3:1 proportions (styles/templates.css). */
export const BRAND_LOGO_SIZES = "9rem";

/**
 * A brand's name, as its logo when it has one: a wordmark is the name, so its alt text (the
 * CMS's, else the name) is the heading's text and nothing is read twice.
 */
export function BrandName({ brand }: { brand: BrandView }) {
  if (!brand.logo) return <>{brand.name}</>;
  return (
    <CmsImage
      image={brand.logo}
      alt={brand.logo.alt.trim() || brand.name}
      className="brand__logo"
      sizes={BRAND_LOGO_SIZES}
    />
  );
}
