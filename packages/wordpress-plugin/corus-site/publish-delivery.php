<?php
/**
 * Delivers what publish-changes.php collected to the site's publish webhook, signed
 * (signature.php), and records each delivery and each attempt in the delivery log
 * (delivery-log.php).
 *
 * A request's changes are queued at its shutdown as a WP-Cron event, and a cron run started:
 * the editor's save never waits for the site. Changes made inside a cron run (a scheduled
 * post's publish) are sent in that run. The event sends one delivery and, when the site cannot
 * take it (no answer, 5xx, 429), schedules another attempt (three retries), each with a new
 * delivery id. An administrator's "Send again" (publishing-screen.php) sends at once, in place
 * of whatever attempt of the first is still to come. The two requests of one block-editor save
 * make one delivery (meta-box-save.php).
 */

namespace Corus\Site\Delivery;

defined( 'ABSPATH' ) || exit;

use Corus\Site\DeliveryAlert;
use Corus\Site\DeliveryLog;
use Corus\Site\MetaBoxSave;
use function Corus\Site\setting;
use function Corus\Site\signature_headers;
use function Corus\Site\webhook_url;

const HOOK = 'corus_site_publish_delivery';
/** Seconds before each retry. */
const RETRY_DELAYS = array( 30, 120, 600 );
const TIMEOUT_SECONDS = 15;
/** Who may send a delivery again (Tools > Site publishing): administrators. */
const SEND_AGAIN_CAPABILITY = 'manage_options';
const NOT_CONFIGURED = 'CORUS_SITE_URL and CORUS_SITE_WEBHOOK_SECRET must be set to tell the site about changes';

function register(): void {
	add_action( HOOK, __NAMESPACE__ . '\\deliver', 10, 3 );
}

function configured(): bool {
	return null !== webhook_url() && null !== setting( 'CORUS_SITE_WEBHOOK_SECRET' );
}

/**
 * A request's changes: logged, then sent after the request (in this one when it is a cron run).
 * Half of a block-editor save (meta-box-save.php) joins the delivery the other half holds:
 * the REST save's is held for the meta boxes' save, which sends both requests' changes at once.
 *
 * @param array<int, array<string, mixed>> $changes  The webhook body's changes.
 * @param string[]                         $subjects What in WordPress they came from.
 * @param array<string, string>            $names    Subjects named in words now, for the log.
 */
function queue( array $changes, array $subjects, array $names = array() ): void {
	$post_id = MetaBoxSave\post_saved();
	$held    = $post_id ? MetaBoxSave\take( $post_id ) : null;
	$before  = null === $held ? null : DeliveryLog\entry( $held );
	$hidden  = 0;
	if ( null !== $before ) {
		unschedule( $held );
		$changes  = \Corus\Site\Publish\merged_changes( $before['changes'], $changes );
		$subjects = array_values( array_unique( array_merge( $before['subjects'], $subjects ) ) );
		$names    = array_merge( $before['names'] ?? array(), $names );
		$hidden   = DeliveryLog\unlisted( $before );
	}
	if ( empty( $changes ) ) {
		return;
	}
	$key = null === $before ? wp_generate_uuid4() : $held;
	DeliveryLog\add( $key, $changes, $subjects, null, $names, $hidden );
	if ( ! configured() ) {
		error_log( 'corus-site: ' . NOT_CONFIGURED . '; it was not told' );
		DeliveryLog\not_sent( $key, $changes, NOT_CONFIGURED );
		return;
	}
	if ( wp_doing_cron() ) {
		// A change made by a cron run (a scheduled post's publish): the run has already read
		// its list of events and spawn_cron() does nothing inside it, so a queued event would
		// wait for the next run. Nobody waits on a cron run: send now.
		deliver( $changes, 1, $key );
		return;
	}
	$follows = MetaBoxSave\following_post() === $post_id && $post_id > 0;
	// The key makes the event unique: WP-Cron drops one identical to an event of the last 10 minutes.
	wp_schedule_single_event( $follows ? time() + MetaBoxSave\HOLD_SECONDS : time(), HOOK, array( $changes, 1, $key ) );
	if ( $follows ) {
		// Held for the meta boxes' save, which follows at once and sends it.
		MetaBoxSave\hold( $post_id, $key );
		return;
	}
	// With DISABLE_WP_CRON the server's own cron runs WP-Cron: no loopback request.
	if ( ! ( defined( 'DISABLE_WP_CRON' ) && DISABLE_WP_CRON ) ) {
		spawn_cron();
	}
}

