<?php
/**
 * Runs PHP code inside the test's WordPress, as a script on the server would (WP-CLI's `wp
 * eval`): `php run.php <site folder> <user id> [quiet] [no-wp-cron] < code`. The code's return
 * value is printed as JSON on the last line; WordPress's shutdown runs after it, as after any
 * request. "quiet": WordPress does not start WP-Cron on init (for the test's reads of its
 * state, which must not run the events they look at). "no-wp-cron": as with DISABLE_WP_CRON
 * in wp-config.php.
 */

list( , $site, $user_id ) = $argv;
if ( in_array( 'quiet', $argv, true ) ) {
	define( 'CORUS_TEST_QUIET', true );
}
if ( in_array( 'no-wp-cron', $argv, true ) ) {
	define( 'DISABLE_WP_CRON', true );
}
$_SERVER['HTTP_HOST']   = getenv( 'WP_TEST_HOST' );
$_SERVER['SERVER_NAME'] = '127.0.0.1';
$_SERVER['REQUEST_URI'] = '/';
chdir( $site );
require $site . '/wp-load.php';
wp_set_current_user( (int) $user_id );

$code   = stream_get_contents( STDIN );
$result = eval( $code );
echo "\n", wp_json_encode( $result, JSON_UNESCAPED_SLASHES ), "\n";
