<?php
/**
 * Just enough of WordPress, in memory, to run the plugin under php-cli: hooks, posts with
 * permalinks and categories, page templates, WP-Cron's queue (run by the test, as cron would)
 * and the HTTP API (a real request, so the site's own handler answers it).
 */

define( 'ABSPATH', __DIR__ . '/' );

final class WP_Post {
	public function __construct(
		public int $ID,
		public string $post_type,
		public string $post_status,
		public string $post_name,
		public string $permalink,
		public array $categories = array(),
		public string $template = '',
	) {}
}

final class WP_Error {
	public function __construct( private string $message ) {}
	public function get_error_message(): string {
		return $this->message;
	}
}

final class Fake {
	/** @var array<string, array<int, array{callable, int}>> */
	public static array $hooks = array();
	/** @var array<int, WP_Post> */
	public static array $posts = array();
	/** @var array<int, string> category id => archive URL */
	public static array $categories = array();
	/** @var array<int, array{timestamp: int, hook: string, args: array}> */
	public static array $cron = array();
	public static int $requests = 0;
}

function add_action( string $hook, callable $callback, int $priority = 10, int $args = 1 ): void {
	Fake::$hooks[ $hook ][] = array( $callback, $args );
}

function do_action( string $hook, ...$args ): void {
	foreach ( Fake::$hooks[ $hook ] ?? array() as [ $callback, $count ] ) {
		$callback( ...array_slice( $args, 0, $count ) );
	}
}

function get_post( $id ): ?WP_Post {
	return Fake::$posts[ (int) $id ] ?? null;
}

function get_permalink( WP_Post $post ): string {
	return 'https://cms.example.com' . $post->permalink;
}

function wp_make_link_relative( string $link ): string {
	return (string) preg_replace( '|^https?://[^/]+|', '', $link );
}

function wp_is_post_revision( $post ): bool {
	return false;
}

function wp_is_post_autosave( $post ): bool {
	return false;
}

function wp_get_post_categories( int $post_id ): array {
	return Fake::$posts[ $post_id ]->categories;
}

function get_category_link( int $category_id ): string {
	return 'https://cms.example.com' . Fake::$categories[ $category_id ];
}

function wp_get_theme(): object {
	return new class() {
		public function get_page_templates( $post = null, string $type = 'page' ): array {
			return array(
				'templates/press-releases.php' => 'Press Releases',
				'templates/leadership.php'     => 'Leadership',
			);
		}
	};
}

function get_posts( array $query ): array {
	$files = $query['meta_query'][0]['value'];
	return array_values(
		array_filter(
			Fake::$posts,
			fn( WP_Post $post ) => 'page' === $post->post_type && 'publish' === $post->post_status && in_array( $post->template, $files, true )
		)
	);
}

function wp_schedule_single_event( int $timestamp, string $hook, array $args ): bool {
	Fake::$cron[] = array(
		'timestamp' => $timestamp,
		'hook'      => $hook,
		'args'      => $args,
	);
	return true;
}

function spawn_cron(): void {}

function wp_json_encode( $data, int $flags = 0 ) {
	return json_encode( $data, $flags );
}

function wp_generate_uuid4(): string {
	$bytes    = random_bytes( 16 );
	$bytes[6] = chr( ord( $bytes[6] ) & 0x0f | 0x40 );
	$bytes[8] = chr( ord( $bytes[8] ) & 0x3f | 0x80 );
	return vsprintf( '%s%s-%s-%s-%s-%s%s%s', str_split( bin2hex( $bytes ), 4 ) );
}

function wp_remote_post( string $url, array $args ) {
	++Fake::$requests;
	$headers = array();
	foreach ( $args['headers'] as $name => $value ) {
		$headers[] = "{$name}: {$value}";
	}
	$context = stream_context_create(
		array(
			'http' => array(
				'method'          => 'POST',
				'header'          => implode( "\r\n", $headers ),
				'content'         => $args['body'],
				'timeout'         => $args['timeout'],
				'follow_location' => 0,
				'ignore_errors'   => true,
			),
		)
	);
	$body = @file_get_contents( $url, false, $context );
	if ( false === $body ) {
		return new WP_Error( 'could not connect to ' . $url );
	}
	preg_match( '|^HTTP/\S+ (\d+)|', $http_response_header[0] ?? '', $match );
	return array(
		'response' => array( 'code' => (int) ( $match[1] ?? 0 ) ),
		'body'     => $body,
	);
}

function is_wp_error( $thing ): bool {
	return $thing instanceof WP_Error;
}

function wp_remote_retrieve_response_code( $response ): int {
	return $response['response']['code'];
}

/** Runs the events due in WP-Cron's queue once, as a cron run would; returns those run. */
function run_cron(): array {
	$due        = Fake::$cron;
	Fake::$cron = array();
	foreach ( $due as $event ) {
		do_action( $event['hook'], ...$event['args'] );
	}
	return $due;
}