/**
 * A logged delivery's changes sent again, now, as a new delivery that names the first. It
 * replaces the first: whatever attempt of the first WP-Cron still holds (a retry, or the first
 * attempt not yet made) is taken off, so the changes do not go out once more after it.
 *
 * @return string|null The new delivery's key; null when the log no longer holds `$key`.
 */
function send_again( string $key ): ?string {
	$entry = DeliveryLog\entry( $key );
	if ( null === $entry ) {
		return null;
	}
	$again = wp_generate_uuid4();
	unschedule( $key );
	DeliveryLog\replaced( $key, $again );
	DeliveryLog\add( $again, $entry['changes'], $entry['subjects'], $key, $entry['names'] ?? array(), DeliveryLog\unlisted( $entry ) );
	deliver( $entry['changes'], 1, $again );
	return $again;
}

/** Takes off every attempt of the delivery `$key` that WP-Cron holds. */
function unschedule( string $key ): void {
	foreach ( _get_cron_array() as $at => $hooks ) {
		foreach ( is_array( $hooks ) ? ( $hooks[ HOOK ] ?? array() ) : array() as $event ) {
			if ( ( $event['args'][2] ?? null ) === $key ) {
				wp_unschedule_event( $at, HOOK, $event['args'] );
			}
		}
	}
}

/**
 * One attempt to deliver `$changes`; on a failure the site may recover from (no answer, 5xx,
 * 429), schedules the next. Each attempt is signed anew: its own delivery id and timestamp.
 *
 * @param array<int, array<string, mixed>> $changes
 * @param int                              $attempt 1 for the first.
 * @param string                           $key     The delivery's, in the log, across attempts.
 */
function deliver( $changes, $attempt, $key ): void {
	$url    = webhook_url();
	$secret = setting( 'CORUS_SITE_WEBHOOK_SECRET' );
	if ( null === $url || null === $secret ) {
		error_log( 'corus-site: ' . NOT_CONFIGURED );
		DeliveryLog\not_sent( $key, $changes, NOT_CONFIGURED );
		return;
	}
	$body     = wp_json_encode( array( 'changes' => $changes ), JSON_UNESCAPED_SLASHES );
	$response = wp_remote_post(
		$url,
		array(
			'headers'     => signature_headers( $secret, wp_generate_uuid4(), $body, time() ),
			'body'        => $body,
			'timeout'     => TIMEOUT_SECONDS,
			'redirection' => 0,
		)
	);
	$status = is_wp_error( $response ) ? 0 : (int) wp_remote_retrieve_response_code( $response );
	$answer = is_wp_error( $response ) ? null : json_decode( wp_remote_retrieve_body( $response ), true );
	$answer = is_array( $answer ) ? $answer : array();
	if ( $status >= 200 && $status < 300 ) {
		DeliveryAlert\clear();
		DeliveryLog\attempted( $key, $changes, $status, '', DeliveryLog\LIVE, $answer );
		return;
	}
	if ( 403 === $status ) {
		// Not the site's answer (it has no 403): CloudFront's, a configuration fault (delivery-alert.php).
		$why = "CloudFront refused the publish webhook (HTTP 403) before it reached the site: check the origin access control of the site's server function";
		error_log( "corus-site: {$why}; giving up after {$attempt} attempts" );
		DeliveryAlert\raise();
		DeliveryLog\attempted( $key, $changes, $status, $why, DeliveryLog\FAILED );
		return;
	}
	$why = is_wp_error( $response ) ? $response->get_error_message() : "HTTP {$status}";
	// The site says why it refused or could not finish: a bad body, the CMS, the purge log, the CDN.
	$error = $answer['error'] ?? $answer['invalidation']['error'] ?? null;
	$said  = is_string( $error ) ? "{$why}: {$error}" : $why;
	if ( ( 0 === $status || $status >= 500 || 429 === $status ) && $attempt <= count( RETRY_DELAYS ) ) {
		$delay = RETRY_DELAYS[ $attempt - 1 ];
		error_log( "corus-site: the site did not take the publish webhook ({$why}); trying again in {$delay} s" );
		wp_schedule_single_event( time() + $delay, HOOK, array( $changes, $attempt + 1, $key ) );
		DeliveryLog\attempted( $key, $changes, $status, $said, DeliveryLog\RETRYING, $answer, time() + $delay );
		return;
	}
	error_log( "corus-site: the site refused the publish webhook ({$why}); giving up after {$attempt} attempts" );
	DeliveryLog\attempted( $key, $changes, $status, $said, DeliveryLog\FAILED, $answer );
}
