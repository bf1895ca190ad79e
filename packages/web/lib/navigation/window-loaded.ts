/** Calls back once the window has finished loading (at once if it has); returns a cancel. */
export function whenWindowLoaded(callback: () => void): () => void {
  if (document.readyState === "complete") {
    callback();
    return () => {};
  }
  window.addEventListener("load", callback, { once: true });
  return () => window.removeEventListener("load", callback);
}
