// fetch for CMS requests: every attempt gets a time limit, and every way the network can
// fail (refused, dropped, timed out) becomes one named error, so the retry policy and the
// 503 page recognise an outage without mistaking a bug (a TypeError in our code) for one.

export class CmsNetworkError extends Error {
  override name = "CmsNetworkError";
}

export function cmsFetch(timeoutMs: number, base: typeof fetch = fetch): typeof fetch {
  return async (input, init) => {
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      return await base(input, {
        ...init,
        signal: init?.signal ? AbortSignal.any([init.signal, signal]) : signal,
      });
    } catch (error) {
      if (signal.aborted) {
        throw new CmsNetworkError(`the CMS did not answer within ${timeoutMs} ms`, {
          cause: error,
        });
      }
      if (error instanceof TypeError) {
        throw new CmsNetworkError(`the CMS could not be reached: ${error.message}`, {
          cause: error,
        });
      }
      throw error;
    }
  };
}
