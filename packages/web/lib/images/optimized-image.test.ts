import { getImgProps } from "next/dist/shared/lib/get-img-props";
import {
  imageConfigDefault,
  prepareImageConfig,
  type ImageConfigComplete,
} from "next/dist/shared/lib/image-config";
import defaultLoader from "next/dist/shared/lib/image-loader";
import { describe, expect, it } from "vitest";
import { optimizedImage } from "./optimized-image";

const PHOTO = "https://cms.example.com/wp-content/uploads/2026/11/hero photo.jpg";
const LOGO = "https://cms.example.com/wp-content/uploads/2026/11/logo.svg?v=2";

// Next's defaults, and as the site's next.config.ts makes them (trailingSlash: a path ending
// in a slash), and other widths and qualities, so that no rule holds by coincidence.
const configs: [string, Partial<ImageConfigComplete>][] = [
  ["Next's defaults", {}],
  ["the site's (trailing slash)", { path: "/_next/image/" }],
  [
    "other widths and qualities",
    { deviceSizes: [320, 1000, 2000], imageSizes: [50], qualities: [60, 80] },
  ],
];

describe.each(configs)("optimizedImage on %s", (_, overrides) => {
  const config = prepareImageConfig({ ...imageConfigDefault, ...overrides });

  // The sizes the site's images are shown at (CmsImage's callers), and sizes of other shapes.
  it.each([
    [PHOTO, "160px", 240],
    [PHOTO, "6rem", 400],
    [PHOTO, "90vw", 1600],
    [PHOTO, "(min-width: 80rem) 22rem, (min-width: 40rem) 45vw, 100vw", 1600],
    [PHOTO, "(min-width: 40rem) 5vw, 50vw", 3000],
    [PHOTO, undefined, 32],
    [PHOTO, undefined, 180],
    [PHOTO, undefined, 5000],
    [LOGO, "160px", 240],
    [LOGO, undefined, 32],
  ])("is what getImageProps makes of %s at sizes %s, %i px wide", (src, sizes, width) => {
    const { props } = getImgProps(
      { src, alt: "", width, height: width, sizes },
      { defaultLoader, imgConf: config },
    );
    expect(optimizedImage(src, width, sizes, config)).toEqual({
      src: props.src,
      srcSet: props.srcSet,
      sizes: props.sizes,
    });
  });
});
