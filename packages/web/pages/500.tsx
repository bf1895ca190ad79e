// Shown for any unexpected server error: an apology and a way on, never the error itself.
import { BareLayout } from "@/components/BareLayout";
import { statusTags } from "@/components/head-tags";
import { StatusPage } from "@/components/StatusPage";
import { DEFAULT_LOCALE, homePathOf, INTL_LOCALE } from "@/lib/i18n/locale";
import { statusText } from "@/lib/i18n/status";
import { FALLBACK_SITE_NAME } from "@/lib/site-name";

// Built once, with no request to say a language: the site's default, then French.
const TEXT = statusText("error", DEFAULT_LOCALE);
const FRENCH = { ...statusText("error", "fr"), homeHref: homePathOf("fr"), lang: INTL_LOCALE.fr };

export default function ServerErrorPage() {
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
