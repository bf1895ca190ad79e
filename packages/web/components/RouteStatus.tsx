// The CMS route's status pages (not found, briefly unavailable): their message is in the chunk
// of their own that only those pages load (pages/[[...uri]].tsx), not in every page's.
import { StatusPage } from "./StatusPage";

export type RouteStatusKind = "not-found" | "unavailable";

const MESSAGES: Record<RouteStatusKind, string> = {
  "not-found":
    "We could not find the page you asked for. It may have moved, or the address may be mistyped; the menus above lead to every section of the site.",
  unavailable: "Our content service is not answering right now. Please try again in a minute.",
};

/** The status page of `kind`, under its title (the page's, which its head shares). */
export function RouteStatus({ kind, title }: { kind: RouteStatusKind; title: string }) {
  return <StatusPage title={title} message={MESSAGES[kind]} />;
}
