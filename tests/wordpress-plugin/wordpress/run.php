<?php
/**
 * Runs PHP code inside the test's WordPress, as a script on the server would (WP-CLI's `wp
 * eval`), in a request of its own to the test's `php -S` (router.php): the code is the body of
 * a POST to /corus-test/run, with the server's token in X-Corus-Test-Token (the server is the
 * test's, on 127.0.0.1; the token keeps anything else on the machine from running code in it).
 * Its return value is answered as JSON on the last line; WordPress's shutdown runs after it, as
 * after any request. A request, not a PHP process of its own: WordPress's code is compiled once,
 * in the server's opcode cache, not for each script (5 times the CPU of a request).
 *
 * X-Corus-Test-Options, JSON: "as", the user (1, the administrator, by default); "quiet":
 * WordPress does not start WP-Cron on init (for the test's reads of its state, which must not
 * run the events they look at); "shortInit": WordPress's database and options only (SHORTINIT:
 * no plugin, theme or user), for reads of its state that need no more, at a tenth of the CPU of
 * WordPress's whole load; "noWpCron": as with DISABLE_WP_CRON in wp-config.php; "env":
 * the plugin's settings (CORUS_SITE_*) for this request in place of the server's (PHP gives the
 * server's back when the request ends).
 */

$corus_test_token = (string) getenv( 'WP_TEST_RUN_TOKEN' );
if ( '' === $corus_test_token || ! hash_equals( $corus_test_token, (string) ( $_SERVER['HTTP_X_CORUS_TEST_TOKEN'] ?? '' ) ) ) {
	http_response_code( 403 );
	return;
}
$corus_test = json_decode( (string) ( $_SERVER['HTTP_X_CORUS_TEST_OPTIONS'] ?? '' ), true ) ?? array();
if ( ! empty( $corus_test['quiet'] ) ) {
	define( 'CORUS_TEST_QUIET', true );
}
if ( ! empty( $corus_test['shortInit'] ) ) {
	define( 'SHORTINIT', true );
}
if ( ! empty( $corus_test['noWpCron'] ) ) {
	define( 'DISABLE_WP_CRON', true );
}
if ( isset( $corus_test['env'] ) ) {
	foreach ( array_keys( getenv() ) as $name ) {
		if ( str_starts_with( $name, 'CORUS_SITE_' ) ) {
			putenv( $name );
		}
	}
	foreach ( $corus_test['env'] as $name => $value ) {
		putenv( "{$name}={$value}" );
	}
}
$corus_test_code = file_get_contents( 'php://input' );
chdir( $_SERVER['DOCUMENT_ROOT'] );
require $_SERVER['DOCUMENT_ROOT'] . '/wp-load.php';
if ( empty( $corus_test['shortInit'] ) ) {
	wp_set_current_user( (int) ( $corus_test['as'] ?? 1 ) );
}

$result = eval( $corus_test_code );
echo "\n", wp_json_encode( $result, JSON_UNESCAPED_SLASHES ), "\n";
