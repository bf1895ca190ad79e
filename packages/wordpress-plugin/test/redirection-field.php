<?php
/**
 * Runs the plugin's redirection(url:) field in the fake WordPress, with the fake WPGraphQL and,
 * unless told otherwise, the fake Redirection; prints what happened as JSON on one line. The
 * plugin's log lines go where error_log() sends them under php-cli: stderr.
 *
 * Usage: php redirection-field.php registration
 *        php redirection-field.php lookup '<setup as JSON>'
 * The setup: "rules" (each as FakeRedirection::add() takes it), "urls" to look up, "posts"
 * (post id => permalink), "options" (Redirection's stored options), "redirection": false (the
 * plugin not active), "turnedOff": true (REDIRECTION_DISABLE).
 */

require __DIR__ . '/fake-wordpress.php';
require __DIR__ . '/fake-wpgraphql.php';

$command = $argv[1] ?? '';
$setup   = json_decode( $argv[2] ?? '{}', true, 512, JSON_THROW_ON_ERROR );

if ( false !== ( $setup['redirection'] ?? true ) ) {
	require __DIR__ . '/fake-redirection.php';
	FakeRedirection::$options = $setup['options'] ?? array();
	foreach ( $setup['rules'] ?? array() as $rule ) {
		FakeRedirection::add( $rule );
	}
}
if ( ! empty( $setup['turnedOff'] ) ) {
	define( 'REDIRECTION_DISABLE', true );
}
foreach ( $setup['posts'] ?? array() as $id => $permalink ) {
	Fake::$posts[ (int) $id ] = new WP_Post( (int) $id, 'post', 'publish', basename( $permalink ), $permalink );
}

require __DIR__ . '/../corus-site.php';

// What WPGraphQL does for each GraphQL request before it resolves anything.
$registry = build_graphql_schema();

if ( 'registration' === $command ) {
	// A resolver is a callable: say it is one rather than print it.
	$printable = static function ( array $config ) use ( &$printable ): array {
		foreach ( $config as $key => $value ) {
			if ( $value instanceof Closure || ( 'resolve' === $key && is_callable( $value ) ) ) {
				$config[ $key ] = 'callable';
			} elseif ( is_array( $value ) ) {
				$config[ $key ] = $printable( $value );
			}
		}
		return $config;
	};
	echo json_encode(
		array(
			'types'  => $printable( $registry->types ),
			'fields' => $printable( $registry->fields ),
			'debug'  => $registry->debug,
		),
		JSON_UNESCAPED_SLASHES
	);
	exit;
}

if ( 'lookup' === $command ) {
	// Redirection's own matching fires this for a visit (a hit and a log row); a lookup is none.
	$visits = 0;
	add_action(
		'redirection_visit',
		static function () use ( &$visits ): void {
			++$visits;
		}
	);
	$resolve = $registry->fields['RootQuery']['redirection']['resolve'];
	$answers = array();
	foreach ( $setup['urls'] as $url ) {
		$queries   = class_exists( 'FakeRedirection' ) ? FakeRedirection::$queries : 0;
		$answer    = $resolve( null, array( 'url' => $url ), null, null );
		$answers[] = array(
			'url'     => $url,
			'answer'  => $answer,
			'queries' => ( class_exists( 'FakeRedirection' ) ? FakeRedirection::$queries : 0 ) - $queries,
		);
	}
	echo json_encode(
		array(
			'answers' => $answers,
			'visits'  => $visits,
		),
		JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE
	);
	exit;
}

fwrite( STDERR, "usage: php redirection-field.php registration | lookup '<setup as JSON>'\n" );
exit( 2 );
