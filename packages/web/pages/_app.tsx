import type { AppProps } from "next/app";
import { Analytics } from "@/components/Analytics";
import { usePageState } from "@/lib/graphql/use-page-state";
import { useClientSideLinks } from "@/lib/navigation/client-links";
import { usePreviousPageMemory } from "@/lib/navigation/previous-page";
import { useRouteProgress } from "@/lib/navigation/progress";
import "@/styles/globals.css";
import "@/styles/content.css";
import "@/styles/templates.css";
import "@/styles/progress.css";

export default function App({ Component, pageProps, router }: AppProps) {
  useRouteProgress(router.events);
  usePreviousPageMemory(router);
  useClientSideLinks(router);
  // One client for the whole visit; each page's state joins its cache (lib/graphql/merge-state.ts).
  usePageState(pageProps);
  return (
    <>
      <Component {...pageProps} />
      {/* No view event in a preview (draft mode), as _document loads no analytics tool there. */}
      {!router.isPreview && <Analytics router={router} />}
    </>
  );
}
