import { PageContent } from "@/components/PageContent";
import { PageHeader } from "@/components/PageHeader";
import type { PressReleasesStrings } from "@/lib/i18n/templates";
import type { ContentView } from "@/templates/shared/types";

export interface PressReleaseProps {
  post: ContentView;
  /** The press releases page in the post's language (templates/shared/linked-pages.ts). */
  pressReleasesPath: string;
  /** The template's words, in the page's language (lib/i18n/templates.ts). */
  text: Pick<PressReleasesStrings, "pressRelease" | "allPressReleases">;
}

export function PressRelease({ post, pressReleasesPath, text }: PressReleaseProps) {
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
        <a href={pressReleasesPath}>{text.allPressReleases}</a>
      </p>
    </article>
  );
}
