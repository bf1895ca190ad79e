<?php
/**
 * Tells the site what changed, as the site's publish webhook expects it (README, "Publishing"):
 * posts and pages published, updated, unpublished, trashed or deleted (with their URIs now and
 * before, so a changed slug purges the old address too), menus, site options and redirects.
 *
 * Changes are collected while WordPress handles the request and queued at shutdown as a
 * WP-Cron event: the editor's save never waits for the site. The event sends one signed
 * delivery and, when the site cannot take it, schedules another attempt (three retries).
 */

namespace Corus\Site\Publish;

use function Corus\Site\setting;
use function Corus\Site\signature_headers;
use function Corus\Site\webhook_url;

const DELIVERY_HOOK = 'corus_site_publish_delivery';
/** Seconds before each retry. */
const RETRY_DELAYS = array( 30, 120, 600 );
/** The site's limits per delivery and per change; past either, one "everything". */
const MAX_CHANGES = 50;
const MAX_URIS_PER_CHANGE = 20;
const CONTENT_TYPES = array( 'post', 'page' );
/** The page template (its name in the theme) of the page that lists press releases. */
const PRESS_RELEASES_TEMPLATE = 'Press Releases';
/** General settings the site shows (title, description, dates in the CMS's time zone). */
const SHOWN_OPTIONS = array( 'blogname', 'blogdescription', 'timezone_string', 'gmt_offset', 'date_format', 'time_format' );

/** What this request changed. */
final class Pending {
	/** @var array<int, array{type: string, uris: string[], listedAt: string[]}> Published posts as they were before this request changed them. */
	public static array $before = array();
	/** @var array<int, true> */
	public static array $posts = array();
	/** @var array<string, true> menus, options, redirects, everything */
	public static array $kinds = array();

	public static function clear(): void {
		self::$before = array();
		self::$posts  = array();
		self::$kinds  = array();
	}
}

function register(): void {
	// Before WordPress changes a published post: where it is now.
	add_action( 'pre_post_update', __NAMESPACE__ . '\\remember' );
	add_action( 'wp_trash_post', __NAMESPACE__ . '\\remember' );
	add_action( 'before_delete_post', __NAMESPACE__ . '\\remember_deleted' );
	add_action( 'transition_post_status', __NAMESPACE__ . '\\status_changed', 10, 3 );
	add_action( 'post_updated', __NAMESPACE__ . '\\post_updated', 10, 3 );

	add_action( 'wp_update_nav_menu', __NAMESPACE__ . '\\menus_changed' );
	add_action( 'wp_delete_nav_menu', __NAMESPACE__ . '\\menus_changed' );
	// ACF saves its options page under the post id "options".
	add_action( 'acf/save_post', __NAMESPACE__ . '\\acf_saved', 20 );
	foreach ( SHOWN_OPTIONS as $option ) {
		add_action( "update_option_{$option}", __NAMESPACE__ . '\\options_changed' );
	}
	// The Redirection plugin's rules.
	foreach ( array( 'updated', 'deleted', 'enabled', 'disabled' ) as $event ) {
		add_action( "redirection_redirect_{$event}", __NAMESPACE__ . '\\redirects_changed' );
	}

	add_action( 'shutdown', __NAMESPACE__ . '\\queue_delivery' );
	add_action( DELIVERY_HOOK, __NAMESPACE__ . '\\deliver', 10, 3 );
}

function is_content( $post ): bool {
	return $post instanceof \WP_Post
		&& in_array( $post->post_type, CONTENT_TYPES, true )
		&& ! wp_is_post_revision( $post )
		&& ! wp_is_post_autosave( $post );
}

/** @param int $post_id */
function remember( $post_id ): void {
	$post = get_post( $post_id );
	if ( is_content( $post ) && 'publish' === $post->post_status && ! isset( Pending::$before[ $post->ID ] ) ) {
		Pending::$before[ $post->ID ] = where_shown( $post );
	}
}

/** @param int $post_id */
function remember_deleted( $post_id ): void {
	remember( $post_id );
	if ( isset( Pending::$before[ (int) $post_id ] ) ) {
		Pending::$posts[ (int) $post_id ] = true;
	}
}

function status_changed( $new_status, $old_status, $post ): void {
	if ( is_content( $post ) && ( 'publish' === $new_status || 'publish' === $old_status ) ) {
		Pending::$posts[ $post->ID ] = true;
	}
}

function post_updated( $post_id, $after, $before ): void {
	if ( is_content( $after ) && ( 'publish' === $after->post_status || 'publish' === $before->post_status ) ) {
		Pending::$posts[ (int) $post_id ] = true;
	}
}

function menus_changed(): void {
	Pending::$kinds['menus'] = true;
}

function options_changed(): void {
	Pending::$kinds['options'] = true;
}

function redirects_changed(): void {
	Pending::$kinds['redirects'] = true;
}

function acf_saved( $post_id ): void {
	if ( 'options' === $post_id ) {
		options_changed();
	}
}

/**
 * Where a published post or page shows: its URI and, for a post, the listing pages besides the
 * front page (the press-release list and its category archives).
 *
 * @return array{type: string, uris: string[], listedAt: string[]}
 */
