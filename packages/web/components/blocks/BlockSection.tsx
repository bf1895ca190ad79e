import type { ReactNode } from "react";

interface BlockSectionProps {
  id: string;
  heading: string;
  className: string;
  children: ReactNode;
}

/** A block with its heading: a section named by its h2, so the page's outline holds it. */
export function BlockSection({ id, heading, className, children }: BlockSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section className={`block ${className}`} aria-labelledby={headingId}>
      <h2 id={headingId} className="block__heading">
        {heading}
      </h2>
      {children}
    </section>
  );
}
