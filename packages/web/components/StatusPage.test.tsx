// Next's own pages, built once with no request to name a language: they speak both.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import NotFoundPage from "@/pages/404";
import ServerErrorPage from "@/pages/500";

describe("Next's own 404 and 500 pages", () => {
  it.each([
    ["404", NotFoundPage, "Page not found", "Page introuvable"],
    ["500", ServerErrorPage, "Something went wrong", "Une erreur s’est produite"],
  ])("%s: English, then French in its own lang with its home page", (_, Page, english, french) => {
    const html = renderToStaticMarkup(createElement(Page));
    expect(html).toContain(`<h1 class="page-header__title">${english}</h1>`);
    expect(html).toMatch(
      new RegExp(
        `<section lang="fr-CA" aria-labelledby="status-other-language"><h2 id="status-other-language">${french}</h2>.*<a href="/fr/">Aller à la page d’accueil</a>`,
      ),
    );
  });
});
