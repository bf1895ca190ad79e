import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { CONTENT_DIR } from "@corus/content-service/src/paths.ts";
import { describe, expect, it } from "vitest";
import { elementsIn, outputViolations } from "@/test/output-violations";
import { FILE_TYPE_BY_EXTENSION, linkClassName, type LinkType } from "./link-types";
import { contentImages } from "./content-images";
import { renderContentHtml } from "./render";

const render = (html: string): string => renderContentHtml(html);

describe("headings", () => {
  it.each([
    ["h1", "<h1>Our Values</h1>", "<h3>Our Values</h3>"],
    ["h2", "<h2>Our Values</h2>", "<h3>Our Values</h3>"],
    ["h3", "<h3>Our Values</h3>", "<h3>Our Values</h3>"],
    ["h4", "<h4>Our Values</h4>", "<h3>Our Values</h3>"],
    ["h5", "<h5>Our Values</h5>", "<h3>Our Values</h3>"],
    ["h6", "<h6>Our Values</h6>", "<h3>Our Values</h3>"],
    ["upper-case H2", "<H2>Fiscal 2025</H2>", "<h3>Fiscal 2025</h3>"],
    [
      "h2 keeping lang, losing the rest",
      '<h2 lang="fr" id="x" class="wp-block-heading" onclick="x()">Nos valeurs</h2>',
      '<h3 lang="fr">Nos valeurs</h3>',
    ],
    ["h1 keeping inline markup", "<h1>Fiscal <em>2025</em></h1>", "<h3>Fiscal <em>2025</em></h3>"],
    ["an unclosed h4", "<h4>Q1", "<h3>Q1</h3>"],
  ])("%s", (_case, html, expected) => {
    expect(render(html)).toBe(expected);
  });
});

describe("non-breaking spaces", () => {
  it.each([
    ["the named entity", "<p>September&nbsp;1</p>", "<p>September 1</p>"],
    ["the decimal entity", "<p>September&#160;1</p>", "<p>September 1</p>"],
    ["the hex entity", "<p>September&#xA0;1</p>", "<p>September 1</p>"],
    ["the character", "<p>September\u00A01</p>", "<p>September 1</p>"],
    ["several in a row", "<p>a&nbsp;&nbsp;\u00A0b</p>", "<p>a   b</p>"],
    [
      "inside a link",
      '<p><a href="/faq/">Global&nbsp;TV</a></p>',
      '<p><a href="/faq/" class="link--regular">Global TV</a></p>',
    ],
    ["inside a table cell", "<td>1920&nbsp;×&nbsp;1080</td>", "<td>1920 × 1080</td>"],
    ["written out as text", "<p>&amp;nbsp; is an entity</p>", "<p>&amp;nbsp; is an entity</p>"],
    ["a narrow no-break space, which stays", "<p>10\u202F%</p>", "<p>10\u202F%</p>"],
  ])("%s", (_case, html, expected) => {
    expect(render(html)).toBe(expected);
  });
});

