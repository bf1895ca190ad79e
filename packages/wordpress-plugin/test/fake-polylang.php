<?php
/**
 * Plugin Name: Polylang 3.8.7, faked for the tests
 * Description: Polylang (free) as corus-site/polylang-uris.php, polylang-options.php and
 * publish-changes.php meet it, in a real WordPress: its data as Polylang stores it, its public
 * API functions that the plugin calls (and those a test sets content up with), and the language
 * Polylang puts into links. Following Polylang 3.8.7 (polylang/polylang, tag 3.8.7; each part
 * names the file it follows; what it has of the API behaves so since Polylang 3.4, 3.5.4
 * included), written for these tests from that source, not copied. A regular plugin, so that a
 * test can deactivate it as an administrator deactivates Polylang; copied into
 * wp-content/plugins/ by tests/wordpress-plugin/polylang-uris.test.ts, polylang-options.test.ts
 * and site-model.wordpress.test.ts.
 *
 * Stored as Polylang stores it: a language is a term of the taxonomy `language` (its name,
 * slug, order in term_group, and locale, rtl and flag_code serialized in its description) and
 * one of `term_language` (slug pll_<slug>); a post's language is its `language` term, a term's
 * its `term_language` term; a translation group is a `post_translations` (or
 * `term_translations`) term whose description is the serialized array of language slug =>
 * object id, every member holding it. The settings are the option `polylang`. As in the GraphQL
 * requests wp-graphql-polylang makes (Polylang's admin context, every language shown), no query
 * is filtered by a language it does not ask for. Polylang's rewrite rules, admin screens and
 * string translations are not here: the plugin does not use them.
 */

defined( 'ABSPATH' ) || exit;

define( 'POLYLANG_VERSION', '3.8.7' );

final class Fake_Polylang {
	/**
	 * The option `polylang` over its defaults (src/Options/Business/*.php): the language from the
	 * directory name (force_lang 1), none for the default language (hide_default), no /language/.
	 */
	public static function options(): array {
		return wp_parse_args(
			(array) get_option( 'polylang', array() ),
			array(
				'default_lang'  => '',
				'force_lang'    => 1,
				'hide_default'  => true,
				'rewrite'       => true,
				'media_support' => false,
				'post_types'    => array(),
				'taxonomies'    => array(),
			)
		);
	}

	/** src/Model/Languages.php get_list(): the `language` terms, in their order (term_group). */
	public static function languages(): array {
		$terms = get_terms(
			array(
				'taxonomy'   => 'language',
				'hide_empty' => false,
				'orderby'    => 'term_group',
			)
		);
		return is_array( $terms ) ? $terms : array();
	}

	/** A language by slug or `language` term id, or null. */
	public static function language( $lang ): ?WP_Term {
		foreach ( self::languages() as $language ) {
			if ( $language->slug === $lang || $language->term_id === $lang ) {
				return $language;
			}
		}
		return null;
	}

	/** A language field as PLL_Language::get_prop() gives it: slug, name, term_id, or locale. */
	public static function field( ?WP_Term $language, string $field ) {
		if ( ! $language ) {
			return false;
		}
		if ( 'locale' === $field ) {
			return maybe_unserialize( $language->description )['locale'] ?? false;
		}
		return $language->$field ?? false;
	}

	/**
	 * src/translatable-object.php get_language(): the language of a post (`language`) or term
	 * (`term_language`, whose slug is pll_<language slug>).
	 */
	public static function language_of( int $id, string $taxonomy ): ?WP_Term {
		$terms = wp_get_object_terms( $id, $taxonomy );
		if ( ! is_array( $terms ) || array() === $terms ) {
			return null;
		}
		return self::language( 'term_language' === $taxonomy ? substr( $terms[0]->slug, 4 ) : $terms[0]->slug );
	}

	/** src/translatable-object.php set_language(). */
	public static function set_language( int $id, $lang, string $taxonomy ): bool {
		$language = self::language( $lang );
		if ( ! $language ) {
			return false;
		}
		$term = 'term_language' === $taxonomy ? get_term_by( 'slug', 'pll_' . $language->slug, 'term_language' ) : $language;
		return $term && is_array( wp_set_object_terms( $id, $term->term_id, $taxonomy ) );
	}

	/** src/translated-object.php get_translations(): language slug => id, the object itself included. */
	public static function translations( int $id, string $language_taxonomy, string $group_taxonomy ): array {
		$language = self::language_of( $id, $language_taxonomy );
		if ( ! $language ) {
			return array();
		}
		$groups       = wp_get_object_terms( $id, $group_taxonomy );
		$translations = is_array( $groups ) && array() !== $groups ? maybe_unserialize( $groups[0]->description ) : array();
		return array_merge( array( $language->slug => $id ), is_array( $translations ) ? $translations : array() );
	}

	/** src/translated-object.php get(): the translation in a language, or 0. */
	public static function translation( int $id, $lang, string $language_taxonomy, string $group_taxonomy ): int {
		$language = self::language( $lang );
		if ( ! $language ) {
			return 0;
		}
		return (int) ( self::translations( $id, $language_taxonomy, $group_taxonomy )[ $language->slug ] ?? 0 );
	}

