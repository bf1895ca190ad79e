<?php
/**
 * The site's redirect lookup in WPGraphQL: `redirection(url: String!): Redirection` on the root
 * query, `Redirection { target: String, origin: String, code: Int }`, the shape of
 * packages/content-service/src/schema/redirection.graphql (the site's AppQuery asks it first on
 * every page). No public plugin has it.
 *
 * Answered by the Redirection plugin's own rules and matching, so that what editors set up in
 * Tools > Redirection is what the site does: its query for a URL (one indexed lookup of its items
 * table, enabled rules only, in its order), its URL normalisation and source flags (case, trailing
 * slash, regular expressions), its target as it would send it. Only "URL only" rules that redirect
 * (action "Redirect to URL", code 301, 302, 303, 307 or 308) answer; the first rule that matches
 * decides, as in Redirection's own loop.
 */

namespace Corus\Site\Redirection;

defined( 'ABSPATH' ) || exit;

/** The codes the site redirects with (packages/site-rules/src/decide.ts, REDIRECT_STATUS_CODES). */
const REDIRECT_CODES = array( 301, 302, 303, 307, 308 );

function register(): void {
	add_action( 'graphql_register_types', __NAMESPACE__ . '\\register_types' );
}

function register_types(): void {
	register_graphql_object_type(
		'Redirection',
		array(
			'description' => 'A redirect of the Redirection plugin, as the site applies it.',
			'fields'      => array(
				'target' => array(
					'type'        => 'String',
					'description' => 'Where the visitor goes, as Redirection would send it.',
				),
				'origin' => array(
					'type'        => 'String',
					'description' => 'The source URL of the rule that matched.',
				),
				'code'   => array(
					'type'        => 'Int',
					'description' => 'The HTTP status of the redirect: 301, 302, 303, 307 or 308.',
				),
			),
		)
	);

	register_graphql_field(
		'RootQuery',
		'redirection',
		array(
			'type'        => 'Redirection',
			'description' => 'The redirect of a path of the site, or null when it has none.',
			'args'        => array(
				'url' => array(
					'type'        => array( 'non_null' => 'String' ),
					'description' => 'The requested path, e.g. "/about/" (a query string is ignored).',
				),
			),
			'resolve'     => static function ( $source, array $args ): ?array {
				return lookup( (string) $args['url'] );
			},
		)
	);
}

/**
 * The redirect of `$url`, or null.
 *
 * @return array{target: string, origin: string, code: int}|null
 */
function lookup( string $url ): ?array {
	$unavailable = unavailable();
	if ( null !== $unavailable ) {
		log_once( "corus-site: redirection(url:) answers null: {$unavailable}" );
		return null;
	}

	// The path alone: the site carries the visitor's query string over to the target itself.
	$request = new \Red_Url_Request( (string) preg_replace( '/[?#].*$/s', '', $url ) );
	// Redirection's own guard: nothing to look up, or its REST API, which it never redirects.
	if ( ! $request->is_valid() || $request->is_protected_url() ) {
		return null;
	}
	$requested = $request->get_decoded_url();

	// The rules whose normalised source is this URL's, and every regex rule; enabled; in order.
	foreach ( \Red_Item::get_for_url( $requested ) as $item ) {
		// Other match types test the visitor (login, role, cookie, referrer, IP...), and the one
		// asking is the site's server: the site skips them.
		if ( 'url' !== $item->get_match_type() ) {
			continue;
		}
		$action = matched_action( $item, $requested, $request->get_original_url() );
		if ( null !== $action ) {
			return answer( $item, $action );
		}
	}
	return null;
}

/** Why Redirection cannot answer, or null when it can. */
function unavailable(): ?string {
	if ( ! class_exists( 'Red_Item' ) || ! class_exists( 'Red_Database_Status' ) || ! function_exists( 'red_is_disabled' ) ) {
		return 'the Redirection plugin is not active';
	}
	if ( red_is_disabled() ) {
		return 'Redirection is turned off (REDIRECTION_DISABLE or redirection-disable.txt)';
	}
	if ( ( new \Red_Database_Status() )->needs_installing() ) {
		return "Redirection's database is not installed (finish its setup in Tools > Redirection)";
	}
	return null;
}

/** One line per request, however many lookups it makes. */
function log_once( string $message ): void {
	static $logged = false;
	if ( ! $logged ) {
		$logged = true;
		error_log( $message );
	}
}

/**
 * What Red_Item::get_match() does, less its 'redirection_visit' action (a hit count and a log
 * row): the lookup is not a visit, the site's server is not the visitor, and the site caches it.
 * Null when the rule does not apply, and Redirection would go on to the next one.
 */
function matched_action( \Red_Item $item, string $requested, string $original ): ?\Red_Action {
	if ( ! $item->is_enabled() || ! $item->match || ! $item->source_flags || ! $item->action ) {
		return null;
	}
	$source = new \Red_Url( $item->get_url() );
	if ( ! $source->is_match( $requested, $item->source_flags ) ) {
		return null;
	}
	$matched = $item->match->is_match( $requested );
	$target  = false;
	if ( $item->action->needs_target() ) {
		// A regex rule's target has its groups filled in here. No query string was asked about,
		// so Red_Url_Query::add_to_target would add nothing.
		$target = $item->match->get_target_url( $original, $source->get_url(), $item->source_flags, $matched );
		// Redirection's own listener turns a post id into its permalink and expands its shortcodes.
		$target = apply_filters( 'redirection_url_target', $target, $source->get_url() );
		if ( ! $target ) {
			return null;
		}
		$item->action->set_target( $target );
	}
	return $matched || $target ? $item->action : null;
}

/**
 * The answer for the rule that decides: a redirect the site makes, or null (a 410, "do nothing",
 * a pass-through, a random post, a 304 are WordPress's own and not the site's).
 *
 * @return array{target: string, origin: string, code: int}|null
 */
function answer( \Red_Item $item, \Red_Action $action ): ?array {
	$code = $item->get_action_code();
	if ( 'url' !== $item->get_action_type() || ! in_array( $code, REDIRECT_CODES, true ) ) {
		return null;
	}
	return array(
		// As wp_redirect() puts it in the Location header.
		'target' => wp_sanitize_redirect( (string) $action->get_target() ),
		'origin' => $item->get_url(),
		'code'   => $code,
	);
}
