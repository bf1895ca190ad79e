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
 */

namespace Corus\Site\Schedule;

defined( 'ABSPATH' ) || exit;

use function Corus\Site\setting;

const PUBLISH_HOOK = 'publish_future_post';
/** When WP-Cron last ran (a Unix time), for Site Health. */
const LAST_RUN_OPTION = 'corus_site_cron_last_run';
/** A run every minute: past this, a scheduled item is late or the schedule has stopped. */
const LATE_AFTER_SECONDS = 120;

function register(): void {
	add_action( 'transition_post_status', __NAMESPACE__ . '\\unscheduled', 10, 3 );
	add_action( 'before_delete_post', __NAMESPACE__ . '\\forget' );
	add_action( 'init', __NAMESPACE__ . '\\note_cron_run' );
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

function note_cron_run(): void {
	if ( wp_doing_cron() ) {
		update_option( LAST_RUN_OPTION, time(), false );
	}
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
	$ran  = $last > 0 ? sprintf( 'WP-Cron last ran %d seconds ago.', time() - $last ) : 'WP-Cron has not run since the plugin was installed.';
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