	/**
	 * src/translated-object.php save_translations(), for objects in no group yet: a new group
	 * term, pll_<unique id>, that every member holds. Members whose language is not their key
	 * are left out, as Polylang leaves them.
	 */
	public static function save_translations( array $translations, string $language_taxonomy, string $group_taxonomy ): array {
		$valid = array();
		foreach ( $translations as $slug => $id ) {
			$language = self::language_of( (int) $id, $language_taxonomy );
			if ( $language && $language->slug === $slug ) {
				$valid[ $slug ] = (int) $id;
			}
		}
		foreach ( $valid as $id ) {
			if ( array() !== wp_get_object_terms( $id, $group_taxonomy ) ) {
				throw new LogicException( 'fake-polylang: merging translation groups is not modelled' );
			}
		}
		$group = wp_insert_term( uniqid( 'pll_' ), $group_taxonomy, array( 'description' => maybe_serialize( $valid ) ) );
		foreach ( $valid as $id ) {
			wp_set_object_terms( $id, (int) $group['term_id'], $group_taxonomy );
		}
		return $valid;
	}

	/** src/translated-post.php and translated-term.php get_translated_object_types(). */
	public static function translated_post_types(): array {
		$options = self::options();
		$types   = array_diff( array_merge( array( 'post', 'page', 'wp_block' ), $options['post_types'] ), array( 'attachment' ) );
		return array_values( $options['media_support'] ? array_merge( $types, array( 'attachment' ) ) : $types );
	}

	public static function translated_taxonomies(): array {
		return array_merge( array( 'category', 'post_tag' ), self::options()['taxonomies'] );
	}

	/**
	 * src/links-directory.php home_url() and switch_language_in_link(): the language's directory
	 * after home, none for the default language (hide_default).
	 */
	public static function home_url( $lang ): string {
		$options = self::options();
		$slug    = $options['default_lang'] === $lang && $options['hide_default'] ? '' : '/' . ( $options['rewrite'] ? '' : 'language/' ) . $lang;
		return trailingslashit( home_url() . $slug );
	}

	public static function switch_language_in_link( string $url, ?WP_Term $language ): string {
		$options = self::options();
		$home    = trailingslashit( home_url() );
		$slugs   = array();
		foreach ( self::languages() as $each ) {
			if ( ! ( $options['hide_default'] && $each->slug === $options['default_lang'] ) ) {
				$slugs[] = preg_quote( $each->slug, '@' );
			}
		}
		$base = $options['rewrite'] ? '' : 'language/';
		if ( array() !== $slugs ) {
			$url = preg_replace( '@^' . preg_quote( $home, '@' ) . $base . '(' . implode( '|', $slugs ) . ')(([?#])|(/|$))@', $home . '$3', $url );
		}
		if ( $language && str_starts_with( $url, $home ) ) {
			$url = self::home_url( $language->slug ) . substr( $url, strlen( $home ) );
		}
		return $url;
	}
}

/* ---- src/translated-post.php, translated-term.php, translated-object.php: the taxonomies ---- */

add_action(
	'plugins_loaded',
	static function (): void {
		register_taxonomy(
			'language',
			Fake_Polylang::translated_post_types(),
			array(
				'public'             => false,
				'show_ui'            => false,
				'show_in_nav_menus'  => false,
				'publicly_queryable' => true,
				'query_var'          => 'lang',
				'rewrite'            => false,
				'_pll'               => true,
			)
		);
		register_taxonomy(
			'post_translations',
			Fake_Polylang::translated_post_types(),
			array(
				'label'     => false,
				'public'    => false,
				'query_var' => false,
				'rewrite'   => false,
				'_pll'      => true,
			)
		);
		foreach ( array( 'term_language', 'term_translations' ) as $taxonomy ) {
			register_taxonomy(
				$taxonomy,
				'term',
				array(
					'label'     => false,
					'public'    => false,
					'query_var' => false,
					'rewrite'   => false,
					'_pll'      => true,
				)
			);
		}
	},
	1
);

// A translated post type registered later gets the language taxonomies too.
add_action(
	'registered_post_type',
	static function ( string $post_type ): void {
		if ( taxonomy_exists( 'language' ) && in_array( $post_type, Fake_Polylang::translated_post_types(), true ) ) {
			register_taxonomy_for_object_type( 'language', $post_type );
			register_taxonomy_for_object_type( 'post_translations', $post_type );
		}
	}
);

add_action(
	'setup_theme',
	static function (): void {
		$GLOBALS['wp']->add_query_var( 'lang' );
	}
);

/* ---- src/filters-links.php, static-pages.php: the language in links ---- */

$fake_polylang_post_link = static function ( string $link, WP_Post $post ): string {
	if ( in_array( $post->post_type, Fake_Polylang::translated_post_types(), true ) && Fake_Polylang::options()['force_lang'] ) {
		$link = Fake_Polylang::switch_language_in_link( $link, Fake_Polylang::language_of( $post->ID, 'language' ) );
	}
	return $link;
};
add_filter( 'post_link', $fake_polylang_post_link, 20, 2 );
add_filter( 'post_type_link', $fake_polylang_post_link, 20, 2 );

