// The default page template against the real content service.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestService, type TestService } from "@/templates/test-service";

let test: TestService;
beforeAll(async () => {
  test = await startTestService();
});
afterAll(() => test.close());

describe("the default page", () => {
  it("turns a page's blocks into their components' props, in order", async () => {
    const props = await test.load("page", "/proposed-transaction/");
    expect(props.page.blocks.map((block) => block.kind)).toEqual([
      "timeline",
      "rich-text",
      "document-list",
      "accordion",
      "rich-text",
    ]);
    const [timeline] = props.page.blocks;
    expect(timeline?.kind === "timeline" && timeline.steps.at(-1)?.status).toBe("current");
  });
});
