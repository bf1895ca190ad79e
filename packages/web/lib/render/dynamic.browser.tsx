// next/dynamic in the browser (next.config.ts aliases it there; the server keeps Next's own): the
// part of its contract the site uses, in a tenth of its code. Next's next/dynamic is
// react-loadable with its options (loading components, delays, timeouts, no-SSR) and its own
// loadable context: 1.1 KB gzipped in every page. What the site needs of it: the server renders
// a template's or a block's component and names its chunk in the page (Next's own next/dynamic
// there, unchanged), and the browser, before it hydrates, loads the components the server
// rendered, so hydration finds their code; on a client-side route change a component not loaded
// yet suspends until its chunk comes. Next's router renders a route change in a transition, so
// the page being left stays on screen and the change completes with the new page whole (Next's
// own next/dynamic renders its empty loading state instead: the new page showed its header and
// footer around an empty main, and its footer moved down when the chunk came, under a click
// aimed at it). A chunk that cannot load renders nothing, as before. The contract with Next:
// Next's compiler adds the component's module ids to its options
// (`loadableGenerated.modules`), and Next's browser start awaits
// `window.__NEXT_PRELOADREADY(ids)` with the ids the server rendered before it hydrates
// (next/dist/client/index.js). tests/e2e/page-reuse.spec.ts fails on any hydration error.
import { use, type ComponentType } from "react";

type ModuleId = string | number;

interface DynamicOptions {
  /** Added by Next's compiler: the modules the server reports when it renders the component. */
  loadableGenerated?: { modules?: ModuleId[] };
}

type Loaded<P> = ComponentType<P> | { default: ComponentType<P> };

declare global {
  interface Window {
    __NEXT_PRELOADREADY?: (ids?: ModuleId[]) => Promise<void>;
  }
}

/** Until hydration: each declared component's load, if the server rendered it. */
const beforeHydration: ((ids: ModuleId[]) => Promise<void> | undefined)[] = [];
let preloaded = false;

window.__NEXT_PRELOADREADY = async (ids = []) => {
  // A loaded chunk may declare components of its own: those are waited for too.
  while (beforeHydration.length) {
    await Promise.allSettled(beforeHydration.splice(0).map((preload) => preload(ids)));
  }
  preloaded = true;
};

export default function dynamic<P extends object>(
  loader: () => Promise<Loaded<P>>,
  options?: DynamicOptions,
): ComponentType<P> {
  let Component: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  // Settles either way, once: what a render waits for.
  const load = () =>
    (loading ??= loader().then(
      (loaded) => {
        Component = "default" in loaded ? loaded.default : loaded;
      },
      (error: unknown) => {
        console.error("A component's code did not load", error);
      },
    ));

  const modules = options?.loadableGenerated?.modules;
  if (modules && !preloaded) {
    beforeHydration.push((ids) => (modules.some((id) => ids.includes(id)) ? load() : undefined));
  }

  return function DynamicComponent(props: P) {
    if (!Component) use(load());
    return Component ? <Component {...props} /> : null;
  };
}
