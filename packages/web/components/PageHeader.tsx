import type { Image } from "@/lib/cms/shell";

interface PageHeaderProps {
  title: string;
  image: Image | null;
  /** Shown above the title, e.g. a press release's date. */
  meta?: React.ReactNode;
}

/** The page's one h1 and its featured image. */
export function PageHeader({ title, image, meta }: PageHeaderProps) {
  return (
    <div className={`page-header${image ? " page-header--with-image" : ""}`}>
      {image && (
        <img
          className="page-header__image"
          src={image.src}
          alt={image.alt}
          width={image.width ?? undefined}
          height={image.height ?? undefined}
          fetchPriority="high"
        />
      )}
      <div className="page-header__text">
        {meta && <p className="page-header__meta">{meta}</p>}
        <h1 className="page-header__title">{title}</h1>
      </div>
    </div>
  );
}
