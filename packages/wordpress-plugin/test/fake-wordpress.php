<?php
/**
 * Just enough of WordPress, in memory, to run the plugin under php-cli where a real WordPress
 * cannot: what the plugin does on hooks of plugins that are not packaged (ACF's options page,
 * Redirection's rules, WPGraphQL's schema). Everything core WordPress runs is tested in a real
 * WordPress (tests/wordpress-plugin/wordpress.test.ts). Each function here behaves as
 * WordPress 6.1's does, for the arguments the plugin passes: hooks, posts with permalinks,
 * WP-Cron's queue (run by the test, as the spawned cron request would) and the HTTP API (a real
 * request, so the site's own handler answers it).
 */

define( 'ABSPATH', __DIR__ . '/' );

final class WP_Post {
	public function __construct(
		public int $ID,
		public string $post_type,
		public string $post_status,
		public string $post_name,
		public string $permalink,
	) {}
}

final class WP_Error {
	public function __construct( private string $code = '', private string $message = '' ) {}
	public function get_error_message(): string {
		return $this->message;
	}
}

final class Fake {
	/** @var array<string, array<int, array<int, array{callable, int}>>> hook => priority => callbacks */
	public static array $hooks = array();
	/** @var array<int, WP_Post> */
	public static array $posts = array();
	/** @var array<int, array{timestamp: int, hook: string, args: array}> */
	public static array $cron = array();
	/** How many times spawn_cron() asked for a cron run. */
	public static int $spawned = 0;
	public static int $requests = 0;
	/** @var array<string, mixed> */
	public static array $options = array();
}

function add_action( string $hook, callable $callback, int $priority = 10, int $args = 1 ): bool {
	Fake::$hooks[ $hook ][ $priority ][] = array( $callback, $args );
	ksort( Fake::$hooks[ $hook ] );
	return true;
}

function add_filter( string $hook, callable $callback, int $priority = 10, int $args = 1 ): bool {
	return add_action( $hook, $callback, $priority, $args );
}

function apply_filters( string $hook, $value, ...$args ) {
	foreach ( Fake::$hooks[ $hook ] ?? array() as $callbacks ) {
		foreach ( $callbacks as list( $callback, $count ) ) {
			$value = $callback( ...array_slice( array( $value, ...$args ), 0, $count ) );
		}
	}
	return $value;
}

function do_action( string $hook, ...$args ): void {
	// An action with no argument still passes one: an empty string.
	$args = empty( $args ) ? array( '' ) : $args;
	foreach ( Fake::$hooks[ $hook ] ?? array() as $callbacks ) {
		foreach ( $callbacks as list( $callback, $count ) ) {
			$callback( ...array_slice( $args, 0, $count ) );
		}
	}
}

function get_post( $id ): ?WP_Post {
	return Fake::$posts[ (int) $id ] ?? null;
}

function get_permalink( $post ) {
	$post = $post instanceof WP_Post ? $post : get_post( $post );
	return $post ? 'https://cms.example.com' . $post->permalink : false;
}

function is_admin(): bool {
	return defined( 'WP_ADMIN' ) && WP_ADMIN;
}

function wp_doing_cron(): bool {
	return (bool) apply_filters( 'wp_doing_cron', defined( 'DOING_CRON' ) && DOING_CRON );
}

function wp_schedule_single_event( int $timestamp, string $hook, array $args = array(), bool $wp_error = false ) {
	Fake::$cron[] = array(
		'timestamp' => $timestamp,
		'hook'      => $hook,
		'args'      => $args,
	);
	return true;
}

/** Asks for a cron run, as the real one's loopback request does; run_cron() plays that run. */
function spawn_cron( $gmt_time = 0 ) {
	if ( defined( 'DOING_CRON' ) ) {
		return false;
	}
	++Fake::$spawned;
	return true;
}

function get_option( string $option, $default_value = false ) {
	return Fake::$options[ $option ] ?? $default_value;
}

function update_option( string $option, $value ): bool {
	Fake::$options[ $option ] = $value;
	return true;
}

function delete_option( string $option ): bool {
	unset( Fake::$options[ $option ] );
	return true;
}

/** No object cache here: nothing to drop. */
function wp_cache_delete( $key, string $group = '' ): bool {
	return false;
}

/** A script, as WP-Cron runs: nobody logged in. */
function get_current_user_id(): int {
	return 0;
}

function wp_json_encode( $data, int $options = 0, int $depth = 512 ) {
	return json_encode( $data, $options, $depth );
}

function wp_generate_uuid4(): string {
	$bytes    = random_bytes( 16 );
	$bytes[6] = chr( ord( $bytes[6] ) & 0x0f | 0x40 );
	$bytes[8] = chr( ord( $bytes[8] ) & 0x3f | 0x80 );
	return vsprintf( '%s%s-%s-%s-%s-%s%s%s', str_split( bin2hex( $bytes ), 4 ) );
}

function wp_remote_post( string $url, array $args = array() ) {
	++Fake::$requests;
	$headers = array();
	foreach ( $args['headers'] ?? array() as $name => $value ) {
		$headers[] = "{$name}: {$value}";
	}
	$context = stream_context_create(
		array(
			'http' => array(
				'method'          => 'POST',
				'header'          => implode( "\r\n", $headers ),
				'content'         => $args['body'] ?? '',
				'timeout'         => $args['timeout'] ?? 5,
				// WordPress follows up to `redirection` redirects (5 by default).
				'follow_location' => ( $args['redirection'] ?? 5 ) > 0 ? 1 : 0,
				'max_redirects'   => max( 1, $args['redirection'] ?? 5 ),
				'ignore_errors'   => true,
			),
		)
	);
	$body = @file_get_contents( $url, false, $context ); // phpcs:ignore Generic.PHP.NoSilencedErrors -- no answer is a WP_Error, not a warning.
	if ( false === $body ) {
		return new WP_Error( 'http_request_failed', 'could not connect to ' . $url );
	}
	preg_match( '|^HTTP/\S+ (\d+) ?(.*)$|', $http_response_header[0] ?? '', $match );
	return array(
		'headers'  => array(),
		'body'     => $body,
		'response' => array(
			'code'    => (int) ( $match[1] ?? 0 ),
			'message' => $match[2] ?? '',
		),
		'cookies'  => array(),
		'filename' => null,
	);
}

function is_wp_error( $thing ): bool {
	return $thing instanceof WP_Error;
}

function wp_remote_retrieve_response_code( $response ) {
	if ( is_wp_error( $response ) || ! isset( $response['response'] ) || ! is_array( $response['response'] ) ) {
		return '';
	}
	return $response['response']['code'];
}

function wp_remote_retrieve_body( $response ) {
	return is_wp_error( $response ) || ! isset( $response['body'] ) ? '' : $response['body'];
}

/** Runs the events due in WP-Cron's queue once, as a cron run would; returns those run. */
function run_cron(): array {
	$due        = array_filter( Fake::$cron, fn( $event ) => $event['timestamp'] <= time() );
	Fake::$cron = array_values( array_diff_key( Fake::$cron, $due ) );
	foreach ( $due as $event ) {
		do_action( $event['hook'], ...$event['args'] );
	}
	return array_values( $due );
}
