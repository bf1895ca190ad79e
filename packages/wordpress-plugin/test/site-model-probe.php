<?php
/**
 * Runs corus-site/site-model.php under php-cli with WordPress's registration functions recorded
 * rather than performed, fires the hooks it uses as WordPress would, and prints what it
 * registered as JSON: `php test/site-model-probe.php [with-acf|without-acf]`.
 */

define( 'ABSPATH', __DIR__ . '/' );

final class WP_Post {
	public function __construct( public int $ID, public string $post_type ) {}
}

final class Probe {
	/** @var array<string, array<int, callable>> */
	public static array $hooks = array();
	public static array $registered = array(
		'nav_menus'     => array(),
		'post_types'    => array(),
		'options_pages' => array(),
	);
}

function add_action( string $hook, callable $callback, int $priority = 10, int $args = 1 ): void {
	Probe::$hooks[ $hook ][] = $callback;
}

function add_filter( string $hook, callable $callback, int $priority = 10, int $args = 1 ): void {
	Probe::$hooks[ $hook ][] = $callback;
}

function do_action( string $hook, ...$args ): void {
	foreach ( Probe::$hooks[ $hook ] ?? array() as $callback ) {
		$callback( ...$args );
	}
}

function apply_filters( string $hook, $value, ...$args ) {
	foreach ( Probe::$hooks[ $hook ] ?? array() as $callback ) {
		$value = $callback( $value, ...$args );
	}
	return $value;
}

function register_nav_menus( array $locations ): void {
	Probe::$registered['nav_menus'] = array_merge( Probe::$registered['nav_menus'], $locations );
}

function register_post_type( string $post_type, array $args ): void {
	Probe::$registered['post_types'][ $post_type ] = $args;
}

if ( 'with-acf' === ( $argv[1] ?? 'with-acf' ) ) {
	function acf_add_options_page( array $page ): array {
		Probe::$registered['options_pages'][] = $page;
		return $page;
	}
}

require dirname( __DIR__ ) . '/corus-site/site-model.php';
require dirname( __DIR__ ) . '/corus-site/record-labels.php';
\Corus\Site\Model\register();

// WordPress's order: the theme's setup, then init; ACF's acf/init runs only where ACF is active.
do_action( 'after_setup_theme' );
do_action( 'init' );
if ( function_exists( 'acf_add_options_page' ) ) {
	do_action( 'acf/init' );
}

echo json_encode(
	array(
		'hooks'          => array_keys( Probe::$hooks ),
		'nav_menus'      => Probe::$registered['nav_menus'],
		'post_types'     => Probe::$registered['post_types'],
		'options_pages'  => Probe::$registered['options_pages'],
		// A theme's own templates stay; the site's are added.
		'page_templates' => apply_filters( 'theme_page_templates', array( 'theme-own.php' => 'Theme Own' ), null, null, 'page' ),
		'load_json'      => apply_filters( 'acf/settings/load_json', array( '/theme/acf-json' ) ),
		'links'          => array(
			'person' => apply_filters( 'post_type_link', 'https://cms.example.com/?post_type=person&p=7', new WP_Post( 7, 'person' ) ),
			'post'   => apply_filters( 'post_type_link', 'https://cms.example.com/a-post/', new WP_Post( 8, 'post' ) ),
		),
	),
	JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES
), "\n";
