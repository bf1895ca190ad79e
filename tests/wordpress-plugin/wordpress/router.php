<?php
/**
 * The router of `php -S` for the test's WordPress, as a web server's rewrite rules would be:
 * files that exist are served (PHP files run), everything else goes to WordPress's index.php
 * (pretty permalinks, the REST API under /wp-json/). The test's own scripts in WordPress
 * (wordpress.ts's php()) come as requests to /corus-test/run (run.php).
 */

$path = (string) parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH );
if ( '/corus-test/run' === $path ) {
	require __DIR__ . '/run.php';
	return;
}
$file = $_SERVER['DOCUMENT_ROOT'] . $path;
if ( is_file( $file ) || ( is_dir( $file ) && is_file( rtrim( $file, '/' ) . '/index.php' ) ) ) {
	return false;
}
$_SERVER['SCRIPT_NAME']     = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $_SERVER['DOCUMENT_ROOT'] . '/index.php';
$_SERVER['PHP_SELF']        = '/index.php';
chdir( $_SERVER['DOCUMENT_ROOT'] );
require $_SERVER['DOCUMENT_ROOT'] . '/index.php';
