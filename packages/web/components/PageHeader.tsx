import type { ReactNode } from "react";
import type { Image } from "@/lib/cms/shell";
import { CmsImage } from "./CmsImage";

interface PageHeaderProps {
  title: string;
  image: Image | null;
  /** Shown above the title, e.g. a press release's date. */
  meta?: ReactNode;
  /** A sentence under the title (the page builder's hero text). */
  lead?: string | null;
}

/** The page's one h1 and its featured image. */
export function PageHeader({ title, image, meta, lead }: PageHeaderProps) {
  return (
    <div className={`page-header${image ? " page-header--with-image" : ""}`}>
      {image && (
        <CmsImage
          image={image}
          className="page-header__image"
          sizes="(min-width: 80rem) 80rem, 100vw"
          preload
        />
      )}
      <div className="page-header__text">
        {meta && <p className="page-header__meta">{meta}</p>}
        <h1 className="page-header__title">{title}</h1>
        {lead && <p className="page-header__lead">{lead}</p>}
      </div>
    </div>
  );
}
