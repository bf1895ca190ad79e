<?php
/**
 * Plugin Name: Corus site, test harness
 * Description: What the test's WordPress needs besides core and the site's plugin (loaded
 * unchanged, site model included): a WP-Cron that holds only what the tests watch.
 */

// Core's own events (update checks, clean-ups) would run in the same cron runs as the plugin's
// deliveries, call out, and hold the cron lock while the tests wait for a delivery.
add_filter(
	'schedule_event',
	function ( $event ) {
		return $event && in_array( $event->hook, array( 'corus_site_publish_delivery', 'publish_future_post', 'corus_site_cron_heartbeat' ), true ) ? $event : false;
	}
);

// The tests' reads of WordPress's state must not start the cron run they are waiting for.
if ( defined( 'CORUS_TEST_QUIET' ) ) {
	remove_action( 'init', 'wp_cron' );
}

// The classic editor for a request that asks for it, as the Classic Editor plugin's
// `classic-editor` query argument does when users may choose their editor.
if ( isset( $_GET['classic-editor'] ) ) {
	add_filter( 'use_block_editor_for_post', '__return_false' );
}
