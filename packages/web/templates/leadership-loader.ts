// The Leadership template's data: the person records, by group, biographies through the
// content pipeline.
import { mediaItem, selected } from "@/lib/graphql/acf-values";
import { decodeHTML } from "entities";
import { toImage } from "@/lib/cms/shell";
import { contentImages } from "@/lib/content/content-images";
import { renderContentHtml } from "@/lib/content/render";
import { allNodes } from "@/lib/graphql/all-nodes";
import { recordTags } from "./record-tags";
import { PEOPLE_QUERY, type PersonFields } from "@/lib/graphql/people-query";
import { loadPageView } from "./page-view-loader";
import type { LeadershipProps, PersonView } from "./Leadership";
import type { TemplateLoader } from "./types";

function personView(person: PersonFields, mediaOrigin: string): PersonView[] {
  const fields = person.personFields;
  const name = decodeHTML(person.title ?? "").trim();
  if (!fields || !name) return [];
  return [
    {
      id: person.databaseId,
      name,
      role: decodeHTML(fields.role ?? "").trim(),
      photo: toImage(mediaItem(fields.photo)),
      committees: (fields.committees ?? []).flatMap((membership) =>
        membership?.committee
          ? [{ committee: membership.committee, chair: selected(membership.role) === "chair" }]
          : [],
      ),
      biography: renderContentHtml(fields.biography ?? "", { images: contentImages(mediaOrigin) }),
    },
  ];
}

export const loadLeadership: TemplateLoader<LeadershipProps> = async ({
  cms,
  node,
  page,
  shell,
  mediaOrigin,
}) => {
  if (node.__typename !== "Page" || page !== 1) return null;
  const people = await allNodes(cms, PEOPLE_QUERY, (data) => data.people, recordTags("person"));
  const inGroup = (group: string) =>
    people
      .filter((person) => selected(person.personFields?.group) === group)
      .flatMap((person) => personView(person, mediaOrigin));
  return {
    page: await loadPageView({ cms, shell, mediaOrigin }, node),
    executives: inGroup("executive"),
    board: inGroup("board"),
  };
};
