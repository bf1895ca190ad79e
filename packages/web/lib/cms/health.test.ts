import { describe, expect, it, vi } from "vitest";
import { createCmsHealth } from "./health";

const answering = (status: number) => vi.fn(async () => new Response("{}", { status }));
const refusing = vi.fn(async (): Promise<Response> => {
  throw new TypeError("fetch failed");
});

describe("createCmsHealth", () => {
  it("is failing from an attempt refused or answered 5xx until one is answered, and says so once", async () => {
    const health = createCmsHealth();
    const told = vi.fn();
    health.onFailing(told);
    await health.watch(answering(200))("http://cms/graphql");
    expect(health.failing()).toBe(false);
    await expect(health.watch(refusing)("http://cms/graphql")).rejects.toThrow(TypeError);
    expect(health.failing()).toBe(true);
    await health.watch(answering(503))("http://cms/graphql");
    expect(told).toHaveBeenCalledTimes(1);
    // A GraphQL error or a 4xx is an answer: the CMS is up.
    await health.watch(answering(400))("http://cms/graphql");
    expect(health.failing()).toBe(false);
    await health.watch(answering(502))("http://cms/graphql");
    expect(told).toHaveBeenCalledTimes(2);
  });

  it("tells no listener that stopped listening", async () => {
    const health = createCmsHealth();
    const told = vi.fn();
    health.onFailing(told)();
    await expect(health.watch(refusing)("http://cms/graphql")).rejects.toThrow(TypeError);
    expect(told).not.toHaveBeenCalled();
  });
});
