// Shown for any unexpected server error: an apology and a way on, never the error itself.
import { BareLayout } from "@/components/BareLayout";
import { statusTags } from "@/components/head-tags";
import { StatusPage } from "@/components/StatusPage";
import { FALLBACK_SITE_NAME } from "@/lib/site-name";

const TITLE = "Something went wrong";

export default function ServerErrorPage() {
  return (
    <BareLayout siteName={FALLBACK_SITE_NAME} head={statusTags(TITLE, FALLBACK_SITE_NAME)}>
      <StatusPage
        title={TITLE}
        message="We could not show this page because of an error on our side. Please try again shortly."
      />
    </BareLayout>
  );
}