describe("links", () => {
  it.each(Object.entries(FILE_TYPE_BY_EXTENSION))(
    "a .%s link is classed %s, with its hint",
    (extension, type) => {
      const html = render(
        `<a href="/wp-content/uploads/documents/q1.${extension.toUpperCase()}?v=2">Q1</a>`,
      );
      expect(html).toBe(
        `<a href="/wp-content/uploads/documents/q1.${extension.toUpperCase()}?v=2" class="${linkClassName(type)}">` +
          `<span class="link__hint visually-hidden">${extension.toUpperCase()} file: </span>Q1</a>`,
      );
    },
  );

  it.each<[string, string, string]>([
    [
      "a page link: regular, no rel",
      '<a href="/investor-relations/">IR</a>',
      '<a href="/investor-relations/" class="link--regular">IR</a>',
    ],
    [
      "an external link: rel noopener noreferrer",
      '<a href="https://www.tsx.com/">TSX</a>',
      '<a href="https://www.tsx.com/" class="link--regular" rel="noopener noreferrer">TSX</a>',
    ],
    [
      "a protocol-relative link is external",
      '<a href="//www.tsx.com/">TSX</a>',
      '<a href="//www.tsx.com/" class="link--regular" rel="noopener noreferrer">TSX</a>',
    ],
    [
      "a file on the CMS host is external and classed",
      '<a href="https://cms.example.com/wp-content/uploads/r.pdf">Report</a>',
      '<a href="https://cms.example.com/wp-content/uploads/r.pdf" class="link--document" rel="noopener noreferrer"><span class="link__hint visually-hidden">PDF file: </span>Report</a>',
    ],
    [
      "target, CMS classes and CMS rel are dropped (links open where clicked)",
      '<a href="https://www.tsx.com/" target="_blank" class="button" rel="opener">TSX</a>',
      '<a href="https://www.tsx.com/" class="link--regular" rel="noopener noreferrer">TSX</a>',
    ],
    [
      "title and hreflang stay",
      '<a href="/fr/" hreflang="fr" title="Français">FR</a>',
      '<a href="/fr/" hreflang="fr" title="Français" class="link--regular">FR</a>',
    ],
    [
      "an anchor without href gets no class",
      '<a name="top" class="link--document">Top</a>',
      "<a>Top</a>",
    ],
    [
      "a valid mailto link stays",
      '<a href="mailto:ir@example.com">IR</a>',
      '<a href="mailto:ir@example.com" class="link--regular">IR</a>',
    ],
    [
      "a mailto link with a subject stays",
      '<a href="mailto:ir@example.com?subject=Q1%20results">IR</a>',
      '<a href="mailto:ir@example.com?subject=Q1%20results" class="link--regular">IR</a>',
    ],
    [
      "a mailto link to two addresses stays",
      '<a href="mailto:ir@example.com,media@example.com">IR</a>',
      '<a href="mailto:ir@example.com,media@example.com" class="link--regular">IR</a>',
    ],
    ["a malformed mailto link loses its href", '<a href="mailto:ir@@example">IR</a>', "<a>IR</a>"],
    ["an empty mailto link loses its href", '<a href="mailto:">IR</a>', "<a>IR</a>"],
    [
      "a tel link stays",
      '<a href="tel:+14165550100">Call</a>',
      '<a href="tel:+14165550100" class="link--regular">Call</a>',
    ],
    [
      "a javascript link loses its href",
      '<a href="javascript:alert(1)">x</a>',
      '<a class="link--regular">x</a>',
    ],
    [
      "the hint comes once, before the first text, even across inline markup",
      '<a href="/r.pdf"><strong>Annual</strong> report &amp; MD&amp;A</a>',
      '<a href="/r.pdf" class="link--document"><strong><span class="link__hint visually-hidden">PDF file: </span>Annual</strong> report &amp; MD&amp;A</a>',
    ],
    [
      "an image-only file link carries the hint in its alt text",
      '<a href="/r.pdf"><img src="/cover.jpg" alt="Annual report cover"></a>',
      '<a href="/r.pdf" class="link--document"><img src="/cover.jpg" alt="Annual report cover (PDF file)" /></a>',
    ],
    [
      "an image without alt text in a file link gets the hint as its alt",
      '<a href="/r.pdf"><img src="/cover.jpg"></a>',
      '<a href="/r.pdf" class="link--document"><img src="/cover.jpg" alt="PDF file" /></a>',
    ],
    [
      "an image outside links is left alone",
      '<p><img src="/a.jpg" alt="A"></p>',
      '<p><img src="/a.jpg" alt="A" /></p>',
    ],
    [
      "text after a file link gets no hint",
      '<p><a href="/r.pdf"></a>after</p>',
      '<p><a href="/r.pdf" class="link--document"></a>after</p>',
    ],
  ])("%s", (_case, html, expected) => {
    expect(render(html)).toBe(expected);
  });
});

