<?php
/**
 * nodeByUri in every language: Polylang's URIs, resolved as Polylang gives them.
 *
 * WPGraphQL's NodeResolver reads a URI with WordPress's rewrite rules and takes WP_Query's first
 * match, which knows nothing of languages. With Polylang (free) and wp-graphql-polylang, that
 * gives the default language's front page (or nothing) for /fr/, either translation when two
 * share a slug, no translated category archive and no translated custom post type
 * (wp-graphql-polylang #35, #67, #98; wp-graphql #2066, #2249).
 *
 * WPGraphQL lets an extension answer a URI first (graphql_pre_resolve_uri). This answers a URI
 * only with the item whose address it is: the item, in the URI's language, whose own link
 * (get_permalink(), get_term_link(), with Polylang's language in it) is the URI. A language's
 * home (/fr/) is the translation of the static front page. The answer is what NodeResolver
 * answers, the post or term loader's node, so WPGraphQL's models still decide who may see it: a
 * draft resolves to nothing for the public. Everything else is left to WPGraphQL, unchanged:
 * any URI while Polylang is not active, a URI this finds no item for (archives, feeds, dates,
 * users, comments), previews, and a default-language URI unless another language's item shares
 * its slug (the one case WPGraphQL gets wrong there).
 */

namespace Corus\Site\PolylangUris;

defined( 'ABSPATH' ) || exit;

function register(): void {
	add_filter( 'graphql_pre_resolve_uri', __NAMESPACE__ . '\\resolve', 10, 5 );
}

/**
 * graphql_pre_resolve_uri: a node for WPGraphQL, or $node unchanged to leave the URI to it.
 *
 * @param mixed                 $node             What another extension answered, or null.
 * @param string                $uri              The URI asked for.
 * @param \WPGraphQL\AppContext $context          The request's context (its loaders).
 * @param \WP                   $wp               WordPress's request (its public query vars).
 * @param array|string          $extra_query_vars What the field asking adds: nodeType,
 *                                                post_type, taxonomy, name, asPreview.
 * @return mixed
 */
function resolve( $node, $uri, $context, $wp, $extra_query_vars = '' ) {
	if ( ! empty( $node ) || ! is_string( $uri ) || ! polylang_is_active() ) {
		return $node;
	}
	$asked = what_is_asked( $uri, $extra_query_vars, $wp instanceof \WP ? $wp->public_query_vars : array() );
	if ( null === $asked ) {
		return $node;
	}
	$found = find( $asked );
	if ( null === $found ) {
		return $node;
	}
	list( $loader, $id ) = $found;
	return $context->get_loader( $loader )->load_deferred( $id );
}

/** Polylang's API, with its languages set up. */
function polylang_is_active(): bool {
	return function_exists( 'pll_default_language' ) && false !== pll_default_language();
}

/**
 * The URI as this reads it, or null when it is not one to answer: its path's segments below
 * home (as slugs), its language, the segments after the language, and what the asking field
 * accepts.
 *
 * @param string       $uri              The URI asked for.
 * @param array|string $extra_query_vars What the field asking adds.
 * @param string[]     $query_vars       WordPress's public query vars.
 * @return array|null
 */
function what_is_asked( string $uri, $extra_query_vars, array $query_vars ): ?array {
	$extra = $extra_query_vars;
	if ( ! is_array( $extra ) ) {
		parse_str( (string) $extra, $extra );
	}
	$parts = wp_parse_url( $uri );
	if ( false === $parts || ! isset( $parts['path'] ) ) {
		return null;
	}
	parse_str( $parts['query'] ?? '', $query );
	if (
		// A lookup by slug (idType: SLUG), a preview, a query WordPress reads (?p=, ?s=,
		// ?preview=), a user or a comment is WPGraphQL's own.
		! empty( $extra['name'] ) || true === ( $extra['asPreview'] ?? null )
		|| array() !== array_intersect( array_keys( $query ), $query_vars )
		|| ! in_array( $extra['nodeType'] ?? 'ContentNode', array( 'ContentNode', 'TermNode' ), true )
		|| preg_match( '/^comment-\d+$/', $parts['fragment'] ?? '' )
		|| ( isset( $parts['host'] ) && ! in_array( $parts['host'], allowed_hosts(), true ) )
	) {
		return null;
	}

	$segments = below_home( segments_of( $parts['path'] ) );
	$rest     = $segments;
	$language = pll_default_language();
	// Polylang's directory: the first segment is a language's slug (the default one's too, when
	// its URLs keep it).
	if ( array() !== $rest && in_array( $rest[0], pll_languages_list(), true ) ) {
		$language = $rest[0];
		$rest     = array_slice( $rest, 1 );
	}
	return array(
		'segments'  => $segments,
		'language'  => $language,
		'rest'      => $rest,
		'nodeType'  => $extra['nodeType'] ?? null,
		'post_type' => $extra['post_type'] ?? null,
		'taxonomy'  => $extra['taxonomy'] ?? null,
	);
}

