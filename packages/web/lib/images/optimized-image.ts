// The <img> attributes of a CMS image through Next's optimizer, for the browser's bundle: what
// next/image's getImageProps makes of the site's images (a srcset of the optimizer's widths
// for the image's `sizes`, or 1x and 2x of a fixed width, the largest as src; an SVG as it is),
// without its browser code for what the site never uses (fill, placeholders, static imports,
// loaders of its own, development checks): about 2.5 KB gzipped, a fifth of a page's own
// JavaScript. The rules are getImageProps's (next/dist/shared/lib/get-img-props.js), on the
// configuration Next inlines into every bundle from next.config.ts, as getImageProps reads it;
// optimized-image.test.ts holds the output to getImageProps's own.
import {
  prepareImageConfig,
  type ImageConfigForRendering,
  type PreparedImageConfig,
} from "next/dist/shared/lib/image-config";

const siteConfig = prepareImageConfig(
  process.env.__NEXT_IMAGE_OPTS as unknown as ImageConfigForRendering | undefined,
);

export interface OptimizedImage {
  src: string;
  srcSet: string | undefined;
  sizes: string | undefined;
}

export function optimizedImage(
  src: string,
  width: number,
  sizes?: string,
  config: PreparedImageConfig = siteConfig,
): OptimizedImage {
  // An SVG is served as it is (the optimizer would refuse it) unless the site allows SVGs.
  if (
    config.unoptimized ||
    (!config.dangerouslyAllowSVG && (src.split("?", 1)[0] ?? src).endsWith(".svg"))
  ) {
    return { src, srcSet: undefined, sizes: undefined };
  }
  const { widths, kind } = widthsFor(config, width, sizes);
  const url = (size: number) => optimizedUrl(config, src, size);
  return {
    src: url(widths.at(-1) ?? width),
    srcSet: widths
      .map((size, index) => `${url(size)} ${kind === "w" ? size : index + 1}${kind}`)
      .join(", "),
    sizes,
  };
}

/** The widths the browser may pick from, and how the srcset names them. */
function widthsFor(
  { deviceSizes, allSizes }: PreparedImageConfig,
  width: number,
  sizes: string | undefined,
): { widths: number[]; kind: "w" | "x" } {
  if (sizes) {
    // The smallest share of the viewport the image takes ("33vw"), when `sizes` names one.
    const shares = [...sizes.matchAll(/(^|\s)(1?\d?\d)vw/g)].map((match) => Number(match[2]));
    const least = shares.length ? (Math.min(...shares) / 100) * (deviceSizes[0] ?? 0) : 0;
    return { widths: allSizes.filter((size) => size >= least), kind: "w" };
  }
  const atLeast = (wanted: number) =>
    allSizes.find((size) => size >= wanted) ?? allSizes.at(-1) ?? wanted;
  return { widths: [...new Set([atLeast(width), atLeast(width * 2)])], kind: "x" };
}

/** The optimizer's URL of an image (absolute, from the CMS's media host) at one width. */
function optimizedUrl({ path, qualities }: PreparedImageConfig, src: string, width: number) {
  const quality = qualities?.length
    ? qualities.reduce((best, q) => (Math.abs(q - 75) < Math.abs(best - 75) ? q : best))
    : 75;
  return `${path}?url=${encodeURIComponent(src)}&w=${width}&q=${quality}`;
}
