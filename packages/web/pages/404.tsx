// Next's own 404 (paths outside the CMS route, such as unknown /_next/ files). CMS paths
// that match nothing get the full-shell 404 from [[...uri]].tsx.
import { BareLayout } from "@/components/BareLayout";
import { statusTags } from "@/components/head-tags";
import { StatusPage } from "@/components/StatusPage";
import { FALLBACK_SITE_NAME } from "@/lib/site-name";

const TITLE = "Page not found";

export default function NotFoundPage() {
  return (
    <BareLayout siteName={FALLBACK_SITE_NAME} head={statusTags(TITLE, FALLBACK_SITE_NAME)}>
      <StatusPage title={TITLE} message="We could not find the page you asked for." />
    </BareLayout>
  );
}
