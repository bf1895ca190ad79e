// next/dynamic in the browser (next.config.ts aliases it there; the server keeps Next's own): the
// part of its contract the site uses, in a tenth of its code. Next's next/dynamic is
// react-loadable with its options (loading components, delays, timeouts, no-SSR) and its own
// loadable context: 1.1 KB gzipped in every page. What the site needs of it: the server renders
// a template's or a block's component and names its chunk in the page (Next's own next/dynamic
// there, unchanged), and the browser, before it hydrates, loads the components the server
// rendered, so hydration finds their code; on a client-side route change a component not loaded
// yet renders nothing until its chunk comes, then itself, as Next's renders its default
// (empty) loading state. The contract with Next: Next's compiler adds the component's module
// ids to its options (`loadableGenerated.modules`), and Next's browser start awaits
// `window.__NEXT_PRELOADREADY(ids)` with the ids the server rendered before it hydrates
// (next/dist/client/index.js). tests/e2e/page-reuse.spec.ts fails on any hydration error.
import { useEffect, useReducer, type ComponentType } from "react";

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
  const load = () =>
    (loading ??= loader().then((loaded) => {
      Component = "default" in loaded ? loaded.default : loaded;
    }));

  const modules = options?.loadableGenerated?.modules;
  if (modules && !preloaded) {
    beforeHydration.push((ids) => (modules.some((id) => ids.includes(id)) ? load() : undefined));
  }

  return function DynamicComponent(props: P) {
    const [, rerender] = useReducer((count: number) => count + 1, 0);
    useEffect(() => {
      if (!Component) {
        load().then(rerender, (error: unknown) => {
          console.error("A component's code did not load", error);
        });
      }
    }, []);
    return Component ? <Component {...props} /> : null;
  };
}