describe("embedded video: a placeholder that loads nothing until asked", () => {
  const placeholder = (player: string, title: string, host: string, watch: string) =>
    `<figure class="video-embed" data-video="${player}" data-video-title="${title}">` +
    `<div class="video-embed__frame"><button type="button" class="video-embed__play" data-video-play aria-label="Play video: ${title}">` +
    `<span class="video-embed__icon" aria-hidden="true"></span>Play video</button></div>` +
    `<figcaption class="video-embed__caption"><span class="video-embed__title">${title}</span> ` +
    `<span class="video-embed__notice">Playing it loads ${host}'s player, which may set cookies of its own.</span> ` +
    `<a class="link--regular" href="${watch}" rel="noopener noreferrer">Watch on ${host}</a></figcaption></figure>`;

  it.each([
    [
      "YouTube",
      "https://www.youtube.com/embed/Xr4nVqC2sLw?feature=oembed",
      placeholder(
        "https://www.youtube-nocookie.com/embed/Xr4nVqC2sLw",
        "Q1 webcast",
        "YouTube",
        "https://www.youtube.com/watch?v=Xr4nVqC2sLw",
      ),
    ],
    [
      "YouTube's privacy-enhanced host, a start time kept",
      "https://www.youtube-nocookie.com/embed/Xr4nVqC2sLw?start=90&autoplay=1",
      placeholder(
        "https://www.youtube-nocookie.com/embed/Xr4nVqC2sLw?start=90",
        "Q1 webcast",
        "YouTube",
        "https://www.youtube.com/watch?v=Xr4nVqC2sLw",
      ),
    ],
    [
      "Vimeo, with do-not-track",
      "https://player.vimeo.com/video/76979871?h=8272103f6e&color=fff",
      placeholder(
        "https://player.vimeo.com/video/76979871?h=8272103f6e&amp;dnt=1",
        "Q1 webcast",
        "Vimeo",
        "https://vimeo.com/76979871",
      ),
    ],
  ])("%s: no iframe, the privacy-enhanced player named for later", (_host, src, expected) => {
    expect(
      render(
        `<iframe src="${src}" width="560" height="315" title="Q1 webcast" allow="camera" allowfullscreen>fallback <b>x</b></iframe>`,
      ),
    ).toBe(expected);
  });

  it("names an untitled video, and keeps a title's quotes and ampersands as text", () => {
    expect(render('<iframe src="https://player.vimeo.com/video/1234567"></iframe>')).toContain(
      'data-video-title="Video"',
    );
    expect(
      render(
        '<iframe title="Q&amp;A: &quot;results&quot; <b>" src="https://www.youtube.com/embed/abcdefg"></iframe>',
      ),
    ).toContain(
      'aria-label="Play video: Q&amp;A: &quot;results&quot; &lt;b&gt;"><span class="video-embed__icon" aria-hidden="true"></span>Play video</button></div>' +
        '<figcaption class="video-embed__caption"><span class="video-embed__title">Q&amp;A: &quot;results&quot; &lt;b&gt;</span>',
    );
  });

  it.each([
    ["another host", "https://videos.example.com/embed/abc"],
    ["an allowed host over http", "http://www.youtube.com/embed/abcdefg"],
    ["an allowed name as a subdomain", "https://www.youtube.com.example.com/embed/abcdefg"],
    ["an allowed name as user info", "https://www.youtube.com@example.com/embed/abcdefg"],
    ["a path that is no player", "https://www.youtube.com/watch?v=abcdefg"],
    ["a video id with a quote", 'https://www.youtube.com/embed/abc"defg'],
    ["a relative URL", "/embed/abc"],
    ["a javascript URL", "javascript:alert(1)"],
    ["a data URL", "data:text/html,<p>x</p>"],
  ])("an iframe from %s is removed with its content", (_case, src) => {
    expect(
      render(
        `<p>a</p><iframe src="${src.replaceAll('"', "&quot;")}"><p>fallback</p></iframe><p>b</p>`,
      ),
    ).toBe("<p>a</p><p>b</p>");
  });

  it("removes an iframe without a src", () => {
    expect(render('<iframe srcdoc="<p>x</p>"></iframe>')).toBe("");
  });

  it("believes no placeholder the CMS writes itself", () => {
    expect(
      render(
        '<video-embed data-player="https://evil.example.com/" data-watch="x" data-host="y" data-title="t">z</video-embed>',
      ),
    ).toBe("<span>z</span>");
    expect(
      render(
        '<figure data-video="https://evil.example.com/"><button data-video-play>x</button></figure>',
      ),
    ).toBe("<figure>x</figure>");
  });
});

describe("images", () => {
  it("keeps src, alt, width, height, srcset, sizes and loading", () => {
    const html =
      '<img src="/a.jpg" alt="Portrait" width="640" height="480" srcset="/a-320.jpg 320w, /a.jpg 640w" sizes="(max-width: 600px) 320px, 640px" loading="lazy">';
    expect(render(html)).toBe(
      '<img src="/a.jpg" alt="Portrait" width="640" height="480" srcset="/a-320.jpg 320w, /a.jpg 640w" sizes="(max-width: 600px) 320px, 640px" loading="lazy" />',
    );
  });

  it.each([
    ["a data: src", '<img src="data:image/png;base64,AAAA" alt="x">', '<img alt="x" />'],
    [
      "a script srcset candidate",
      '<img src="/a.jpg" srcset="javascript:alert(1) 1x, /b.jpg 2x">',
      '<img src="/a.jpg" srcset="/b.jpg 2x" />',
    ],
    [
      "style, class, id and handlers",
      '<img src="/a.jpg" style="display:none" class="wp-image-1" id="x" onerror="x()" alt="">',
      '<img src="/a.jpg" alt="" />',
    ],
    [
      "an unknown loading value",
      '<img src="/a.jpg" loading="eventually">',
      '<img src="/a.jpg" loading />',
    ],
  ])("drops %s", (_case, html, expected) => {
    expect(render(html)).toBe(expected);
  });
});

