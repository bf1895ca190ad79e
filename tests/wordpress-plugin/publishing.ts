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

/** PHP that reads WP-Cron's state for the plugin's deliveries into $state (with SHORTINIT). */
const READ_CRON_STATE = `require_once ABSPATH . WPINC . '/cron.php';
    $state = array( 'lock' => get_transient( 'doing_cron' ), 'due' => 0, 'later' => array() );
    foreach ( _get_cron_array() as $at => $hooks ) {
      foreach ( is_array( $hooks ) ? ( $hooks['${DELIVERY_HOOK}'] ?? array() ) : array() as $event ) {
        if ( $at <= time() ) {
          $state['due']++;
        } else {
          $state['later'][] = array( 'at' => $at - time(), 'args' => $event['args'] );
        }
      }
    }`;

type CronState = { lock: string | false; due: number; later: { at: number; args: unknown[] }[] };

/** WP-Cron's state for the plugin's deliveries, read without starting a cron run. */
export async function cronState(wp: WordPress) {
  return wp.php<CronState>(`${READ_CRON_STATE} return $state;`, { shortInit: true });
}

/**
 * Waits until WP-Cron has nothing of the plugin's to run now and no run in progress: every
 * delivery the last change queued has been made (or never will be: the test then fails). One
 * script watches the database for it (the cron run writes it from another request), instead of
 * a script for each look.
 */
export async function settle(wp: WordPress, timeoutMs = 20_000) {
  const state = await wp.php<CronState & { settled: boolean }>(
    `$until = microtime( true ) + ${timeoutMs / 1000};
    for ( ;; ) {
      // What the cron run wrote since the last look: WordPress's cache of options is this request's.
      wp_cache_flush();
      ${READ_CRON_STATE}
      $state['settled'] = ! $state['lock'] && 0 === $state['due'];
      if ( $state['settled'] || microtime( true ) > $until ) {
        return $state;
      }
      usleep( 20000 );
    }`,
    { shortInit: true },
  );
  if (!state.settled) throw new Error(`WP-Cron did not deliver: ${JSON.stringify(state)}`);
  return state;
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
