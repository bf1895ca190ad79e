<?php
/**
 * Plugin Name: Corus site, test harness for Polylang's URIs
 * Description: What tests/wordpress-plugin/polylang-uris.test.ts needs besides core, the site's
 * plugin and the fakes: a custom post type with addresses of its own (Events, /events/<slug>/,
 * in GraphQL), as a site's plugin would register one, and nodeByUri's first step as WPGraphQL's
 * NodeResolver::resolve_uri() takes it.
 */

add_action(
	'init',
	static function (): void {
		register_post_type(
			'event',
			array(
				'label'               => 'Events',
				'public'              => true,
				'has_archive'         => true,
				'rewrite'             => array(
					'slug'       => 'events',
					'with_front' => false,
				),
				'show_in_graphql'     => true,
				'graphql_single_name' => 'event',
				'graphql_plural_name' => 'events',
			)
		);
	}
);

/**
 * What nodeByUri (or a field by URI, with its $extra_query_vars) gets for a URI: what
 * graphql_pre_resolve_uri answered, run as graphql-php runs a Deferred, and whether it answered
 * at all ("answered": false means NodeResolver goes on to WordPress's rewrite rules and WP_Query,
 * WPGraphQL's own lookup).
 *
 * @param string       $uri   The URI.
 * @param array|string $extra NodeResolver's $extra_query_vars.
 */
function corus_test_node_by_uri( string $uri, $extra = '' ): array {
	$node = apply_filters( 'graphql_pre_resolve_uri', null, $uri, new \WPGraphQL\AppContext(), $GLOBALS['wp'], $extra );
	if ( empty( $node ) ) {
		return array( 'answered' => false );
	}
	\GraphQL\Deferred::runQueue();
	$model = $node->result;
	return array(
		'answered' => true,
		'node'     => $model ? $model->fields() : null,
	);
}
