import mitt from "next/dist/shared/lib/mitt";
import { describe, expect, it } from "vitest";
import type { RouterEvents } from "../navigation/router";
import { trackViews } from "./track-views";

/**
 * Router events, a window whose load the test fires, and the views sent so far (a new page's
 * view is marked: it is sent once that page has rendered).
 */
function setUp({ loaded }: { loaded: boolean }) {
  const events: RouterEvents = mitt();
  let onLoad: (() => void) | undefined;
  let page = "/";
  const views: string[] = [];
  const initialView = { pending: true };
  const start = () =>
    trackViews({
      events,
      whenWindowLoaded: (callback) => {
        if (loaded) callback();
        else onLoad = callback;
        return () => (onLoad = undefined);
      },
      sendView: () => views.push(page),
      sendViewOfNewPage: () => views.push(`${page} (rendered)`),
      initialView,
    });
  const navigate = (to: string) => {
    events.emit("routeChangeStart", to);
    page = to;
    events.emit("routeChangeComplete", to);
  };
  return { events, start, navigate, views, fireLoad: () => onLoad?.() };
}

describe("trackViews", () => {
  it("sends one view at load and one per completed route change", () => {
    const { start, navigate, views, fireLoad } = setUp({ loaded: false });
    start();
    expect(views).toEqual([]);
    fireLoad();
    navigate("/about-corus/");
    navigate("/careers/");
    expect(views).toEqual(["/", "/about-corus/ (rendered)", "/careers/ (rendered)"]);
  });

  it("sends the first view at once when the window has already loaded", () => {
    const { start, views } = setUp({ loaded: true });
    start();
    expect(views).toEqual(["/"]);
  });

  it("sends nothing for a failed or cancelled change", () => {
    const { events, start, views } = setUp({ loaded: true });
    start();
    events.emit("routeChangeStart", "/careers/");
    events.emit("routeChangeError", new Error("Route Cancelled"), "/careers/");
    expect(views).toEqual(["/"]);
  });

  it("counts the first page once when it is left before the window loads", () => {
    const { start, navigate, views, fireLoad } = setUp({ loaded: false });
    start();
    navigate("/about-corus/");
    fireLoad();
    expect(views).toEqual(["/", "/about-corus/ (rendered)"]);
  });

  it("does not send the first view twice when the effect runs twice", () => {
    const { start, views } = setUp({ loaded: true });
    const stop = start();
    stop();
    start();
    expect(views).toEqual(["/"]);
  });

  it("stops listening when stopped", () => {
    const { start, navigate, views } = setUp({ loaded: true });
    start()();
    navigate("/careers/");
    expect(views).toEqual(["/"]);
  });
});
