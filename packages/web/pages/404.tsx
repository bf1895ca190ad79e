// Next's own 404 (paths outside the CMS route, such as unknown /_next/ files). CMS paths
// that match nothing get the full-shell 404 from [[...uri]].tsx.
import { BareLayout } from "@/components/BareLayout";
import { StatusPage } from "@/components/StatusPage";
import { FALLBACK_SITE_NAME } from "@/lib/site-name";

export default function NotFoundPage() {
  return (
    <BareLayout siteName={FALLBACK_SITE_NAME}>
      <StatusPage
        title="Page not found"
        message="We could not find the page you asked for."
        siteName={FALLBACK_SITE_NAME}
      />
    </BareLayout>
  );
}
