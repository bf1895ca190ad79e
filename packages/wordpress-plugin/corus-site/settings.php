<?php
/**
 * The plugin's settings: a wp-config.php constant, else the environment variable of that name.
 * Secrets have no default: without them the plugin does nothing and says so in the log.
 */

namespace Corus\Site;

defined( 'ABSPATH' ) || exit;

function setting( string $name ): ?string {
	if ( defined( $name ) ) {
		$value = constant( $name );
	} else {
		$value = getenv( $name );
	}
	return is_string( $value ) && '' !== trim( $value ) ? trim( $value ) : null;
}

/** The site's preview endpoint, with its trailing slash. */
function preview_url(): ?string {
	$site = setting( 'CORUS_SITE_URL' );
	return null === $site ? null : rtrim( $site, '/' ) . '/api/preview/';
}

/** The site's publish webhook, with the trailing slash the site keeps (no redirect to follow). */
function webhook_url(): ?string {
	$site = setting( 'CORUS_SITE_URL' );
	return null === $site ? null : rtrim( $site, '/' ) . '/api/revalidate/';
}
