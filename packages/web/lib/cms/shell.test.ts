import { afterEach, describe, expect, it, vi } from "vitest";
import { createShellCache, type Shell } from "./shell";

const shell = (siteName: string): Shell => ({
  siteName,
  siteDescription: "",
  cmsHomeUrl: "https://cms.example.com",
  timeZone: "UTC",
  siteIcon: null,
  headerLogo: null,
  headerNavImage: null,
  footerLogo: null,
  socialLinks: [],
  primaryMenu: [],
  secondaryMenu: [],
  footerMenu: [],
});

afterEach(() => vi.restoreAllMocks());

describe("createShellCache", () => {
  it("reuses the shell until its time to live has passed, then reloads in the background", async () => {
    let now = 0;
    const getShell = createShellCache({ ttlMs: 1000, now: () => now });
    const load = vi.fn(async () => shell(`load ${load.mock.calls.length}`));
    expect((await getShell(load)).siteName).toBe("load 1");
    now = 999;
    expect((await getShell(load)).siteName).toBe("load 1");
    expect(load).toHaveBeenCalledTimes(1);
    now = 1000;
    // Stale: served at once while one reload runs.
    expect((await getShell(load)).siteName).toBe("load 1");
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect((await getShell(load)).siteName).toBe("load 2");
  });

  it("loads once for requests that arrive together", async () => {
    const getShell = createShellCache({ ttlMs: 1000, now: () => 0 });
    const load = vi.fn(async () => shell("once"));
    const results = await Promise.all([getShell(load), getShell(load), getShell(load)]);
    expect(results.map((r) => r.siteName)).toEqual(["once", "once", "once"]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("serves the last good shell when the CMS fails, says so, and waits before retrying", async () => {
    let now = 0;
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const getShell = createShellCache({ ttlMs: 10, retryAfterFailureMs: 500, now: () => now });
    await getShell(async () => shell("good"));
    now = 100;
    const failing = vi.fn(async (): Promise<Shell> => {
      throw new Error("connect ECONNREFUSED");
    });
    expect((await getShell(failing)).siteName).toBe("good");
    await vi.waitFor(() =>
      expect(errors).toHaveBeenCalledWith(
        "shell: CMS failed, serving the last good shell:",
        "connect ECONNREFUSED",
      ),
    );
    now = 599;
    expect((await getShell(failing)).siteName).toBe("good");
    expect(failing).toHaveBeenCalledTimes(1);
    now = 600;
    await getShell(failing);
    expect(failing).toHaveBeenCalledTimes(2);
  });

  it("fails when the CMS fails and there is nothing to serve", async () => {
    const getShell = createShellCache({ ttlMs: 10, now: () => 0 });
    await expect(
      getShell(async () => {
        throw new Error("down");
      }),
    ).rejects.toThrow("down");
  });
});
