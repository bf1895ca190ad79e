<?php
/**
 * Runs the plugin in the fake WordPress through one editor action, then WP-Cron once, and
 * prints what happened as JSON. Usage: php scenario.php <scenario>
 * The site's URL and the secret come from the environment, as they may on a real WordPress.
 */

require __DIR__ . '/fake-wordpress.php';
require __DIR__ . '/../corus-site.php';

Fake::$categories = array(
	3 => '/category/corporate/',
	4 => '/category/financial-results/',
);
Fake::$posts[10]  = new WP_Post( 10, 'page', 'publish', 'press-releases', '/media-centre/press-releases/', array(), 'templates/press-releases.php' );
Fake::$posts[20]  = new WP_Post( 20, 'page', 'publish', 'careers', '/careers/' );
Fake::$posts[1001] = new WP_Post( 1001, 'post', 'publish', 'old-slug', '/media-centre/press-releases/old-slug/', array( 3 ) );

/** What wp_update_post does around its write, in WordPress's order. */
function update_post( int $id, array $changes ): void {
	$before = clone Fake::$posts[ $id ];
	do_action( 'pre_post_update', $id, array() );
	foreach ( $changes as $field => $value ) {
		Fake::$posts[ $id ]->$field = $value;
	}
	$after = Fake::$posts[ $id ];
	do_action( 'transition_post_status', $after->post_status, $before->post_status, $after );
	do_action( 'post_updated', $id, $after, $before );
}

switch ( $argv[1] ?? '' ) {
	case 'slug-and-category-change':
		update_post(
			1001,
			array(
				'post_name'  => 'new-slug',
				'permalink'  => '/media-centre/press-releases/new-slug/',
				'categories' => array( 4 ),
			)
		);
		break;
	case 'unpublish-page':
		update_post( 20, array( 'post_status' => 'draft' ) );
		break;
	case 'draft-edit':
		Fake::$posts[30] = new WP_Post( 30, 'page', 'draft', 'draft', '/?page_id=30' );
		update_post( 30, array( 'post_name' => 'still-a-draft' ) );
		break;
	case 'menu-and-options':
		do_action( 'wp_update_nav_menu', 11 );
		do_action( 'acf/save_post', 'options' );
		do_action( 'update_option_blogname', 'Old', 'New' );
		break;
	case 'redirect':
		do_action( 'redirection_redirect_updated', 5, null );
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
		'requestsAtSave' => $requests_at_save,
		'requests'       => Fake::$requests,
		'retries'        => Fake::$cron,
	),
	JSON_UNESCAPED_SLASHES
);
