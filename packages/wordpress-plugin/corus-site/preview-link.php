<?php
/**
 * Editors' previews on the public site. WordPress's Preview link for a post or page is
 * rewritten to this plugin's admin-post action; pressing it checks the editor may edit the
 * post, then sends them to the site's /api/preview/ with a token made at that moment (a link
 * rendered with the editor screen could be older than the token's five minutes).
 *
 * The token, as the site verifies it (packages/web/lib/preview/token.ts):
 * "<post id>.<post type>.<expires>.<nonce>.<hex HMAC-SHA256 of "preview:" and the rest>".
 */

namespace Corus\Site\Preview;

use Corus\Site;

const ACTION        = 'corus_site_preview';
const TOKEN_SECONDS = 300;
/** The post types the site renders. */
const POST_TYPES = array( 'post', 'page' );

function register(): void {
	add_filter( 'preview_post_link', __NAMESPACE__ . '\preview_link', 10, 2 );
	add_action( 'admin_post_' . ACTION, __NAMESPACE__ . '\open_preview' );
}

/** The site's previews are on when both settings are there; else WordPress's own preview stays. */
function settings(): ?array {
	$url    = Site\preview_url();
	$secret = Site\setting( 'CORUS_SITE_PREVIEW_SECRET' );
	return null === $url || null === $secret ? null : array( $url, $secret );
}

function preview_link( string $link, $post ): string {
	if ( ! $post instanceof \WP_Post || ! in_array( $post->post_type, POST_TYPES, true ) ) {
		return $link;
	}
	if ( null === settings() ) {
		error_log( 'corus-site: previews stay on WordPress: set CORUS_SITE_URL and CORUS_SITE_PREVIEW_SECRET' );
		return $link;
	}
	$url = add_query_arg(
		array(
			'action' => ACTION,
			'post'   => $post->ID,
		),
		admin_url( 'admin-post.php' )
	);
	return wp_nonce_url( $url, ACTION . '_' . $post->ID );
}

/** The admin-post action: where the editor's Preview press lands. */
function open_preview(): void {
	$id = isset( $_GET['post'] ) ? (int) $_GET['post'] : 0;
	check_admin_referer( ACTION . '_' . $id );
	$post = get_post( $id );
	if ( ! $post || ! in_array( $post->post_type, POST_TYPES, true ) || ! current_user_can( 'edit_post', $id ) ) {
		wp_die( 'You cannot preview this.', '', array( 'response' => 403 ) );
	}
	$settings = settings();
	if ( null === $settings ) {
		wp_die( 'Previews on the site are not set up: CORUS_SITE_URL and CORUS_SITE_PREVIEW_SECRET.', '', array( 'response' => 503 ) );
	}
	[ $url, $secret ] = $settings;
	wp_redirect( add_query_arg( 'token', token( $secret, $post->ID, $post->post_type, time() ), $url ) );
	exit;
}

function token( string $secret, int $post_id, string $post_type, int $now, ?string $nonce = null ): string {
	$nonce   = $nonce ?? bin2hex( random_bytes( 16 ) );
	$payload = $post_id . '.' . $post_type . '.' . ( $now + TOKEN_SECONDS ) . '.' . $nonce;
	return $payload . '.' . hash_hmac( 'sha256', 'preview:' . $payload, $secret );
}
