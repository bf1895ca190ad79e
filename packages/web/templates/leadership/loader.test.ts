// The Leadership template against the real content service.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestService, type TestService } from "@/templates/test-service";

let test: TestService;
beforeAll(async () => {
  test = await startTestService();
});
afterAll(() => test.close());

describe("leadership", () => {
  it("puts executives and directors in their groups, biographies cleaned", async () => {
    const props = await test.load("template-leadership", "/about-corus/leadership/");
    expect(props.executives.map((person) => person.name)).toEqual([
      "Daniel Okafor",
      "Natalie Brenner",
      "Michael Donnelly",
      "Julia Sandoval",
    ]);
    expect(props.board).toHaveLength(11);
    expect(props.board[1]).toMatchObject({
      name: "Priya Raman",
      committees: [{ committee: "Audit Committee", chair: false }],
    });
    expect(props.board[1]!.biography).toMatch(/^<p>/);
  });
});
