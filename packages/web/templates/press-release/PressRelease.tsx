import { PageContent } from "@/components/PageContent";
import { PageHeader } from "@/components/PageHeader";
import { PRESS_RELEASES_PATH } from "@/templates/shared/paths";
import type { ContentView } from "@/templates/shared/types";

export interface PressReleaseProps {
  post: ContentView;
}

export function PressRelease({ post }: PressReleaseProps) {
  return (
    <article className="page page--post">
      <PageHeader
        title={post.title}
        image={post.image}
        meta={
          post.date && (
            <>
              Press release · <time dateTime={post.date.iso}>{post.date.text}</time>
            </>
          )
        }
      />
      <PageContent html={post.html} sections={post.sections} />
      <p className="back-link">
        <a href={PRESS_RELEASES_PATH}>All press releases</a>
      </p>
    </article>
  );
}
