// Whether the CMS is failing, as each request attempt shows it: failing from the first attempt
// that fails as an outage (past its time limit, refused, dropped, a 5xx), until one is answered.
// A CMS that is merely slow, answering within each attempt's limit, is not failing. Pages with
// nothing stale to serve wait longer for a CMS that is not failing (lib/cms/reader.ts), and stop
// waiting the moment it starts to fail: the first attempt past its limit tells, not the last
// of its retries.

export interface CmsHealth {
  failing(): boolean;
  /** Calls `listener` when the CMS next starts failing; returns the call that stops listening. */
  onFailing(listener: () => void): () => void;
  /** `base` watched: each attempt's outcome tells whether the CMS is failing. */
  watch(base: typeof fetch): typeof fetch;
}

export function createCmsHealth(): CmsHealth {
  let failing = false;
  const listeners = new Set<() => void>();
  const failed = () => {
    if (failing) return;
    failing = true;
    for (const listener of [...listeners]) listener();
  };
  return {
    failing: () => failing,
    onFailing(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    watch: (base) => async (input, init) => {
      try {
        const response = await base(input, init);
        if (response.status >= 500) failed();
        else failing = false;
        return response;
      } catch (error) {
        failed();
        throw error;
      }
    },
  };
}
