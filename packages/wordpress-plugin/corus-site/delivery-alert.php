<?php
/**
 * Tells the site's administrators when CloudFront refuses the publish webhook. The site itself
 * never answers 403: a 403 comes from CloudFront, whose origin access control did not let the
 * delivery reach the site's function (its body's hash, the function URL's permission, the
 * origin access control itself). Nothing retries that away, and until someone fixes it no
 * publish purges a page: so besides the log line, every screen of wp-admin says so to users
 * who may manage options, until a delivery is taken again.
 */

namespace Corus\Site\DeliveryAlert;

defined( 'ABSPATH' ) || exit;

const OPTION = 'corus_site_delivery_refused';

function register(): void {
	add_action( 'admin_notices', __NAMESPACE__ . '\\notice' );
}

/** A delivery was refused before it reached the site: remembered, with when, for the notice. */
function raise(): void {
	update_option( OPTION, time() );
}

/** A delivery was taken: whatever refused the last one is fixed. */
function clear(): void {
	if ( false !== get_option( OPTION ) ) {
		delete_option( OPTION );
	}
}

function notice(): void {
	$since = get_option( OPTION );
	if ( false === $since || ! current_user_can( 'manage_options' ) ) {
		return;
	}
	printf(
		'<div class="notice notice-error" id="corus-site-delivery-refused"><p>%s</p></div>',
		esc_html(
			sprintf(
				/* translators: %s: date and time of the refused delivery */
				'Corus site: CloudFront refused the publish webhook (HTTP 403) on %s, before it reached the site, so published changes are not reaching visitors until pages expire. Check the CloudFront origin access control of the site\'s server function (see the site\'s docs/publishing.md, "A 403 from CloudFront"), then send the refused deliveries again from Tools > Site publishing.',
				wp_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ), (int) $since )
			)
		)
	);
}