function where_shown( \WP_Post $post ): array {
	$listed_at = array();
	if ( 'post' === $post->post_type ) {
		$listed_at = press_release_lists();
		foreach ( wp_get_post_categories( $post->ID ) as $category_id ) {
			$listed_at[] = wp_make_link_relative( get_category_link( $category_id ) );
		}
	}
	return array(
		'type'     => $post->post_type,
		'uris'     => array( wp_make_link_relative( get_permalink( $post ) ) ),
		'listedAt' => $listed_at,
	);
}

/** @return string[] URIs of the published pages using the press-release list template. */
function press_release_lists(): array {
	static $uris = null;
	if ( null === $uris ) {
		$files = array_keys( wp_get_theme()->get_page_templates( null, 'page' ), PRESS_RELEASES_TEMPLATE, true );
		$pages = empty( $files ) ? array() : get_posts(
			array(
				'post_type'   => 'page',
				'post_status' => 'publish',
				'numberposts' => -1,
				'meta_query'  => array(
					array(
						'key'     => '_wp_page_template',
						'value'   => $files,
						'compare' => 'IN',
					),
				),
			)
		);
		$uris = array_map( fn( $page ) => wp_make_link_relative( get_permalink( $page ) ), $pages );
	}
	return $uris;
}

/** @return array<int, array<string, mixed>> This request's changes, as the site's body holds them. */
function pending_changes(): array {
	if ( isset( Pending::$kinds['everything'] ) ) {
		return array( array( 'type' => 'everything' ) );
	}
	$changes = array();
	foreach ( array_keys( Pending::$posts ) as $post_id ) {
		$post = get_post( $post_id );
		$now  = is_content( $post ) && 'publish' === $post->post_status ? where_shown( $post ) : null;
		$was  = Pending::$before[ $post_id ] ?? null;
		if ( null === $now && null === $was ) {
			continue;
		}
		$type   = ( $now ?? $was )['type'];
		$change = array(
			'type' => $type,
			'uris' => array_values( array_unique( array_merge( $now['uris'] ?? array(), $was['uris'] ?? array() ) ) ),
		);
		if ( 'post' === $type ) {
			$change['listedAt'] = array_values( array_unique( array_merge( $now['listedAt'] ?? array(), $was['listedAt'] ?? array() ) ) );
		}
		$changes[] = $change;
	}
	foreach ( array_keys( Pending::$kinds ) as $kind ) {
		$changes[] = array( 'type' => $kind );
	}
	return count( $changes ) > MAX_CHANGES || array_filter( $changes, __NAMESPACE__ . '\\names_too_many' )
		? array( array( 'type' => 'everything' ) )
		: $changes;
}

/** @param array<string, mixed> $change */
function names_too_many( array $change ): bool {
	return max( count( $change['uris'] ?? array() ), count( $change['listedAt'] ?? array() ) ) > MAX_URIS_PER_CHANGE;
}

/** At shutdown: hand this request's changes to WP-Cron, which sends them after the answer. */
function queue_delivery(): void {
	$changes = pending_changes();
	Pending::clear();
	if ( empty( $changes ) ) {
		return;
	}
	if ( null === webhook_url() || null === setting( 'CORUS_SITE_WEBHOOK_SECRET' ) ) {
		error_log( 'corus-site: CORUS_SITE_URL and CORUS_SITE_WEBHOOK_SECRET must be set to tell the site about changes; it was not told' );
		return;
	}
	// A unique key: WP-Cron drops an event identical to one queued in the last 10 minutes.
	wp_schedule_single_event( time(), DELIVERY_HOOK, array( $changes, 1, wp_generate_uuid4() ) );
	spawn_cron();
}

/**
 * One attempt to deliver `$changes`; on a failure the site may recover from (no answer, 5xx,
 * 429), schedules the next. Each attempt is signed anew: its own delivery id and timestamp.
 *
 * @param array<int, array<string, mixed>> $changes
 */
function deliver( $changes, $attempt, $key ): void {
	$url    = webhook_url();
	$secret = setting( 'CORUS_SITE_WEBHOOK_SECRET' );
	if ( null === $url || null === $secret ) {
		error_log( 'corus-site: CORUS_SITE_URL and CORUS_SITE_WEBHOOK_SECRET must be set to tell the site about changes' );
		return;
	}
	$body     = wp_json_encode( array( 'changes' => $changes ), JSON_UNESCAPED_SLASHES );
	$response = wp_remote_post(
		$url,
		array(
			'headers'     => signature_headers( $secret, wp_generate_uuid4(), $body, time() ),
			'body'        => $body,
			'timeout'     => 15,
			'redirection' => 0,
		)
	);
	$status = is_wp_error( $response ) ? 0 : (int) wp_remote_retrieve_response_code( $response );
	if ( $status >= 200 && $status < 300 ) {
		return;
	}
	$why = is_wp_error( $response ) ? $response->get_error_message() : "HTTP {$status}";
	if ( ( 0 === $status || $status >= 500 || 429 === $status ) && $attempt <= count( RETRY_DELAYS ) ) {
		$delay = RETRY_DELAYS[ $attempt - 1 ];
		error_log( "corus-site: the site did not take the publish webhook ({$why}); trying again in {$delay} s" );
		wp_schedule_single_event( time() + $delay, DELIVERY_HOOK, array( $changes, $attempt + 1, $key ) );
		return;
	}
	error_log( "corus-site: the site refused the publish webhook ({$why}); giving up after {$attempt} attempts" );
}
