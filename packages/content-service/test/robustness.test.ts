// A bad request is answered and logged; it never takes the service down.
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { startContentService, type ContentService } from "../src/server.ts";

let service: ContentService;
beforeAll(async () => {
  service = await startContentService({ port: 0, host: "127.0.0.1", testControls: true });
});
afterAll(() => service.close());

it("answers 400 to unreadable JSON and keeps serving", async () => {
  const errors = vi.spyOn(console, "error").mockImplementation(() => {});
  const bad = await fetch(`${service.url}/__test/redirects`, { method: "POST", body: "{bad" });
  expect(bad.status).toBe(400);
  expect(errors).toHaveBeenCalledWith(
    "content-service: POST /__test/redirects failed:",
    expect.any(SyntaxError),
  );
  expect((await fetch(`${service.url}/healthz`)).status).toBe(200);
  errors.mockRestore();
});

it("logs a failed request's path and query parameter names, never their values", async () => {
  const errors = vi.spyOn(console, "error").mockImplementation(() => {});
  const bad = await fetch(`${service.url}/__test/redirects?s=jane.doe%40example.com`, {
    method: "POST",
    body: "{bad",
  });
  expect(bad.status).toBe(400);
  expect(errors).toHaveBeenCalledWith(
    "content-service: POST /__test/redirects?s failed:",
    expect.any(SyntaxError),
  );
  expect(JSON.stringify(errors.mock.calls)).not.toContain("jane");
  errors.mockRestore();
});

it("answers an operation with a GraphQL error when told to, as WPGraphQL answers a broken field", async () => {
  const ask = async (operation: string) =>
    (await (
      await fetch(service.graphqlUrl, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query: `query ${operation} { generalSettings { title } }` }),
      })
    ).json()) as { data: unknown; errors?: { message: string }[] };
  service.controls!.errorNext("Broken", 1);
  expect(await ask("Other")).toEqual({
    data: { generalSettings: { title: "Corus Entertainment" } },
  });
  expect(await ask("Broken")).toMatchObject({
    data: null,
    errors: [{ message: "Internal server error" }],
  });
  // Once only.
  expect((await ask("Broken")).errors).toBeUndefined();
});
