<?php
/**
 * Tells the site what changed, as the site's publish webhook expects it (docs/publishing.md):
 * posts and pages published, updated, unpublished, trashed or deleted (with their URIs now and
 * before, so a changed slug purges the old address too; a page's published descendants, whose
 * addresses move with it, at both), records (the site's post types with
 * no page of their own) by database id, media (an upload's files, when it is replaced, edited,
 * deleted or detached), menus (menus, their items, their locations), the front page setting
 * (everything: it moves "/"), site options and redirects.
 *
 * Changes are collected here while WordPress handles the request, with what in WordPress they
 * came from (posts, menus, options: the delivery log names them), and handed at shutdown to
 * publish-delivery.php, which sends them after the editor has their answer.
 */

namespace Corus\Site\Publish;

defined( 'ABSPATH' ) || exit;

/** The site's limits per delivery and per change; past either, one "everything". */
const MAX_CHANGES = 50;
const MAX_URIS_PER_CHANGE = 20;
const CONTENT_TYPES = array( 'post', 'page' );
/** The page template (its name in the theme) of the page that lists press releases. */
const PRESS_RELEASES_TEMPLATE = 'Press Releases';
/** General settings the site shows (title, description, dates in the CMS's time zone). */
const SHOWN_OPTIONS = array( 'blogname', 'blogdescription', 'timezone_string', 'gmt_offset', 'date_format', 'time_format' );
/** Reading settings that choose which page "/" is: a change moves pages between addresses. */
const FRONT_PAGE_OPTIONS = array( 'show_on_front', 'page_on_front', 'page_for_posts' );
/** The Redirection plugin's REST routes that change rules in bulk, as its admin calls them. */
const REDIRECTION_BULK_ROUTE = '#^/redirection/v1/bulk/(redirect|group)/(delete|enable|disable)$#';

/** What this request changed. */
final class Pending {
	/** @var array<int, array{type: string, uris: string[], listedAt: string[]}> Published posts as they were before this request changed them. */
	public static array $before = array();
	/** @var array<int, true> */
	public static array $posts = array();
	/** @var array<string, array<int, true>> post type => ids of its records */
	public static array $records = array();
	/** @var array<int, string[]> attachment id => its files' URLs before this request changed them */
	public static array $media = array();
	/** @var array<int, true> attachments uploaded in this request: shown nowhere yet */
	public static array $uploaded = array();
	/** @var array<string, true> menus, options, redirects, everything */
	public static array $kinds = array();
	/** @var array<string, true> what in WordPress changed: "post:12", "term:3", "option:blogname", ... */
	public static array $subjects = array();
	/** @var array<string, string> subjects in words as they are now, for the log: menu items, which a save may delete */
	public static array $names = array();

	public static function clear(): void {
		self::$before   = array();
		self::$posts    = array();
		self::$records  = array();
		self::$media    = array();
		self::$uploaded = array();
		self::$kinds    = array();
		self::$subjects = array();
		self::$names    = array();
	}
}

function register(): void {
	// Before WordPress changes a published post: where it is now.
	add_action( 'pre_post_update', __NAMESPACE__ . '\\remember' );
	add_action( 'wp_trash_post', __NAMESPACE__ . '\\remember' );
	add_action( 'before_delete_post', __NAMESPACE__ . '\\remember_deleted' );
	add_action( 'transition_post_status', __NAMESPACE__ . '\\status_changed', 10, 3 );
	add_action( 'post_updated', __NAMESPACE__ . '\\post_updated', 10, 3 );

	// Media: an upload edited (its fields, alt text, or the image itself), replaced, detached or
	// deleted. A new upload shows nowhere yet: WordPress writes its metadata as it makes the sizes.
	add_action( 'add_attachment', __NAMESPACE__ . '\\attachment_uploaded' );
	add_action( 'edit_attachment', __NAMESPACE__ . '\\media_changed' );
	add_action( 'delete_attachment', __NAMESPACE__ . '\\media_changed' );
	add_action( 'wp_media_attach_action', __NAMESPACE__ . '\\media_attached', 10, 2 );
	add_filter( 'wp_update_attachment_metadata', __NAMESPACE__ . '\\media_metadata_updated', 10, 2 );

	// Menus: a menu saved or deleted; its items are posts (nav_menu_item), seen above, however
	// they are edited (menu screen, Customizer, REST). Locations are a theme mod, below.
	add_action( 'wp_update_nav_menu', __NAMESPACE__ . '\\menu_changed' );
	add_action( 'wp_delete_nav_menu', __NAMESPACE__ . '\\menu_changed' );
	add_action( 'added_option', __NAMESPACE__ . '\\theme_mods_added', 10, 2 );
	add_action( 'updated_option', __NAMESPACE__ . '\\theme_mods_updated', 10, 3 );
	add_action( 'switch_theme', __NAMESPACE__ . '\\theme_switched' );
	foreach ( FRONT_PAGE_OPTIONS as $option ) {
		add_action( "add_option_{$option}", __NAMESPACE__ . '\\front_page_changed' );
		add_action( "update_option_{$option}", __NAMESPACE__ . '\\front_page_updated', 10, 3 );
	}
	// ACF saves its options page under the post id "options".
	add_action( 'acf/save_post', __NAMESPACE__ . '\\acf_saved', 20 );
	foreach ( SHOWN_OPTIONS as $option ) {
		add_action( "update_option_{$option}", __NAMESPACE__ . '\\shown_option_updated', 10, 3 );
	}
	// The Redirection plugin's rules, changed one at a time.
	foreach ( array( 'updated', 'deleted', 'enabled', 'disabled' ) as $event ) {
		add_action( "redirection_redirect_{$event}", __NAMESPACE__ . '\\redirects_changed' );
	}
	// ... and in bulk, which fires none of those actions: see redirection_bulk_done().
	add_filter( 'rest_request_after_callbacks', __NAMESPACE__ . '\\redirection_bulk_done', 10, 3 );

	add_action( 'shutdown', __NAMESPACE__ . '\\hand_over' );
}

