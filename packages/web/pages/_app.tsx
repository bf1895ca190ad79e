import type { AppProps } from "next/app";
import { Analytics } from "@/components/Analytics";
import { usePreviousPageMemory } from "@/lib/navigation/previous-page";
import { useRouteProgress } from "@/lib/navigation/progress";
import "@/styles/globals.css";
import "@/styles/content.css";
import "@/styles/progress.css";

export default function App({ Component, pageProps, router }: AppProps) {
  useRouteProgress(router.events);
  usePreviousPageMemory(router);
  return (
    <>
      <Component {...pageProps} />
      <Analytics router={router} />
    </>
  );
}
