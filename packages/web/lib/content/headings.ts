// Headings in content: h1, h2, h4, h5 and h6 are shown as h3, with their text and whatever
// attributes the allowlist keeps. The page title stays the only h1.
import type { Transformer } from "sanitize-html";

const asH3: Transformer = (_tagName, attribs) => ({ tagName: "h3", attribs });

export const HEADINGS_AS_H3: Readonly<Record<string, Transformer>> = {
  h1: asH3,
  h2: asH3,
  h4: asH3,
  h5: asH3,
  h6: asH3,
};