/**
 * What in WordPress changed, for the delivery log: "post:12", "term:3", "option:blogname", ...;
 * `$name`, its words now, when the log cannot find them later.
 */
function changed( string $subject, ?string $name = null ): void {
	Pending::$subjects[ $subject ] = true;
	if ( null !== $name ) {
		Pending::$names[ $subject ] = $name;
	}
}

/** What a post is to the site: content (a page of its own), a record, a menu item, or nothing. */
function kind_of( $post ): ?string {
	if ( ! $post instanceof \WP_Post || wp_is_post_revision( $post ) || wp_is_post_autosave( $post ) ) {
		return null;
	}
	if ( in_array( $post->post_type, CONTENT_TYPES, true ) ) {
		return 'content';
	}
	// The site's record post types (site-model.php; the site's RECORD_POST_TYPES).
	if ( array_key_exists( $post->post_type, \Corus\Site\Model\POST_TYPES ) ) {
		return 'record';
	}
	return 'nav_menu_item' === $post->post_type ? 'menu' : null;
}

function is_content( $post ): bool {
	return 'content' === kind_of( $post );
}

/** A post that is, or was until now, published has changed. */
function published_changed( $post ): void {
	$kind = kind_of( $post );
	if ( null !== $kind ) {
		// A menu item is named now: the menu screen deletes items, and an item has no title of its own.
		changed( "post:{$post->ID}", 'menu' === $kind ? \Corus\Site\DeliveryLog\menu_item_name( $post ) : null );
	}
	switch ( $kind ) {
		case 'content':
			Pending::$posts[ $post->ID ] = true;
			break;
		case 'record':
			Pending::$records[ $post->post_type ][ $post->ID ] = true;
			break;
		case 'menu':
			menus_changed();
			break;
	}
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
	$post = get_post( $post_id );
	// A post deleted from the trash was sent when it was trashed.
	if ( $post && 'publish' === $post->post_status ) {
		remember( $post_id );
		published_changed( $post );
	}
}

function status_changed( $new_status, $old_status, $post ): void {
	if ( 'publish' === $new_status || 'publish' === $old_status ) {
		published_changed( $post );
	}
}

function post_updated( $post_id, $after, $before ): void {
	if ( 'publish' === $after->post_status || 'publish' === $before->post_status ) {
		published_changed( $after );
	}
}

/** @param int $attachment_id */
function attachment_uploaded( $attachment_id ): void {
	Pending::$uploaded[ (int) $attachment_id ] = true;
}

/**
 * An upload changed: its files as they are now (and, at shutdown, as they are then). Deleted,
 * WordPress calls this before it removes the files and the metadata.
 *
 * @param int $attachment_id
 */
function media_changed( $attachment_id ): void {
	$id = (int) $attachment_id;
	if ( isset( Pending::$uploaded[ $id ] ) || 'attachment' !== get_post_type( $id ) ) {
		return;
	}
	changed( "post:{$id}" );
	Pending::$media[ $id ] = array_values( array_unique( array_merge( Pending::$media[ $id ] ?? array(), attachment_urls( $id ) ) ) );
}

/** Attached to a post, or detached from it (the media library's Attach and Detach). */
function media_attached( $action, $attachment_id ): void {
	media_changed( $attachment_id );
}

/**
 * New metadata for an upload: an image edited (cropped, rotated, scaled) or replaced. Its files
 * before are named now, its files after at shutdown: an edit may write over the same names.
 *
 * @param mixed $data
 * @return mixed the metadata, untouched
 */