describe("images through the image optimizer", () => {
  const MEDIA = "https://cms.example.com";
  const UPLOAD = `${MEDIA}/wp-content/uploads/images/values.jpg`;
  const optimized = (html: string) => renderContentHtml(html, { images: contentImages(MEDIA) });
  /** The one <img> of the output, its attributes by name. */
  const imageIn = (html: string): Record<string, string> => {
    const template = html.match(/<img\b([^>]*)\/>/)?.[1] ?? "";
    return Object.fromEntries(
      [...template.matchAll(/([a-z]+)(?:="([^"]*)")?/g)].map(([, name = "", value]) => [
        name,
        (value ?? "").replaceAll("&amp;", "&"),
      ]),
    );
  };
  const optimizerUrl = (width: number) =>
    `/_next/image?url=${encodeURIComponent(UPLOAD)}&w=${width}&q=75`;

  it("serves an upload of the media host resized, at the size the tag gives, alt kept, lazily", () => {
    const image = imageIn(
      optimized(`<p><img src="${UPLOAD}" alt="Five circles" width="1200" height="600"></p>`),
    );
    expect(image).toMatchObject({
      src: optimizerUrl(3840),
      alt: "Five circles",
      width: "1200",
      height: "600",
      sizes: "(min-width: 800px) 768px, calc(100vw - 32px)",
      loading: "lazy",
      decoding: "async",
    });
    const candidates = image.srcset!.split(", ");
    expect(candidates).toContain(`${optimizerUrl(640)} 640w`);
    expect(candidates).toContain(`${optimizerUrl(1200)} 1200w`);
    expect(candidates.every((candidate) => candidate.startsWith("/_next/image?url="))).toBe(true);
  });

  it("sizes a small image at its own width, not the column's", () => {
    const image = imageIn(optimized(`<img src="${UPLOAD}" alt="" width="300" height="200">`));
    expect(image.sizes).toBe("(min-width: 332px) 300px, calc(100vw - 32px)");
  });

  it("replaces the CMS's own srcset and sizes, and keeps the link's file hint in the alt", () => {
    const html = optimized(
      `<a href="/r.pdf"><img src="${UPLOAD}" alt="Cover" width="400" height="300" srcset="${MEDIA}/wp-content/uploads/images/values-300x225.jpg 300w" sizes="300px"></a>`,
    );
    const image = imageIn(html);
    expect(image.alt).toBe("Cover (PDF file)");
    expect(image.srcset).not.toContain("values-300x225");
    expect(image.sizes).toBe("(min-width: 432px) 400px, calc(100vw - 32px)");
  });

  it.each([
    ["another host", `<img src="https://images.example.com/a.jpg" alt="A" width="10" height="10">`],
    ["a path outside the uploads", `<img src="${MEDIA}/logo.jpg" alt="A" width="10" height="10">`],
    [
      "an SVG",
      `<img src="${MEDIA}/wp-content/uploads/images/logo.svg" alt="A" width="10" height="10">`,
    ],
    ["no height", `<img src="${UPLOAD}" alt="A" width="10">`],
    ["a size that is not whole pixels", `<img src="${UPLOAD}" alt="A" width="10%" height="10">`],
    ["a size of zero", `<img src="${UPLOAD}" alt="A" width="0" height="10">`],
  ])("leaves %s as the CMS wrote it", (_case, html) => {
    expect(optimized(html)).toBe(renderContentHtml(html));
    expect(optimized(html)).not.toContain("/_next/image");
  });

  it("leaves every image as it is without a media host", () => {
    expect(renderContentHtml(`<img src="${UPLOAD}" alt="A" width="10" height="10">`)).toBe(
      `<img src="${UPLOAD}" alt="A" width="10" height="10" />`,
    );
  });

  it("keeps the sanitizer's word on what an optimized image may carry", () => {
    const html = optimized(
      `<img src="${UPLOAD}" alt='"><script>x()</script>' width="10" height="10" onerror="x()" style="display:none" class="wp-image-1" id="i">`,
    );
    expect(outputViolations(html)).toEqual([]);
    expect(html).not.toMatch(/onerror|style=|class=|id=|<script/);
    // Escaped as text: the quote cannot close the attribute.
    expect(imageIn(html).alt).toBe("&quot;&gt;&lt;script&gt;x()&lt;/script&gt;");
  });
});

