import type { ChromeStrings } from "@/lib/i18n/strings";

/** Tells an editor in draft mode that this is not what visitors see, and lets them leave it. */
export function PreviewBanner({
  exitHref,
  preview,
}: {
  exitHref: string;
  preview: ChromeStrings["preview"];
}) {
  return (
    <section className="preview-banner" aria-label={preview.label}>
      <p>
        <strong>{preview.lead}</strong> {preview.text}
      </p>
      <a href={exitHref}>{preview.exit}</a>
    </section>
  );
}
