/** Tells an editor in draft mode that this is not what visitors see, and lets them leave it. */
export function PreviewBanner({ exitHref }: { exitHref: string }) {
  return (
    <section className="preview-banner" aria-label="Preview">
      <p>
        <strong>Preview:</strong> you are seeing unpublished changes. Visitors see the published
        page.
      </p>
      <a href={exitHref}>Exit preview</a>
    </section>
  );
}
