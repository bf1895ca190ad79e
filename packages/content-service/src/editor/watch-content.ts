// Watches the seed content folder; a burst of file events (an editor's save writes more than
// once) becomes one call.
import { watch } from "node:fs";

export function watchContent(dir: string, onChange: () => void, debounceMs = 50): () => void {
  let timer: NodeJS.Timeout | undefined;
  const watcher = watch(dir, { recursive: true }, () => {
    clearTimeout(timer);
    timer = setTimeout(onChange, debounceMs);
  });
  return () => {
    clearTimeout(timer);
    watcher.close();
  };
}
