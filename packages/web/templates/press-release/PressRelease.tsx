import { PageContent } from "@/components/PageContent";
import { PageHeader } from "@/components/PageHeader";
import type { PressReleasesStrings } from "@/lib/i18n/templates";
import { PRESS_RELEASES_PATH } from "@/templates/shared/paths";
import type { ContentView } from "@/templates/shared/types";

export interface PressReleaseProps {
  post: ContentView;
  /** The template's words, in the page's language (lib/i18n/templates.ts). */
  text: Pick<PressReleasesStrings, "pressRelease" | "allPressReleases">;
}

export function PressRelease({ post, text }: PressReleaseProps) {
  return (
    <article className="page page--post">
      <PageHeader
        title={post.title}
        image={post.image}
        meta={
          post.date && (
            <>
              {text.pressRelease} · <time dateTime={post.date.iso}>{post.date.text}</time>
            </>
          )
        }
      />
      <PageContent {...post} />
      <p className="back-link">
        <a href={PRESS_RELEASES_PATH}>{text.allPressReleases}</a>
      </p>
    </article>
  );
}
