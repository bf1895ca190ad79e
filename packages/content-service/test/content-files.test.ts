// Start-up validation of the seed files, and rules that need content the seed lacks.
import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ContentError } from "../src/content/load.ts";
import { copyOfSeedContent, graphql, startService } from "./helpers.ts";

const copies: string[] = [];
afterEach(async () => {
  await Promise.all(copies.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

async function seedCopy() {
  const dir = await copyOfSeedContent();
  copies.push(dir);
  return dir;
}

async function edit(file: string, change: (text: string) => string) {
  await writeFile(file, change(await readFile(file, "utf8")));
}

describe("start-up on broken content", () => {
  it("names the file and the field when a page lacks its title", async () => {
    const dir = await seedCopy();
    await edit(path.join(dir, "pages/careers.html"), (text) => text.replace(/^title:.*$/m, ""));
    const failure = startService(dir);
    await expect(failure).rejects.toBeInstanceOf(ContentError);
    await expect(failure).rejects.toThrow(/pages\/careers\.html: field "title"/);
  });

  it("names the file and the field when a date is malformed", async () => {
    const dir = await seedCopy();
    await edit(path.join(dir, "pages/careers.html"), (text) =>
      text.replace(/^date:.*$/m, "date: last tuesday"),
    );
    await expect(startService(dir)).rejects.toThrow(/pages\/careers\.html: field "date"/);
  });

  it("rejects a menu item that points at no page", async () => {
    const dir = await seedCopy();
    await edit(path.join(dir, "menus.yaml"), (text) =>
      text.replace("path: /careers/", "path: /careerz/"),
    );
    await expect(startService(dir)).rejects.toThrow(
      /menus\.yaml: field "\[0\]\.items\[7\]\.path": no page has the URI \/careerz\//,
    );
  });

  it("rejects YAML that does not parse, naming the file", async () => {
    const dir = await seedCopy();
    await edit(path.join(dir, "redirects.yaml"), (text) => `${text}\n- origin: [unclosed\n`);
    await expect(startService(dir)).rejects.toThrow(/redirects\.yaml: not valid YAML/);
  });

  it("rejects a redirect with a code that is not a redirect", async () => {
    const dir = await seedCopy();
    await edit(path.join(dir, "redirects.yaml"), (text) => text.replace("code: 308", "code: 200"));
    await expect(startService(dir)).rejects.toThrow(/redirects\.yaml: field "\[\d+\]\.code"/);
  });

  it("rejects two nodes with one database id", async () => {
    const dir = await seedCopy();
    await edit(path.join(dir, "pages/careers.html"), (text) =>
      text.replace(/^databaseId:.*$/m, "databaseId: 2"),
    );
    await expect(startService(dir)).rejects.toThrow(/databaseId 2 is already used/);
  });

  it("rejects a link to an upload that does not exist", async () => {
    const dir = await seedCopy();
    await edit(path.join(dir, "pages/careers.html"), (text) =>
      text.replace("</p>", ' <a href="/wp-content/uploads/documents/missing.pdf">x</a></p>'),
    );
    await expect(startService(dir)).rejects.toThrow(/careers\.html: field "body": .*missing\.pdf/);
  });
});

describe("images in content HTML", () => {
  const CAREERS = "pages/careers.html";
  const withImage = (img: string) => async (dir: string) =>
    edit(path.join(dir, CAREERS), (text) => text.replace(/\n---\n/, `\n---\n<p>${img}</p>\n`));

  it.each([
    ["an upload that is not in the media library", "images/not-there.jpg", /not in media\.yaml/],
    ["a document", "documents/board-mandate.doc", /not an image/],
  ])("refuses %s as an image, naming the file and field", async (_case, file, detail) => {
    const dir = await seedCopy();
    await withImage(`<img src="/wp-content/uploads/${file}" alt="">`)(dir);
    await expect(startService(dir)).rejects.toThrow(/careers\.html: field "body": /);
    await expect(startService(dir)).rejects.toThrow(detail);
  });

  it("gives an image its media item's size, as WordPress does, and keeps a size the editor set", async () => {
    const dir = await seedCopy();
    await withImage(
      '<img src="/wp-content/uploads/images/portrait-ceo.jpg" alt="A">' +
        '<img alt="B" width="120" height="120" src="/wp-content/uploads/images/portrait-clao.jpg">' +
        '<img src="https://images.example.com/elsewhere.jpg" alt="C">',
    )(dir);
    const service = await startService(dir);
    try {
      const answer = await graphql<{ page: { content: string } }>(
        service,
        `
          {
            page(id: "/careers/", idType: URI) {
              content
            }
          }
        `,
      );
      const images = answer.data!.page.content.match(/<img\b[^>]*>/g);
      expect(images?.slice(0, 3)).toEqual([
        `<img width="400" height="400" src="${service.url}/wp-content/uploads/images/portrait-ceo.jpg" alt="A">`,
        `<img alt="B" width="120" height="120" src="${service.url}/wp-content/uploads/images/portrait-clao.jpg">`,
        '<img src="https://images.example.com/elsewhere.jpg" alt="C">',
      ]);
    } finally {
      await service.close();
    }
  });
});

describe("start-up on broken records and blocks", () => {
  it("names the field when a radio station lacks its province", async () => {
    const dir = await seedCopy();
    await edit(path.join(dir, "brands.yaml"), (text) =>
      text.replace(/\n {4}province: "Nova Scotia"/, ""),
    );
    await expect(startService(dir)).rejects.toThrow(
      /brands\.yaml: field "\[\d+\]\.brandFields": a radio station needs callSign, market, frequency and province/,
    );
  });

  const stationInNovaScotia = (province: string) => async (dir: string) =>
    edit(path.join(dir, "brands.yaml"), (text) =>
      text.replace('province: "Nova Scotia"', `province: ${JSON.stringify(province)}`),
    );

  it.each(["Atlantis", "NS", "Nova Scotia, Canada", "Acadia", "Labrador"])(
    "refuses %s as a radio station's province, naming the file and field",
    async (province) => {
      const dir = await seedCopy();
      await stationInNovaScotia(province)(dir);
      await expect(startService(dir)).rejects.toThrow(
        /brands\.yaml: field "\[\d+\]\.brandFields\.province": not a Canadian province or territory/,
      );
    },
  );

  // The province rule (@corus/site-rules/provinces), as the site's filter applies it: both
  // names of Newfoundland and Labrador, Québec with or without its accent, any case.
  it.each(["Newfoundland", "Newfoundland and Labrador", "Quebec", "québec", "nova scotia"])(
    "accepts %s as a radio station's province",
    async (province) => {
      const dir = await seedCopy();
      await stationInNovaScotia(province)(dir);
      const service = await startService(dir);
      await service.close();
    },
  );

  it("names the field when a person's group is not executive or board", async () => {
    const dir = await seedCopy();
    await edit(path.join(dir, "people.yaml"), (text) =>
      text.replace("group: executive", "group: management"),
    );
    await expect(startService(dir)).rejects.toThrow(
      /people\.yaml: field "\[0\]\.personFields\.group"/,
    );
  });

  it("rejects a dividend date that is not a date", async () => {
    const dir = await seedCopy();
    await edit(path.join(dir, "dividends.yaml"), (text) =>
      text.replace("payableDate: 2024-03-29", "payableDate: end of March"),
    );
    await expect(startService(dir)).rejects.toThrow(
      /dividends\.yaml: field "\[24\]\.dividendFields\.payableDate": expected a date like 2024-11-30/,
    );
  });

  it("rejects a report whose document is not in the media library", async () => {
    const dir = await seedCopy();
    await edit(path.join(dir, "financial-reports.yaml"), (text) =>
      text.replace("documents/q1-2025-news-release.pdf", "documents/missing.pdf"),
    );
    await expect(startService(dir)).rejects.toThrow(
      /financial-reports\.yaml: field "\[\d+\]\.financialReportFields\.document": not in media\.yaml/,
    );
  });

  it("rejects a record whose database id another node has", async () => {
    const dir = await seedCopy();
    await edit(path.join(dir, "investor-events.yaml"), (text) =>
      text.replace("databaseId: 2801", "databaseId: 2001"),
    );
    await expect(startService(dir)).rejects.toThrow(
      /investor-events\.yaml: field "\[0\]\.databaseId": databaseId 2001 is already used/,
    );
  });

  it("rejects a block of a layout the field group does not have", async () => {
    const dir = await seedCopy();
    await edit(path.join(dir, "pages/proposed-transaction.html"), (text) =>
      text.replace("layout: timeline", "layout: carousel"),
    );
    await expect(startService(dir)).rejects.toThrow(
      /proposed-transaction\.html: field "pageBuilder\.blocks\[0\]\.layout"/,
    );
  });

  it("rejects a block link to a page that does not exist", async () => {
    const dir = await seedCopy();
    await edit(path.join(dir, "pages/index.html"), (text) =>
      text.replace("url: /careers/", "url: /careerz/"),
    );
    await expect(startService(dir)).rejects.toThrow(
      /index\.html: field "pageBuilder\.blocks\[0\]\.cards\[3\]\.link\.url": no page has the URI \/careerz\//,
    );
  });

  it("rejects a document where an image belongs", async () => {
    const dir = await seedCopy();
    await edit(path.join(dir, "people.yaml"), (text) =>
      text.replace("photo: images/portrait-ceo.jpg", "photo: documents/board-mandate.doc"),
    );
    await expect(startService(dir)).rejects.toThrow(
      /people\.yaml: field "\[0\]\.personFields\.photo": not an image/,
    );
  });
});

describe("rules the seed content cannot show", () => {
  it("caps a connection at 100 items", async () => {
    const dir = await seedCopy();
    const posts = Array.from({ length: 120 }, (_, index) => {
      const day = String((index % 28) + 1).padStart(2, "0");
      return writeFile(
        path.join(dir, "posts", `2020-01-${day}-generated-${index}.html`),
        `---\ndatabaseId: ${9000 + index}\ntitle: Generated ${index}\ndate: 2020-01-${day}T10:00:00\nmodified: 2020-01-${day}T10:00:00\ncategories: [corporate]\nexcerpt: Generated for the test.\n---\n<p>Generated.</p>\n`,
      );
    });
    await Promise.all(posts);
    const service = await startService(dir);
    try {
      const answer = await graphql<{
        posts: { nodes: unknown[]; pageInfo: { hasNextPage: boolean } };
      }>(
        service,
        `
          {
            posts(first: 500) {
              nodes {
                id
              }
              pageInfo {
                hasNextPage
              }
            }
          }
        `,
      );
      expect(answer.data!.posts.nodes).toHaveLength(100);
      expect(answer.data!.posts.pageInfo.hasNextPage).toBe(true);
    } finally {
      await service.close();
    }
  });

  it("raises an error for a menu location with no menu", async () => {
    const dir = await seedCopy();
    await edit(path.join(dir, "menus.yaml"), (text) =>
      text.replace("locations: [FOOTER]", "locations: []"),
    );
    const service = await startService(dir);
    try {
      const answer = await graphql(
        service,
        `
          {
            menu(id: "FOOTER", idType: LOCATION) {
              name
            }
          }
        `,
      );
      expect(answer.errors?.[0]?.message).toBe("No menu set for the provided location");
      const hidden = await graphql<{ menu: null }>(
        service,
        `
          {
            menu(id: "footer-menu", idType: SLUG) {
              name
            }
          }
        `,
      );
      expect(hidden.data!.menu).toBeNull();
    } finally {
      await service.close();
    }
  });
});