add_filter(
	'_get_page_link',
	static function ( string $link, int $post_id ): string {
		if ( false !== strpos( $link, 'preview=true' ) && false !== strpos( $link, 'page_id=' ) ) {
			return $link;
		}
		return Fake_Polylang::switch_language_in_link( $link, Fake_Polylang::language_of( $post_id, 'language' ) );
	},
	20,
	2
);

// A translation of the static front page is its language's home.
add_filter(
	'page_link',
	static function ( string $link, int $post_id ): string {
		$language = Fake_Polylang::language_of( $post_id, 'language' );
		if ( $language && 'page' === get_option( 'show_on_front' ) && pll_get_post( (int) get_option( 'page_on_front' ), $language->slug ) === $post_id ) {
			return Fake_Polylang::home_url( $language->slug );
		}
		return $link;
	},
	20,
	2
);

add_filter(
	'term_link',
	static function ( string $link, WP_Term $term, string $taxonomy ): string {
		if ( in_array( $taxonomy, Fake_Polylang::translated_taxonomies(), true ) && Fake_Polylang::options()['force_lang'] ) {
			$link = Fake_Polylang::switch_language_in_link( $link, Fake_Polylang::language_of( $term->term_id, 'term_language' ) );
		}
		return $link;
	},
	20,
	3
);

/* ---- src/admin/admin-model.php, Model/Languages.php add(): a language, as Polylang's settings add it ---- */

function fake_polylang_add_language( array $args ): void {
	$language = wp_insert_term(
		$args['name'],
		'language',
		array(
			'slug'        => $args['slug'],
			'description' => maybe_serialize(
				array(
					'locale'    => $args['locale'],
					'rtl'       => false,
					'flag_code' => $args['flag'] ?? '',
				)
			),
		)
	);
	wp_update_term( $language['term_id'], 'language', array( 'term_group' => (int) ( $args['term_group'] ?? 0 ) ) );
	wp_insert_term( $args['name'], 'term_language', array( 'slug' => 'pll_' . $args['slug'] ) );
	$options = Fake_Polylang::options();
	if ( '' === $options['default_lang'] ) {
		$options['default_lang'] = $args['slug'];
		update_option( 'polylang', $options );
	}
}

/* ---- src/api.php ---- */

function pll_default_language( $field = 'slug' ) {
	return Fake_Polylang::field( Fake_Polylang::language( Fake_Polylang::options()['default_lang'] ), $field );
}

// The current language: none in the requests the tests make, as in wp-graphql-polylang's
// GraphQL requests (Polylang's admin context, every language shown) and a script's.
function pll_current_language( $field = 'slug' ) {
	return false;
}

function pll_languages_list( $args = array() ) {
	$args  = wp_parse_args( $args, array( 'fields' => 'slug' ) );
	$names = array();
	foreach ( Fake_Polylang::languages() as $language ) {
		if ( empty( $args['hide_default'] ) || $language->slug !== Fake_Polylang::options()['default_lang'] ) {
			$names[] = Fake_Polylang::field( $language, $args['fields'] );
		}
	}
	return $names;
}

function pll_is_translated_post_type( $post_type ) {
	return in_array( $post_type, Fake_Polylang::translated_post_types(), true ) && post_type_exists( $post_type );
}

function pll_is_translated_taxonomy( $tax ) {
	return in_array( $tax, Fake_Polylang::translated_taxonomies(), true ) && taxonomy_exists( $tax );
}

function pll_get_post_language( $post_id, $field = 'slug' ) {
	return Fake_Polylang::field( Fake_Polylang::language_of( (int) $post_id, 'language' ), $field );
}

function pll_get_term_language( $term_id, $field = 'slug' ) {
	return Fake_Polylang::field( Fake_Polylang::language_of( (int) $term_id, 'term_language' ), $field );
}

// Without a language, Polylang takes the current one, which a GraphQL request has none of.
function pll_get_post( $post_id, $lang = '' ) {
	return '' === $lang ? 0 : Fake_Polylang::translation( (int) $post_id, $lang, 'language', 'post_translations' );
}

function pll_get_term( $term_id, $lang = '' ) {
	return '' === $lang ? 0 : Fake_Polylang::translation( (int) $term_id, $lang, 'term_language', 'term_translations' );
}

function pll_set_post_language( $id, $lang ) {
	return Fake_Polylang::set_language( (int) $id, $lang, 'language' );
}

function pll_set_term_language( $id, $lang ) {
	return Fake_Polylang::set_language( (int) $id, $lang, 'term_language' );
}

function pll_save_post_translations( $arr ) {
	return Fake_Polylang::save_translations( $arr, 'language', 'post_translations' );
}

function pll_save_term_translations( $arr ) {
	return Fake_Polylang::save_translations( $arr, 'term_language', 'term_translations' );
}