function media_metadata_updated( $data, $attachment_id ) {
	media_changed( $attachment_id );
	return $data;
}

/**
 * The URLs of an upload's files: the file, its original when WordPress scaled it, every
 * generated size and, for an edited image, the sizes kept from before the edit.
 *
 * @return string[]
 */
function attachment_urls( int $id ): array {
	$url = wp_get_attachment_url( $id );
	if ( ! $url ) {
		return array();
	}
	$meta    = wp_get_attachment_metadata( $id );
	$folder  = trailingslashit( dirname( $url ) );
	$files   = array_column( is_array( $meta['sizes'] ?? null ) ? $meta['sizes'] : array(), 'file' );
	$files[] = is_array( $meta ) ? ( $meta['original_image'] ?? null ) : null;
	$backups = get_post_meta( $id, '_wp_attachment_backup_sizes', true );
	$files   = array_merge( $files, array_column( is_array( $backups ) ? $backups : array(), 'file' ) );
	$urls    = array( $url );
	foreach ( array_filter( $files, 'is_string' ) as $file ) {
		$urls[] = $folder . wp_basename( $file );
	}
	return array_values( array_unique( $urls ) );
}

function menus_changed(): void {
	Pending::$kinds['menus'] = true;
}

/** @param int $menu_id A menu saved or deleted. */
function menu_changed( $menu_id ): void {
	changed( 'term:' . (int) $menu_id );
	menus_changed();
}

/** A new theme has its own menu locations. */
function theme_switched(): void {
	changed( 'theme' );
	menus_changed();
}

/** @param string $option A front page setting, added. */
function front_page_changed( $option ): void {
	changed( "option:{$option}" );
	Pending::$kinds['everything'] = true;
}

/** A front page setting, updated. */
function front_page_updated( $old_value, $value, $option ): void {
	front_page_changed( $option );
}

/** Menu locations are the theme mod nav_menu_locations: Manage Locations, the Customizer, REST. */
function theme_mods_updated( $option, $old_value, $value ): void {
	if ( 'theme_mods_' . get_option( 'stylesheet' ) === $option && menu_locations( $old_value ) !== menu_locations( $value ) ) {
		changed( 'option:nav_menu_locations' );
		menus_changed();
	}
}

/** The active theme's first theme mod is an added option. */
function theme_mods_added( $option, $value ): void {
	theme_mods_updated( $option, array(), $value );
}

/** @return array<string, int> */
function menu_locations( $theme_mods ): array {
	$locations = is_array( $theme_mods ) && is_array( $theme_mods['nav_menu_locations'] ?? null ) ? $theme_mods['nav_menu_locations'] : array();
	$locations = array_filter( array_map( 'intval', $locations ) );
	ksort( $locations );
	return $locations;
}

function options_changed(): void {
	Pending::$kinds['options'] = true;
}

/** A general setting the site shows. */
function shown_option_updated( $old_value, $value, $option ): void {
	changed( "option:{$option}" );
	options_changed();
}

/** Redirection's rules. */
function redirects_changed(): void {
	changed( 'redirection' );
	Pending::$kinds['redirects'] = true;
}

/**
 * Redirection 5.x changes rules in bulk by SQL, with no action of its own: a group enabled,
 * disabled or deleted (its rules with it), and "select all" on the rules' list. Its admin makes
 * each of these through one REST route; a request it answered without an error has changed them.
 *
 * @param mixed $response
 * @return mixed the response, untouched
 */
function redirection_bulk_done( $response, $handler, \WP_REST_Request $request ) {
	$failed = is_wp_error( $response ) || ( $response instanceof \WP_REST_Response && $response->is_error() );
	if ( ! $failed && preg_match( REDIRECTION_BULK_ROUTE, $request->get_route() ) ) {
		redirects_changed();
	}
	return $response;
}

