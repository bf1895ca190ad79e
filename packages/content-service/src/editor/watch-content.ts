// Watches the seed content folder; a burst of file events (an editor's save writes more than
// once) becomes one call. chokidar, not Node's recursive fs.watch: on Linux, Node 20's recursive
// watch stops reporting a file once an editor saves it by renaming a new copy over it (sed -i,
// vim, many IDEs' "atomic save"), so every later edit to that file went unseen.
import { watch } from "chokidar";

export interface ContentWatcher {
  /** Settles once every file is watched: an edit from then on is seen. */
  ready: Promise<void>;
  close(): Promise<void>;
}

export function watchContent(
  dir: string,
  onChange: () => void,
  log: Pick<Console, "error"> = console,
  debounceMs = 50,
): ContentWatcher {
  let timer: NodeJS.Timeout | undefined;
  const watcher = watch(dir, { ignoreInitial: true });
  // A folder that cannot be watched (permissions, too many watches) is told, never fatal.
  watcher.on("error", (error) => log.error(`content-service: watching ${dir}:`, error));
  watcher.on("all", () => {
    clearTimeout(timer);
    timer = setTimeout(onChange, debounceMs);
  });
  const ready = new Promise<void>((resolve) => watcher.once("ready", resolve));
  return {
    ready,
    close: async () => {
      clearTimeout(timer);
      await watcher.close();
    },
  };
}