describe("what the site's content does not need", () => {
  it.each([
    ["scripts with their code", "<p>a</p><script>alert(1)</script><p>b</p>", "<p>a</p><p>b</p>"],
    ["style elements with their rules", "<style>p{display:none}</style><p>b</p>", "<p>b</p>"],
    ["inline styles", '<p style="color:red">b</p>', "<p>b</p>"],
    [
      "forms, keeping their text",
      '<form action="/x"><label>Name <input name="n"></label><button>Send</button></form>',
      "Name Send",
    ],
    ["svg and its text", "<p>a</p><svg><text>Chart</text></svg>", "<p>a</p>"],
    ["mathml and its text", "<p>a</p><math><mi>x</mi></math>", "<p>a</p>"],
    ["objects and embeds", '<object data="/x.swf"></object><embed src="/x.swf">', ""],
    [
      "ids and names",
      '<p id="__NEXT_DATA__"><a name="x" href="/">x</a></p>',
      '<p><a href="/" class="link--regular">x</a></p>',
    ],
    [
      "classes outside links",
      '<p class="has-text-align-center"><span class="link__hint">x</span></p>',
      "<p><span>x</span></p>",
    ],
    ["comments", "<p>a<!-- note -->b</p>", "<p>ab</p>"],
    [
      "sectioning tags, keeping their content",
      "<section><article><p>a</p></article></section>",
      "<p>a</p>",
    ],
  ])("drops %s", (_case, html, expected) => {
    expect(render(html)).toBe(expected);
  });

  it("keeps the content tags the CMS writes", () => {
    const html =
      '<figure><table><caption>Results</caption><thead><tr><th scope="col">Quarter</th></tr></thead><tbody><tr><td colspan="2">Q1</td></tr></tbody></table><figcaption>Fiscal 2025</figcaption></figure>' +
      '<blockquote cite="https://example.com/"><p>Quote</p><cite>Chair</cite></blockquote><ol start="3"><li>x</li></ol><ul><li><strong>a</strong> <em>b</em></li></ul><p>a<br />b</p><hr />';
    expect(render(html)).toBe(
      html
        .replace(
          "<table>",
          '<section class="table-scroll" tabindex="0" aria-label="Results"><table>',
        )
        .replace("</table>", "</table></section>"),
    );
  });

  it.each([
    [
      "named by its caption",
      "<table><caption>Q1 <em>&amp;</em> Q2</caption><tr><td>1</td></tr></table>",
      "Q1 &amp; Q2",
    ],
    ["named plainly without one", "<table><tr><td>1</td></tr></table>", "Table"],
  ])("puts a table in a focusable region that scrolls, %s", (_case, html, label) => {
    const out = render(html);
    expect(out).toMatch(
      new RegExp(`^<section class="table-scroll" tabindex="0" aria-label="${label}"><table>`),
    );
    expect(out.endsWith("</table></section>")).toBe(true);
  });
});

describe("the seed pages", () => {
  const pagesDir = path.join(CONTENT_DIR, "pages");
  const seedPages = readdirSync(pagesDir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".html"))
    .map((file) => {
      const source = readFileSync(path.join(pagesDir, file), "utf8");
      return [file, source.replace(/^---[\s\S]*?\n---\n/, "")] as const;
    });

  // An independent reading of the file-type table (link-types.ts): the extension after the
  // path's last dot.
  const expectedType = (href: string): LinkType => {
    const path = href.split(/[?#]/)[0] ?? "";
    return FILE_TYPE_BY_EXTENSION[path.slice(path.lastIndexOf(".") + 1).toLowerCase()] ?? "regular";
  };

  it("are all there", () => {
    expect(seedPages.length).toBeGreaterThan(40);
  });

  it.each(seedPages)("%s comes out clean, with every link kept and classed", (_file, html) => {
    const clean = render(html);
    expect(outputViolations(clean)).toEqual([]);
    const links = elementsIn(clean).filter(
      (element) => element.tag === "a" && element.attributes.href,
    );
    // And one per video: its link to watch it on its host.
    const count = (tag: string) => elementsIn(html).filter((element) => element.tag === tag).length;
    expect(links.length).toBe(count("a") + count("iframe"));
    for (const { attributes } of links) {
      expect(attributes.class, attributes.href).toBe(linkClassName(expectedType(attributes.href!)));
    }
  });
});
