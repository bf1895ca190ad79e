// The stand-in's editor side: when a seed file changes, load the content again, validate it,
// serve it, and tell the site what changed, as WordPress does on publish. A broken edit is
// logged with its file and field and the last good content keeps serving.
import { ContentError, loadContent, type LoadOptions } from "../content/load.ts";
import type { ContentStore } from "../content/records.ts";
import { changesBetween } from "./changes.ts";
import type { PublishWebhook } from "./publish-webhook.ts";
import { watchContent } from "./watch-content.ts";

export interface LiveContentOptions {
  load: LoadOptions;
  current: () => ContentStore;
  serve: (store: ContentStore) => void;
  /** Told what changed after each good reload; absent: nothing to tell. */
  publish?: PublishWebhook | undefined;
  log?: Pick<Console, "log" | "error">;
}

export interface LiveContent {
  /** Loads the files now (the watcher calls it; tests may too). */
  reload(): Promise<"served" | "unchanged" | "refused">;
  /** Settles once edits are seen. */
  ready: Promise<void>;
  close(): Promise<void>;
}

export function liveContent(options: LiveContentOptions): LiveContent {
  const log = options.log ?? console;
  let running: Promise<unknown> = Promise.resolve();

  async function reloadNow(): Promise<"served" | "unchanged" | "refused"> {
    const started = performance.now();
    let store: ContentStore;
    try {
      store = await loadContent(options.load);
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      log.error(
        `content-service: edit refused, still serving the last good content: ${error.message}`,
      );
      return "refused";
    }
    const changes = changesBetween(options.current(), store);
    if (changes.length === 0) return "unchanged";
    options.serve(store);
    log.log(
      `content-service: reloaded in ${Math.round(performance.now() - started)} ms: ${changes.map((change) => change.type).join(", ")}`,
    );
    // Not awaited: the site is told in the background, with retries.
    void options.publish?.(changes);
    return "served";
  }

  // One reload at a time, in order: a save during a reload is read by the next one.
  const reload = () => {
    const next = running.then(reloadNow, reloadNow);
    running = next.catch(() => {});
    return next;
  };
  const reloadInBackground = () => {
    reload().catch((error: unknown) => log.error("content-service: reload failed:", error));
  };
  const watcher = watchContent(options.load.contentDir, reloadInBackground, log);
  // One reload once watching: it serves an edit saved while the service started, and warms the
  // loader, so the first edit reloads as fast as later ones (a cold load takes several times
  // as long) and waits for this one rather than competing with it.
  void watcher.ready.then(reloadInBackground);
  return {
    reload,
    ready: watcher.ready,
    // After the reload in progress: a caller may remove the folder once this settles.
    close: async () => {
      await watcher.close();
      await running;
    },
  };
}
