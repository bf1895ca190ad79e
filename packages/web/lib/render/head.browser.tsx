// next/head in the browser (next.config.ts aliases it there; the server keeps Next's own, which
// writes the tags into the document's <head>). React 19 itself puts a <title>, <meta> or <link>
// rendered anywhere into <head>: it takes over the server's there when it hydrates, and updates
// and removes them as pages change, so Next's browser half of next/head (its head manager's
// reducer, 0.7 KB gzipped in every page) has nothing to do. A <Head> holds only those three
// kinds of tags (the layouts' structured data is rendered in the body); tests/e2e/navigation.spec.ts
// holds the head to each page's tags, loaded and after a client-side route change.
import type { ReactNode } from "react";

export default function Head({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
