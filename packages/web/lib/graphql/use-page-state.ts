// Hands each page's state to the browser's one Apollo client. The client is loaded on the first
// page that has state to hand over, not before.
import { useEffect } from "react";
import { APOLLO_STATE_PROP, CMS_ENDPOINT_PROP, type PageStateProps } from "./page-state";

export function usePageState(pageProps: PageStateProps) {
  const state = pageProps[APOLLO_STATE_PROP];
  const endpoint = pageProps[CMS_ENDPOINT_PROP];
  useEffect(() => {
    if (!state) return;
    void import("./browser-client").then(({ mergeIntoBrowserClient }) =>
      mergeIntoBrowserClient(state, endpoint),
    );
  }, [state, endpoint]);
}
