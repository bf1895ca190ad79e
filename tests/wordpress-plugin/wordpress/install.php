<?php
/**
 * Installs the test's WordPress without a browser: `php install.php <site folder>`. Creates the
 * database once MariaDB answers, runs wp_install(), sets the site's permalinks and category base.
 */

list( , $site ) = $argv;
$socket = getenv( 'WP_TEST_DB_SOCKET' );
for ( $tries = 0; ; $tries++ ) {
	try {
		$db = new mysqli( 'localhost', 'root', '', '', 0, $socket );
		break;
	} catch ( mysqli_sql_exception $e ) {
		if ( $tries > 200 ) {
			throw $e;
		}
		usleep( 100000 );
	}
}
$db->query( 'CREATE DATABASE IF NOT EXISTS wordpress' );

define( 'WP_INSTALLING', true );
$_SERVER['HTTP_HOST']   = getenv( 'WP_TEST_HOST' );
$_SERVER['SERVER_NAME'] = '127.0.0.1';
$_SERVER['REQUEST_URI'] = '/';
chdir( $site );
require $site . '/wp-load.php';
require ABSPATH . 'wp-admin/includes/upgrade.php';

$installed = wp_install( 'Corus test', 'admin', 'admin@example.com', false, '', 'not-a-secret-password' );
if ( is_wp_error( $installed ) ) {
	fwrite( STDERR, $installed->get_error_message() . "\n" );
	exit( 1 );
}
update_option( 'permalink_structure', '/media-centre/press-releases/%postname%/' );
update_option( 'category_base', 'category' );
flush_rewrite_rules( false );
echo wp_json_encode( array( 'siteurl' => get_option( 'siteurl' ) ) ), "\n";
