import type { PressReleasesStrings } from "@/lib/i18n/templates";
import { PRESS_RELEASES_PATH } from "@/templates/shared/paths";

export interface CategoryLink {
  name: string;
  uri: string;
}

interface CategoryFilterProps {
  categories: CategoryLink[];
  /** The listing being shown: the press releases page or a category's URI. */
  currentPath: string;
  text: PressReleasesStrings;
}

/** Links between all press releases and each category's own listing. */
export function CategoryFilter({ categories, currentPath, text }: CategoryFilterProps) {
  if (categories.length === 0) return null;
  const entries = [{ name: text.allPressReleases, uri: PRESS_RELEASES_PATH }, ...categories];
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
