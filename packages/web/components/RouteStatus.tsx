// The CMS route's status pages (not found, briefly unavailable): their words come in the page's
// props (lib/route/resolve.ts), in the page's language, not in every page's code.
import type { StatusText } from "@/lib/i18n/status";
import { homePathOf } from "@/lib/i18n/locale";
import { StatusPage } from "./StatusPage";

export function RouteStatus({ text }: { text: StatusText }) {
  return (
    <StatusPage
      title={text.title}
      message={text.message}
      homeLink={text.homeLink}
      homeHref={homePathOf(text.locale)}
    />
  );
}
