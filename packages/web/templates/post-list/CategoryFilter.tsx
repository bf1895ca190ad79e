import type { PressReleasesStrings } from "@/lib/i18n/templates";

export interface CategoryLink {
  name: string;
  uri: string;
}

interface CategoryFilterProps {
  categories: CategoryLink[];
  /** The listing being shown: the press releases page or a category's URI. */
  currentPath: string;
  /** The press releases page in the page's language (templates/shared/linked-pages.ts). */
  allPath: string;
  text: PressReleasesStrings;
}

/** Links between all press releases and each category's own listing. */
export function CategoryFilter({ categories, currentPath, allPath, text }: CategoryFilterProps) {
  if (categories.length === 0) return null;
  const entries = [{ name: text.allPressReleases, uri: allPath }, ...categories];
  return (
    <nav className="category-filter" aria-label={text.categoriesLabel}>
      <ul className="category-filter__items">
        {entries.map((entry) => (
          <li key={entry.uri}>
            <a href={entry.uri} aria-current={entry.uri === currentPath ? "page" : undefined}>
              {entry.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
