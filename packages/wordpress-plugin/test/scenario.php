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

/** What wp_insert_post does for a post that did not exist: no "before", status from "new". */
function insert_post( WP_Post $post ): void {
	Fake::$posts[ $post->ID ] = $post;
	do_action( 'transition_post_status', $post->post_status, 'new', $post );
}

/** What wp_trash_post does: its own action first, then an update to the "trash" status. */
function trash_post( int $id ): void {
	do_action( 'wp_trash_post', $id, Fake::$posts[ $id ]->post_status );
	// WordPress frees the slug of a trashed post: its permalink is no longer its address.
	update_post(
		$id,
		array(
			'post_status' => 'trash',
			'post_name'   => Fake::$posts[ $id ]->post_name . '__trashed',
			'permalink'   => "/?p={$id}",
		)
	);
	do_action( 'trashed_post', $id );
}

/** What wp_delete_post( $id, true ) does: its action while the post and its terms still exist. */
function delete_post( int $id ): void {
	$post = Fake::$posts[ $id ];
	do_action( 'before_delete_post', $id, $post );
	unset( Fake::$posts[ $id ] );
	do_action( 'deleted_post', $id, $post );
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
	case 'first-publish':
		// Saved as a draft before, published now.
		Fake::$posts[1002] = new WP_Post( 1002, 'post', 'draft', 'a-first-release', '/?p=1002', array( 3 ) );
		update_post(
			1002,
			array(
				'post_status' => 'publish',
				'permalink'   => '/media-centre/press-releases/a-first-release/',
			)
		);
		break;
	case 'publish-new':
		// Published straight away (wp_insert_post with the publish status).
		insert_post( new WP_Post( 1003, 'post', 'publish', 'straight-out', '/media-centre/press-releases/straight-out/', array( 4 ) ) );
		break;
	case 'trash-post':
		trash_post( 1001 );
		break;
	case 'delete-published-post':
		delete_post( 1001 );
		break;
	case 'delete-trashed-post':
		Fake::$posts[1001]->post_status = 'trash';
		delete_post( 1001 );
		break;
	case 'widely-filed-post':
		// Filed under 21 categories: more listings than one change may name.
		foreach ( range( 100, 120 ) as $category_id ) {
			Fake::$categories[ $category_id ] = "/category/topic-{$category_id}/";
		}
		update_post( 1001, array( 'categories' => range( 100, 120 ) ) );
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
