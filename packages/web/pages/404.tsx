// Next's own 404 (paths outside the CMS route, such as unknown /_next/ files). CMS paths
// that match nothing get the full-shell 404 from [[...uri]].tsx.
import { BareLayout } from "@/components/BareLayout";
import { statusTags } from "@/components/head-tags";
import { StatusPage } from "@/components/StatusPage";
import { DEFAULT_LOCALE, homePathOf, INTL_LOCALE } from "@/lib/i18n/locale";
import { statusText } from "@/lib/i18n/status";
import { FALLBACK_SITE_NAME } from "@/lib/site-name";

// Built once, with no request to say a language: the site's default, then French.
const TEXT = statusText("not-found-bare", DEFAULT_LOCALE);
const FRENCH = {
  ...statusText("not-found-bare", "fr"),
  homeHref: homePathOf("fr"),
  lang: INTL_LOCALE.fr,
};

export default function NotFoundPage() {
  return (
    <BareLayout
      siteName={FALLBACK_SITE_NAME}
      head={statusTags(TEXT.title, FALLBACK_SITE_NAME)}
      skipToContent={TEXT.skipToContent}
    >
      <StatusPage
        title={TEXT.title}
        message={TEXT.message}
        homeLink={TEXT.homeLink}
        other={FRENCH}
      />
    </BareLayout>
  );
}
