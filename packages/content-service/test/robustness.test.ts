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
