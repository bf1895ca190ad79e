<?php
/**
 * Editors' previews on the public site. Whatever Preview link an editor opens, WordPress's own
 * preview request reaches WordPress first: the block editor opens `<permalink>?preview=true`
 * (or `/?p=<id>&preview=true`) for a draft and the autosave's preview link for a published
 * post; the classic editor saves the autosave and redirects to the same links. That request,
 * from an editor who may edit the post, is sent on to the site's /api/preview/ with a token
 * made at that moment (a link rendered with the editor screen could be older than the token's
 * five minutes). Anyone else's request, and post types the site does not render, stay
 * WordPress's own.
 *
 * The token, as the site verifies it (packages/site-rules/src/preview-token.ts):
 * "<post id>.<post type>.<expires>.<nonce>.<hex HMAC-SHA256 of "preview:" and the rest>".
 */

namespace Corus\Site\Preview;

defined( 'ABSPATH' ) || exit;

use Corus\Site;

const TOKEN_SECONDS = 300;
/** The post types with pages on the site (records are shown within pages, never alone). */
const POST_TYPES = array( 'post', 'page' );

function register(): void {
	// First on template_redirect: before canonical redirects and the theme.
	add_action( 'template_redirect', __NAMESPACE__ . '\\open_on_site', 1 );
}

/** The site's previews are on when both settings are there; else WordPress's own preview stays. */
function settings(): ?array {
	$url    = Site\preview_url();
	$secret = Site\setting( 'CORUS_SITE_PREVIEW_SECRET' );
	return null === $url || null === $secret ? null : array( $url, $secret );
}

/** A preview request for a post the current user may edit: redirect to the site. */
function open_on_site(): void {
	if ( ! is_preview() ) {
		return;
	}
	// WordPress found the post (a draft only for those who may read it); an autosave's preview
	// is asked for by its parent, which the site previews with its pending changes.
	$post = get_queried_object();
	if ( ! $post instanceof \WP_Post || ! in_array( $post->post_type, POST_TYPES, true ) || ! current_user_can( 'edit_post', $post->ID ) ) {
		return;
	}
	$settings = settings();
	if ( null === $settings ) {
		error_log( 'corus-site: previews stay on WordPress: set CORUS_SITE_URL and CORUS_SITE_PREVIEW_SECRET' );
		return;
	}
	list( $url, $secret ) = $settings;
	nocache_headers();
	wp_redirect( add_query_arg( 'token', token( $secret, $post->ID, $post->post_type, time() ), $url ), 302, 'Corus site' );
	exit;
}

function token( string $secret, int $post_id, string $post_type, int $now ): string {
	$nonce   = bin2hex( random_bytes( 16 ) );
	$payload = $post_id . '.' . $post_type . '.' . ( $now + TOKEN_SECONDS ) . '.' . $nonce;
	return $payload . '.' . hash_hmac( 'sha256', 'preview:' . $payload, $secret );
}
