import { useId, type ReactNode } from "react";

interface DataTableProps {
  caption: string;
  className: string;
  /** The table's rows: thead and tbody. */
  children: ReactNode;
}

/**
 * A table of figures in a region of its own that scrolls sideways when the table is wider
 * than the screen, so the page never does (WCAG 1.4.10); focusable, so a keyboard can scroll
 * it, and named by the caption. CMS tables get the same region (lib/content/table-regions.ts).
 */
export function DataTable({ caption, className, children }: DataTableProps) {
  const captionId = useId();
  return (
    <section className="table-scroll" tabIndex={0} aria-labelledby={captionId}>
      <table className={`data-table ${className}`}>
        <caption id={captionId}>{caption}</caption>
        {children}
      </table>
    </section>
  );
}
