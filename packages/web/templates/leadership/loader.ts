// The Leadership template's data: the person records, by group, biographies through the
// content pipeline.
import { decodeHTML } from "entities";
import { toImage } from "@/lib/cms/shell";
import { contentImages } from "@/lib/content/content-images";
import { renderContentHtml } from "@/lib/content/render";
import { mediaItem, selected } from "@/lib/graphql/acf-values";
import { allNodes } from "@/lib/cms/all-nodes";
import { pageTemplate } from "@/templates/shared/page-template";
import { recordTags } from "@/lib/cms/record-tags";
import type { TemplateLoader } from "@/templates/shared/types";
import { languageCode, type Locale } from "@/lib/i18n/locale";
import { templateStrings } from "@/lib/i18n/templates";
import type { LeadershipProps, PersonView } from "./Leadership";
import { PEOPLE_QUERY, type PersonFields } from "./query";

function personView(person: PersonFields, mediaOrigin: string, locale: Locale): PersonView[] {
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
      biography: renderContentHtml(fields.biography ?? "", {
        images: contentImages(mediaOrigin),
        locale,
      }),
    },
  ];
}

export const loadLeadership: TemplateLoader<LeadershipProps> = pageTemplate(
  async ({ cms, mediaOrigin, locale }) => {
    const people = await allNodes(cms, PEOPLE_QUERY, (data) => data.people, recordTags("person"), {
      language: languageCode(locale),
    });
    const inGroup = (group: string) =>
      people
        .filter((person) => selected(person.personFields?.group) === group)
        .flatMap((person) => personView(person, mediaOrigin, locale));
    return {
      executives: inGroup("executive"),
      board: inGroup("board"),
      text: templateStrings("leadership", locale),
    };
  },
);