/** The hosts NodeResolver takes a full URL on: home's and the site's, and what its filter adds. */
function allowed_hosts(): array {
	$hosts = array_filter( array( wp_parse_url( home_url(), PHP_URL_HOST ), wp_parse_url( site_url(), PHP_URL_HOST ) ) );
	return (array) apply_filters( 'graphql_allowed_hosts', array_values( $hosts ) );
}

/**
 * Segments below WordPress's home (in a subfolder, /blog/): a URI may name the home path or not,
 * as WPGraphQL takes it either way and gives uri fields without it.
 */
function below_home( array $segments ): array {
	$home = segments_of( (string) wp_parse_url( home_url( '/' ), PHP_URL_PATH ) );
	return array_slice( $segments, 0, count( $home ) ) === $home ? array_slice( $segments, count( $home ) ) : $segments;
}

/**
 * A link's segments below home, as below_home() takes a URI's.
 *
 * @param string|false|\WP_Error $link A permalink or term link.
 * @return string[]|null
 */
function link_segments( $link ): ?array {
	return is_string( $link ) ? below_home( segments_of( (string) wp_parse_url( $link, PHP_URL_PATH ) ) ) : null;
}

/**
 * A path's segments as WordPress compares slugs: decoded, then sanitised as get_page_by_path()
 * does (lower case, UTF-8 percent-encoded), so /fr/À-Propos and /fr/%C3%A0-propos/ are one.
 */
function segments_of( string $path ): array {
	$segments = array();
	foreach ( explode( '/', $path ) as $segment ) {
		if ( '' !== $segment ) {
			$segments[] = sanitize_title_for_query( rawurldecode( $segment ) );
		}
	}
	return $segments;
}

/**
 * The loader and id of the item whose address the URI is, or null to leave the URI to WPGraphQL.
 *
 * @param array $asked What what_is_asked() made of the URI.
 * @return array|null
 */
function find( array $asked ): ?array {
	$default = pll_default_language();
	if ( array() === $asked['rest'] ) {
		// The default language's home is WPGraphQL's; another's is its front page's translation.
		if ( $asked['language'] === $default || 'page' !== get_option( 'show_on_front' ) || array() === post_types_asked( $asked, array( 'page' ) ) ) {
			return null;
		}
		$front = pll_get_post( (int) get_option( 'page_on_front' ), $asked['language'] );
		return $front ? array( 'post', $front ) : null;
	}

	$slug        = end( $asked['rest'] );
	$shared      = false;
	$posts       = array();
	$terms       = array();
	$in_language = static function ( $language ) use ( $asked, $default, &$shared ): bool {
		// An item with no language yet is the default language's, as Polylang links it.
		$language = $language ? $language : $default;
		$shared   = $shared || $language !== $default;
		return $language === $asked['language'];
	};
	foreach ( posts_named( $slug, post_types_asked( $asked, get_post_types() ) ) as $post ) {
		if ( $in_language( pll_get_post_language( $post->ID ) ) && link_segments( address_of( $post ) ) === $asked['segments'] ) {
			$posts[] = $post;
		}
	}
	foreach ( terms_named( $slug, taxonomies_asked( $asked ) ) as $term ) {
		if ( $in_language( pll_get_term_language( $term->term_id ) ) && link_segments( get_term_link( $term ) ) === $asked['segments'] ) {
			$terms[] = $term;
		}
	}
	// A default-language URI is WPGraphQL's unless another language shares the slug.
	if ( $asked['language'] === $default && ! $shared ) {
		return null;
	}
	if ( array() !== $posts ) {
		// The published item holds an address a draft of the same slug would take.
		usort(
			$posts,
			static function ( \WP_Post $a, \WP_Post $b ): int {
				return array( 'publish' !== $a->post_status, $a->ID ) <=> array( 'publish' !== $b->post_status, $b->ID );
			}
		);
		$post = $posts[0];
		// The posts page is a ContentType to NodeResolver, not this page: WPGraphQL's own.
		$posts_page = (int) get_option( 'page_for_posts' );
		if ( $posts_page && pll_get_post( $posts_page, $asked['language'] ) === $post->ID ) {
			return null;
		}
		return array( 'post', $post->ID );
	}
	return array() !== $terms ? array( 'term', $terms[0]->term_id ) : null;
}

