import { ApolloProvider } from "@apollo/client/react";
import type { AppProps } from "next/app";
import { Analytics } from "@/components/Analytics";
import { useApolloClient } from "@/lib/graphql/browser-client";
import { usePreviousPageMemory } from "@/lib/navigation/previous-page";
import { useRouteProgress } from "@/lib/navigation/progress";
import "@/styles/globals.css";
import "@/styles/content.css";
import "@/styles/templates.css";
import "@/styles/progress.css";

export default function App({ Component, pageProps, router }: AppProps) {
  useRouteProgress(router.events);
  usePreviousPageMemory(router);
  // One client for the whole visit; each page's state joins its cache (spec section 4).
  const apolloClient = useApolloClient(pageProps);
  return (
    <ApolloProvider client={apolloClient}>
      <Component {...pageProps} />
      <Analytics router={router} />
    </ApolloProvider>
  );
}
