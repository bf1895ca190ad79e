<?php
/**
 * One block-editor save, one delivery. When a post's editor has meta boxes (Yoast SEO adds
 * one), the block editor saves in two requests: the post through REST, then, once REST has
 * answered, the meta boxes' form to post.php (`meta-box-loader`), which saves the post again
 * with its meta. Each would send the site a delivery, and the first could reach the site before
 * the meta box's fields (the SEO title the site shows) are saved.
 *
 * So the block editor's script (editor-status.js) marks a save that meta boxes follow with a
 * header naming the post; that request's delivery is held back (queued HOLD_SECONDS ahead) and
 * the meta boxes' save takes it over: one delivery of both requests' changes, sent after both.
 * Should the meta boxes' save never come (the tab closed), the held delivery goes at its time,
 * with the next WP-Cron run.
 */

namespace Corus\Site\MetaBoxSave;

defined( 'ABSPATH' ) || exit;

/** The header editor-status.js adds to a REST save that meta boxes follow: the post's id. */
const HEADER = 'X-Corus-Site-Meta-Boxes-Follow';
/** How long a held delivery waits for the meta boxes' save (sent within a second of REST's answer). */
const HOLD_SECONDS = 30;
const TRANSIENT = 'corus_site_held_';

/**
 * The post this request saves as half of one block-editor save: a REST save with the header,
 * or the meta boxes' save that follows it. 0 for any other request.
 */
function post_saved(): int {
	$post_id = following_post() ?: meta_box_post();
	return $post_id > 0 && current_user_can( 'edit_post', $post_id ) ? $post_id : 0;
}

/** In a REST save that meta boxes follow, the post's id (the header's); else 0. */
function following_post(): int {
	if ( ! ( defined( 'REST_REQUEST' ) && REST_REQUEST ) ) {
		return 0;
	}
	$header = 'HTTP_' . strtoupper( str_replace( '-', '_', HEADER ) );
	return isset( $_SERVER[ $header ] ) ? absint( wp_unslash( $_SERVER[ $header ] ) ) : 0;
}

/** In the block editor's save of a post's meta boxes (post.php, meta-box-loader), the post's id; else 0. */
function meta_box_post(): int {
	// WordPress checked the request's nonces (meta-box-loader's and update-post's) before saving.
	if ( ! is_admin() || ! isset( $_GET['meta-box-loader'], $_POST['post_ID'] ) ) {
		return 0;
	}
	return absint( wp_unslash( $_POST['post_ID'] ) );
}

/** The delivery held for the post's meta boxes, by the user saving it, taken off the hold. */
function take( int $post_id ): ?string {
	$name = TRANSIENT . get_current_user_id() . '_' . $post_id;
	$key  = get_transient( $name );
	delete_transient( $name );
	return is_string( $key ) ? $key : null;
}

/** Holds the delivery `$key` for the post's meta boxes' save. */
function hold( int $post_id, string $key ): void {
	set_transient( TRANSIENT . get_current_user_id() . '_' . $post_id, $key, HOLD_SECONDS * 2 );
}
