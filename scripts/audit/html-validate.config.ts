// html-validate's configuration for the site's pages: its strictest presets (recommended, and
// document for whole documents: heading order, references, labels), less what React and Next.js
// write in their own valid way. Each exception names the markup it is for; nothing here
// silences a rule for the site's own markup or the CMS's.
import type { ConfigData } from "html-validate";

export const htmlValidateConfig: ConfigData = {
  extends: ["html-validate:recommended", "html-validate:document"],
  rules: {
    // React serialises void elements self-closed (`<meta/>`, `<img/>`) and boolean attributes
    // with an empty value (`hidden=""`, `defer=""`); HTML allows both spellings.
    "void-style": "off",
    "attribute-boolean-style": "off",
    "attribute-empty-style": "off",
    // React 19 keeps the DOM property's case for some attributes (`srcSet`, `dateTime`,
    // `charSet`, `fetchPriority`, `imageSrcSet`); HTML attribute names are case-insensitive.
    "attr-case": ["error", { style: ["lowercase", "camelcase"] }],
    // Next.js's own ids (`__next`, `__NEXT_DATA__`) start with underscores, valid in HTML5;
    // the relaxed check keeps what HTML5 requires (no spaces, not empty).
    "valid-id": ["error", { relaxed: true }],
    // Next.js links its own scripts and styles by path, from the site's origin, where an
    // integrity hash adds nothing: only resources from other origins need one.
    "require-sri": ["error", { target: "crossorigin" }],
  },
};
