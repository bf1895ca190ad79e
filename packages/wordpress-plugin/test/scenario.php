<?php
/**
 * Runs the plugin in the fake WordPress through a hook of a plugin that is not packaged (ACF's
 * options page saved, a Redirection rule changed), then WP-Cron once as the spawned cron request
 * would, and prints what happened as JSON. Usage: php scenario.php <scenario>
 * The site's URL and the secret come from the environment, as they may on a real WordPress.
 */

require __DIR__ . '/fake-wordpress.php';
require __DIR__ . '/../corus-site.php';

switch ( $argv[1] ?? '' ) {
	case 'acf-options':
		// ACF after saving its options page (post id "options"): acf/save_post at priority 10.
		do_action( 'acf/save_post', 'options' );
		break;
	case 'acf-post-fields':
		// ACF after saving a post's fields: the post's own save hooks tell the site, not this.
		do_action( 'acf/save_post', 42 );
		break;
	case 'redirects':
		// Redirection 5.x, on a rule saved, deleted, enabled and disabled (Red_Item).
		do_action( 'redirection_redirect_updated', 5, null );
		do_action( 'redirection_redirect_deleted', null );
		do_action( 'redirection_redirect_enabled', 5 );
		do_action( 'redirection_redirect_disabled', 5 );
		break;
	default:
		fwrite( STDERR, "unknown scenario\n" );
		exit( 2 );
}

do_action( 'shutdown' );
$queued           = Fake::$cron;
$requests_at_save = Fake::$requests;
run_cron();
echo json_encode(
	array(
		'queued'         => $queued,
		'spawned'        => Fake::$spawned,
		'requestsAtSave' => $requests_at_save,
		'requests'       => Fake::$requests,
	),
	JSON_UNESCAPED_SLASHES
);
