import { PageBlocks } from "@/components/blocks/PageBlocks";
import { CmsImage } from "@/components/CmsImage";
import { ContentHtml } from "@/components/ContentHtml";
import { PageContent } from "@/components/PageContent";
import { PageHeader } from "@/components/PageHeader";
import type { Image } from "@/lib/cms/shell";
import type { CleanHtml } from "@/lib/content/render";
import { fill } from "@/lib/i18n/fill";
import type { LeadershipStrings } from "@/lib/i18n/templates";
import type { PageView } from "@/templates/shared/types";

/** How wide a photo shows (styles/templates.css, .person__photo). */
const PHOTO_SIZES = "6rem";

export interface PersonView {
  id: number;
  name: string;
  role: string;
  photo: Image | null;
  committees: { committee: string; chair: boolean }[];
  biography: CleanHtml;
}

export interface LeadershipProps {
  page: PageView;
  executives: PersonView[];
  board: PersonView[];
  /** The template's words, in the page's language (lib/i18n/templates.ts). */
  text: LeadershipStrings;
}

/** The "Leadership" template: the executive team and the board, each person's biography behind a disclosure. */
export function Leadership({ page, executives, board, text }: LeadershipProps) {
  return (
    <article className="page page--leadership">
      <PageHeader title={page.title} image={page.image} lead={page.lead} />
      <PageContent {...page} />
      <PeopleSection id="executives" heading={text.executives} people={executives} text={text} />
      <PeopleSection id="board" heading={text.board} people={board} text={text} />
      <PageBlocks blocks={page.blocks} />
    </article>
  );
}

function PeopleSection({
  id,
  heading,
  people,
  text,
}: {
  id: string;
  heading: string;
  people: PersonView[];
  text: LeadershipStrings;
}) {
  if (people.length === 0) return null;
  return (
    <section className="people-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{heading}</h2>
      <ul className="people">
        {people.map((person) => (
          <PersonCard key={person.id} person={person} text={text} />
        ))}
      </ul>
    </section>
  );
}

function PersonCard({ person, text }: { person: PersonView; text: LeadershipStrings }) {
  return (
    <li className="person">
      {person.photo ? (
        <CmsImage image={person.photo} className="person__photo" sizes={PHOTO_SIZES} />
      ) : (
        <span className="person__initials" aria-hidden="true">
          {initials(person.name)}
        </span>
      )}
      <div className="person__text">
        <h3 className="person__name">{person.name}</h3>
        {person.role && <p className="person__role">{person.role}</p>}
        {person.committees.length > 0 && (
          <p className="person__committees">
            {person.committees
              .map(({ committee, chair }) => (chair ? fill(text.chair, { committee }) : committee))
              .join(text.separator)}
          </p>
        )}
        {person.biography && (
          <details className="person__biography">
            <summary>
              {text.biography}
              <span className="visually-hidden">
                {fill(text.biographyContext, { name: person.name })}
              </span>
            </summary>
            <ContentHtml html={person.biography} />
          </details>
        )}
      </div>
    </li>
  );
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join("")
    .slice(0, 2)
    .toUpperCase();
}