/**
 * Of these post types, those the asking field accepts that Polylang translates, WPGraphQL shows
 * and have addresses.
 *
 * @param array    $asked      What what_is_asked() made of the URI.
 * @param string[] $post_types Post type names.
 * @return string[]
 */
function post_types_asked( array $asked, array $post_types ): array {
	if ( 'TermNode' === $asked['nodeType'] || null !== $asked['taxonomy'] ) {
		return array();
	}
	if ( null !== $asked['post_type'] ) {
		$post_types = array_intersect( $post_types, (array) $asked['post_type'] );
	}
	return array_values(
		array_filter(
			array_intersect( $post_types, \WPGraphQL::get_allowed_post_types() ),
			static function ( string $post_type ): bool {
				return pll_is_translated_post_type( $post_type ) && is_post_type_viewable( $post_type );
			}
		)
	);
}

/** The taxonomies the asking field accepts that Polylang translates, WPGraphQL shows and have archives. */
function taxonomies_asked( array $asked ): array {
	if ( 'ContentNode' === $asked['nodeType'] || null !== $asked['post_type'] ) {
		return array();
	}
	$taxonomies = \WPGraphQL::get_allowed_taxonomies();
	if ( null !== $asked['taxonomy'] ) {
		$taxonomies = array_intersect( $taxonomies, (array) $asked['taxonomy'] );
	}
	return array_values(
		array_filter(
			$taxonomies,
			static function ( string $taxonomy ): bool {
				return pll_is_translated_taxonomy( $taxonomy ) && is_taxonomy_viewable( $taxonomy );
			}
		)
	);
}

/**
 * Every post of these types with this slug, in every language and any status but trash and
 * auto-draft (WPGraphQL's model decides who sees which).
 *
 * @param string   $slug       A slug, as segments_of() makes it.
 * @param string[] $post_types Post type names.
 * @return \WP_Post[]
 */
function posts_named( string $slug, array $post_types ): array {
	if ( array() === $post_types ) {
		return array();
	}
	return get_posts(
		array(
			'name'                => $slug,
			'post_type'           => $post_types,
			// Named, not 'any': for a slug, WP_Query empties its answer for the public when the
			// first match has a status it was not asked for (a draft).
			'post_status'         => array_values( get_post_stati( array( 'exclude_from_search' => false ) ) ),
			'lang'                => '', // Polylang: every language, not the request's.
			'posts_per_page'      => -1,
			'orderby'             => 'ID',
			'order'               => 'ASC',
			'ignore_sticky_posts' => true,
			'no_found_rows'       => true,
		)
	);
}

/**
 * Every term of these taxonomies with this slug, in every language.
 *
 * @param string   $slug       A slug, as segments_of() makes it.
 * @param string[] $taxonomies Taxonomy names.
 * @return \WP_Term[]
 */
function terms_named( string $slug, array $taxonomies ): array {
	if ( array() === $taxonomies ) {
		return array();
	}
	$terms = get_terms(
		array(
			'taxonomy'   => $taxonomies,
			'slug'       => $slug,
			'hide_empty' => false,
			'lang'       => '', // Polylang: every language, not the request's.
		)
	);
	return is_array( $terms ) ? $terms : array();
}

/**
 * A post's address: its permalink, and for a draft, pending or scheduled post (whose permalink
 * is ?p=<id> until it is published) the one it will have, as get_sample_permalink() works it out.
 */
function address_of( \WP_Post $post ): string {
	if ( in_array( $post->post_status, array( 'draft', 'pending', 'future' ), true ) ) {
		$post              = clone $post;
		$post->post_status = 'publish';
	}
	return (string) get_permalink( $post );
}
