// Brands as the pages show them (the Brands page, the front page's highlights), and the
// categories the Brands page groups them in. Components and the loader both read this file, so
// it holds nothing that only the server may run.
import type { Image } from "@/lib/cms/shell";

/**
 * The brand categories the CMS's select field offers, in the order the page shows them (their
 * headings: lib/i18n/templates.ts).
 */
export const BRAND_CATEGORIES = [
  "conventional",
  "specialty",
  "radio",
  "streaming",
  "studios",
] as const;

export interface BrandView {
  id: number;
  name: string;
  description: string;
  /** The brand's own site (absolute http(s)). */
  website: string | null;
  logo: Image | null;
}

export interface StationView extends BrandView {
  callSign: string;
  frequency: string;
  market: string;
  province: string | null;
}
