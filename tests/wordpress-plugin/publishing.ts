// What the tests of publishing from a real WordPress share: the block editor's REST calls, and
// WP-Cron as the plugin's deliveries go through it (its queue, waiting for it, running retries).
import type { Session, WordPress } from "./wordpress.ts";

/** The plugin's WP-Cron event: one attempt of a delivery. */
export const DELIVERY_HOOK = "corus_site_publish_delivery";

/** The block editor's REST call: the logged-in cookie and the REST nonce. */
export async function rest<T = Record<string, unknown>>(
  wp: WordPress,
  session: Session | undefined,
  nonce: string | undefined,
  method: string,
  route: string,
  body?: object,
  signal?: AbortSignal,
): Promise<{ status: number; json: T }> {
  const response = await wp.request(`/wp-json${route}`, {
    method,
    ...(session && { session }),
    ...(signal && { signal }),
    headers: { ...(nonce && { "x-wp-nonce": nonce }), "content-type": "application/json" },
    ...(body && { body: JSON.stringify(body) }),
  });
  return { status: response.status, json: (await response.json()) as T };
}

/** WP-Cron's state for the plugin's deliveries, read without starting a cron run. */
export async function cronState(wp: WordPress) {
  return wp.php<{ lock: string | false; due: number; later: { at: number; args: unknown[] }[] }>(
    `$state = array( 'lock' => get_transient( 'doing_cron' ), 'due' => 0, 'later' => array() );
    foreach ( _get_cron_array() as $at => $hooks ) {
      foreach ( is_array( $hooks ) ? ( $hooks['${DELIVERY_HOOK}'] ?? array() ) : array() as $event ) {
        if ( $at <= time() ) {
          $state['due']++;
        } else {
          $state['later'][] = array( 'at' => $at - time(), 'args' => $event['args'] );
        }
      }
    }
    return $state;`,
    { quiet: true },
  );
}

/**
 * Waits until WP-Cron has nothing of the plugin's to run now and no run in progress: every
 * delivery the last change queued has been made (or never will be: the test then fails).
 */
export async function settle(wp: WordPress, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const state = await cronState(wp);
    if (!state.lock && state.due === 0) return state;
    if (Date.now() > deadline) {
      throw new Error(`WP-Cron did not deliver: ${JSON.stringify(state)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The retries' time come: each queued attempt moved to a second ago, then WP-Cron run. */
export async function runRetries(wp: WordPress) {
  await wp.php(
    `foreach ( _get_cron_array() as $at => $hooks ) {
      foreach ( $hooks['${DELIVERY_HOOK}'] ?? array() as $event ) {
        wp_unschedule_event( $at, '${DELIVERY_HOOK}', $event['args'] );
        wp_schedule_single_event( time() - 1, '${DELIVERY_HOOK}', $event['args'] );
      }
    }`,
    { quiet: true },
  );
  await (await wp.request("/wp-cron.php")).text();
}
