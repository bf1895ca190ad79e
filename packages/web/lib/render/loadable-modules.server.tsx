// next/dynamic's part of a render (templates and blocks are loaded with it): each such
// component reports its module to Next while it renders (LoadableContext), and Next names the
// module's chunk in the page (a <script>, and __NEXT_DATA__.dynamicIds), so the browser has the
// code before it hydrates. A reused render (page-markup-cache.server.ts) does not run the
// components, so the modules its render reported are kept with its markup and reported again.
import { LoadableContext } from "next/dist/shared/lib/loadable-context.shared-runtime";
import type { DocumentContext, DocumentInitialProps } from "next/dist/shared/lib/utils";
import { useContext, type ReactNode } from "react";

export type RenderedDocument = DocumentInitialProps & {
  /** The modules next/dynamic components reported while the app rendered. */
  loadableModules: string[];
};

/** The document's default initial props, with the modules reported during the render. */
export async function renderRecordingModules(context: DocumentContext): Promise<RenderedDocument> {
  const loadableModules: string[] = [];
  function Recorder({ children }: { children: ReactNode }) {
    const report = useContext(LoadableContext);
    const record = (name: string) => {
      loadableModules.push(name);
      report?.(name);
    };
    return <LoadableContext.Provider value={record}>{children}</LoadableContext.Provider>;
  }
  const recording: DocumentContext = {
    ...context,
    renderPage: (options) => {
      const enhancers = typeof options === "function" ? { enhanceComponent: options } : options;
      return context.renderPage({
        ...enhancers,
        enhanceApp: (App) => {
          const Enhanced = enhancers?.enhanceApp ? enhancers.enhanceApp(App) : App;
          return function RecordedApp(props) {
            return (
              <Recorder>
                <Enhanced {...props} />
              </Recorder>
            );
          };
        },
      });
    },
  };
  const initialProps = await context.defaultGetInitialProps(recording);
  return { ...initialProps, loadableModules };
}

/** Reports a reused render's modules to Next, as its components did when it rendered. */
export async function reportModules(context: DocumentContext, modules: string[]): Promise<void> {
  if (modules.length === 0) return;
  function Report() {
    const report = useContext(LoadableContext);
    for (const name of modules) report?.(name);
    return null;
  }
  await context.renderPage({ enhanceApp: () => Report });
}
