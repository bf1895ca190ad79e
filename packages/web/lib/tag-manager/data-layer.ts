// The tag manager's data layer: a plain array on window that the tag manager reads (and
// replaces push on) once its script loads, so events pushed before that are not lost.
declare global {
  interface Window {
    dataLayer?: object[];
  }
}

export function pushToDataLayer(entry: object): void {
  window.dataLayer ??= [];
  window.dataLayer.push(entry);
}
