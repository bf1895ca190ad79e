<?php
/**
 * Scheduled posts, pages and records, published on time (docs/publishing.md, "Scheduled
 * content"). WordPress publishes a scheduled item only in a WP-Cron run at or after its time;
 * the site's stack calls wp-cron.php at the start of every minute (or the host's own cron
 * does: CORUS_SITE_CRON=host), and publish-delivery.php tells the site in that same run.
 *
 * Nothing is left behind: WordPress moves its publish_future_post event when an item is
 * rescheduled, but keeps it when the item goes back to draft, to pending or to the trash, or
 * is deleted; here the event goes with the schedule. Tools > Site Health says how WP-Cron runs,
 * when it last did, and names any scheduled item past its time.
 *
 * "When it last ran" is when a cron run last ran its due events, told by an event of the
 * plugin's own due every minute (the heartbeat), not by any request to wp-cron.php: anyone may
 * request it, and one that finds another run holding the lock, or nothing due, runs nothing.
 * The heartbeat alone never has a page load start a cron run: only wp-cron.php runs it.
 */

namespace Corus\Site\Schedule;

defined( 'ABSPATH' ) || exit;

use function Corus\Site\setting;

const PUBLISH_HOOK = 'publish_future_post';
/** When WP-Cron last ran its due events (a Unix time), for Site Health. */
const LAST_RUN_OPTION = 'corus_site_cron_last_run';
/** The plugin's event due every minute: the run that runs it records the time. */
const HEARTBEAT_HOOK = 'corus_site_cron_heartbeat';
const EVERY_MINUTE   = 'corus_site_every_minute';
/** A run every minute: past this, a scheduled item is late or the schedule has stopped. */
const LATE_AFTER_SECONDS = 120;

function register(): void {
	add_action( 'transition_post_status', __NAMESPACE__ . '\\unscheduled', 10, 3 );
	add_action( 'before_delete_post', __NAMESPACE__ . '\\forget' );
	add_filter( 'cron_schedules', __NAMESPACE__ . '\\every_minute' );
	add_action( 'init', __NAMESPACE__ . '\\keep_heartbeat' );
	add_action( HEARTBEAT_HOOK, __NAMESPACE__ . '\\note_cron_run' );
	add_filter( 'pre_get_ready_cron_jobs', __NAMESPACE__ . '\\ready_without_heartbeat' );
	add_filter( 'site_status_tests', __NAMESPACE__ . '\\add_health_test' );
}

/** An item that leaves the schedule other than by being published loses its event. */
function unscheduled( $new_status, $old_status, $post ): void {
	if ( 'future' === $old_status && ! in_array( $new_status, array( 'future', 'publish' ), true ) ) {
		forget( $post->ID );
	}
}

/** @param int $post_id */
function forget( $post_id ): void {
	wp_clear_scheduled_hook( PUBLISH_HOOK, array( (int) $post_id ) );
}

/**
 * @param array<string, array<string, mixed>> $schedules
 * @return array<string, array<string, mixed>>
 */
function every_minute( $schedules ): array {
	$schedules[ EVERY_MINUTE ] = array(
		'interval' => MINUTE_IN_SECONDS,
		'display'  => 'Every minute (Corus site)',
	);
	return $schedules;
}

/** A must-use plugin has no activation: the heartbeat is scheduled when first missing. */
function keep_heartbeat(): void {
	if ( ! wp_next_scheduled( HEARTBEAT_HOOK ) ) {
		wp_schedule_event( time(), EVERY_MINUTE, HEARTBEAT_HOOK );
	}
}

/** Run by WP-Cron with the other due events: the run happened. */
function note_cron_run(): void {
	update_option( LAST_RUN_OPTION, time(), false );
}

/**
 * Outside wp-cron.php, the events due now leave the heartbeat out, so that it alone never has
 * WordPress start a cron run from a page load (spawn_cron): only a real run records one.
 *
 * @param array<int, array<string, mixed>>|null $pre
 * @return array<int, array<string, mixed>>|null
 */
function ready_without_heartbeat( $pre ) {
	if ( null !== $pre || wp_doing_cron() ) {
		return $pre;
	}
	$ready = array();
	$now   = microtime( true );
	foreach ( _get_cron_array() ?: array() as $at => $hooks ) {
		if ( $at > $now ) {
			break;
		}
		unset( $hooks[ HEARTBEAT_HOOK ] );
		if ( ! empty( $hooks ) ) {
			$ready[ $at ] = $hooks;
		}
	}
	return $ready;
}

/** Who runs WP-Cron: the site's schedule (the default) or the host's cron. */
function runner(): string {
	return 'host' === setting( 'CORUS_SITE_CRON' ) ? "the host's cron (CORUS_SITE_CRON=host)" : "the site's schedule, every minute";
}

/** @param array<string, mixed> $tests */
function add_health_test( $tests ): array {
	$tests['direct']['corus_site_scheduled_posts'] = array(
		'label' => __( 'Scheduled posts are published on time' ),
		'test'  => __NAMESPACE__ . '\\health',
	);
	return $tests;
}

/** Who runs WP-Cron and when it last ran: for Site Health and the Site publishing screen. */
function cron_summary(): string {
	$last = (int) get_option( LAST_RUN_OPTION, 0 );
	$ran  = $last > 0 ? sprintf( 'WP-Cron last ran its due events %d seconds ago.', time() - $last ) : 'WP-Cron has not run since the plugin was installed.';
	return sprintf( 'WordPress publishes scheduled items, and tells the site of changes, in a WP-Cron run, which %s starts. %s', runner(), $ran );
}

/** @return array<string, mixed> Site Health's result: WP-Cron's last run and any late item. */
function health(): array {
	$last = (int) get_option( LAST_RUN_OPTION, 0 );
	$late = get_posts(
		array(
			'post_type'   => 'any',
			'post_status' => 'future',
			'numberposts' => 10,
			'date_query'  => array(
				array(
					'column' => 'post_date_gmt',
					'before' => gmdate( 'Y-m-d H:i:s', time() - LATE_AFTER_SECONDS ),
				),
			),
		)
	);
	$says  = cron_summary();
	$badge = array(
		'label' => 'Corus site',
		'color' => 'blue',
	);
	if ( ! empty( $late ) ) {
		$titles = implode( ', ', array_map( fn( $post ) => '"' . get_the_title( $post ) . '"', $late ) );
		return array(
			'label'       => 'Scheduled items are past their time and not published',
			'status'      => 'critical',
			'badge'       => $badge,
			'description' => '<p>' . esc_html( "{$says} Past their time: {$titles}." ) . '</p>',
			'test'        => 'corus_site_scheduled_posts',
		);
	}
	if ( 0 === $last || time() - $last > LATE_AFTER_SECONDS ) {
		return array(
			'label'       => 'WP-Cron has not run in the last two minutes',
			'status'      => 'recommended',
			'badge'       => $badge,
			'description' => '<p>' . esc_html( "{$says} Scheduled items wait for the next run." ) . '</p>',
			'test'        => 'corus_site_scheduled_posts',
		);
	}
	return array(
		'label'       => 'Scheduled posts are published on time',
		'status'      => 'good',
		'badge'       => $badge,
		'description' => '<p>' . esc_html( $says ) . '</p>',
		'test'        => 'corus_site_scheduled_posts',
	);
}
