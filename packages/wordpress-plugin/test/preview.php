<?php
/**
 * An editor presses Preview on a post in the fake WordPress. Prints the rewritten Preview link
 * on one line, then what pressing it answered (a redirect or wp_die) as JSON on the next.
 * Usage: php preview.php <post id> [cannot-edit] [forged-nonce]
 */

require __DIR__ . '/fake-wordpress.php';
require __DIR__ . '/../corus-site.php';

Fake::$posts[1044] = new WP_Post( 1044, 'post', 'draft', '', '/?p=1044' );
Fake::$posts[102]  = new WP_Post( 102, 'page', 'publish', 'our-values', '/about-corus/our-values/' );
Fake::$posts[7]    = new WP_Post( 7, 'attachment', 'inherit', 'logo', '/logo/' );
$id                = (int) ( $argv[1] ?? 0 );
$flags             = array_slice( $argv, 2 );
Fake::$editable    = in_array( 'cannot-edit', $flags, true ) ? array() : array( $id );

$link = apply_filters( 'preview_post_link', 'https://cms.example.com/?p=' . $id . '&preview=true', get_post( $id ) );
echo $link, "\n";

parse_str( (string) parse_url( $link, PHP_URL_QUERY ), $query );
if ( in_array( 'forged-nonce', $flags, true ) ) {
	$query['_wpnonce'] = 'forged';
}
$_GET     = $query;
$_REQUEST = $query;
do_action( 'admin_post_' . ( $query['action'] ?? 'none' ) );
echo json_encode( array( 'status' => null ) );