function acf_saved( $post_id ): void {
	if ( 'options' === $post_id ) {
		changed( 'options-page' );
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
		$listed_at = press_release_lists( language_of( $post ) );
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

/**
 * URIs of the published pages using the press-release list template: with Polylang, those in
 * the language given (a French post is listed on the French page only); every one for ''.
 *
 * @param string $language A Polylang language's slug, or '' for every page.
 * @return string[]
 */
function press_release_lists( string $language = '' ): array {
	/** @var array<string, string[]> language => URIs */
	static $uris = array();
	if ( ! isset( $uris[ $language ] ) ) {
		$files = array_keys( wp_get_theme()->get_page_templates( null, 'page' ), PRESS_RELEASES_TEMPLATE, true );
		$pages = empty( $files ) ? array() : get_posts(
			array(
				'post_type'   => 'page',
				'post_status' => 'publish',
				'numberposts' => -1,
				// Polylang: every language (in wp-admin it would show only the one the admin bar
				// filters by); the language asked for is picked below.
				'lang'        => '',
				'meta_query'  => array(
					array(
						'key'     => '_wp_page_template',
						'value'   => $files,
						'compare' => 'IN',
					),
				),
			)
		);
		if ( '' !== $language ) {
			$pages = array_filter( $pages, fn( $page ) => language_of( $page ) === $language );
		}
		$uris[ $language ] = array_values( array_map( fn( $page ) => wp_make_link_relative( get_permalink( $page ) ), $pages ) );
	}
	return $uris[ $language ];
}

/** A post's language with Polylang active (its slug), or '' (no Polylang, or no language). */
function language_of( \WP_Post $post ): string {
	if ( ! function_exists( 'pll_get_post_language' ) || ! function_exists( 'pll_default_language' ) || false === pll_default_language() ) {
		return '';
	}
	$language = pll_get_post_language( $post->ID );
	return is_string( $language ) ? $language : '';
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
		if ( 'page' === $type && null !== $now && null !== $was && $now['uris'] !== $was['uris'] ) {
			$change['uris'] = array_values( array_unique( array_merge( $change['uris'], moved_descendants( $post, $was['uris'][0], $now['uris'][0] ) ) ) );
		}
		$changes[] = $change;
	}
	foreach ( Pending::$records as $post_type => $ids ) {
		$changes[] = array(
			'type'     => 'record',
			'postType' => $post_type,
			'ids'      => array_keys( $ids ),
		);
	}
	foreach ( Pending::$media as $id => $urls ) {
		$urls = array_values( array_unique( array_merge( $urls, attachment_urls( $id ) ) ) );
		if ( $urls ) {
			$changes[] = array(
				'type' => 'media',
				'urls' => $urls,
			);
		}
	}
	foreach ( array_keys( Pending::$kinds ) as $kind ) {
		$changes[] = array( 'type' => $kind );
	}
	return count( $changes ) > MAX_CHANGES || array_filter( $changes, __NAMESPACE__ . '\\names_too_many' )
		? array( array( 'type' => 'everything' ) )
		: $changes;
}

/**
 * The addresses, now and before, of a moved page's published descendants: WordPress derives a
 * child's address from its parent's, so each moved with it without a save of its own.
 *
 * @return string[]
 */
function moved_descendants( \WP_Post $page, string $was, string $now ): array {
	$uris        = array();
	$descendants = get_pages(
		array(
			'child_of'    => $page->ID,
			'post_status' => 'publish',
		)
	);
	foreach ( $descendants as $descendant ) {
		$uri = wp_make_link_relative( get_permalink( $descendant ) );
		if ( str_starts_with( $uri, $now ) ) {
			array_push( $uris, $uri, $was . substr( $uri, strlen( $now ) ) );
		}
	}
	return $uris;
}

/** @param array<string, mixed> $change */
function names_too_many( array $change ): bool {
	return max( count( $change['uris'] ?? array() ), count( $change['listedAt'] ?? array() ), count( $change['ids'] ?? array() ), count( $change['urls'] ?? array() ) ) > MAX_URIS_PER_CHANGE;
}

/**
 * Two requests' changes as one delivery's: each kind once, the addresses, listings, records
 * and files of each kind together; past the site's limits, everything.
 *
 * @param array<int, array<string, mixed>> $first
 * @param array<int, array<string, mixed>> $then
 * @return array<int, array<string, mixed>>
 */
function merged_changes( array $first, array $then ): array {
	$merged = array();
	foreach ( array_merge( $first, $then ) as $change ) {
		if ( 'everything' === $change['type'] ) {
			return array( $change );
		}
		$kind = $change['type'] . ':' . ( $change['postType'] ?? '' );
		foreach ( $merged[ $kind ] ?? array() as $field => $value ) {
			if ( is_array( $value ) ) {
				$change[ $field ] = array_values( array_unique( array_merge( $value, $change[ $field ] ?? array() ) ) );
			}
		}
		$merged[ $kind ] = $change;
	}
	$changes = array_values( $merged );
	return count( $changes ) > MAX_CHANGES || array_filter( $changes, __NAMESPACE__ . '\\names_too_many' )
		? array( array( 'type' => 'everything' ) )
		: $changes;
}

/**
 * At shutdown: this request's changes, to be delivered once the editor has their answer. The
 * meta boxes' half of a block-editor save hands over even with none: it sends the REST half's.
 */
function hand_over(): void {
	$changes  = pending_changes();
	$subjects = array_keys( Pending::$subjects );
	$names    = Pending::$names;
	Pending::clear();
	if ( ! empty( $changes ) || \Corus\Site\MetaBoxSave\meta_box_post() > 0 ) {
		\Corus\Site\Delivery\queue( $changes, $subjects, $names );
	}
}
