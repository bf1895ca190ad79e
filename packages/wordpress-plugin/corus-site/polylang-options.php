<?php
/**
 * The site options in each language: `siteOptions(language: FR)` with Polylang.
 *
 * ACF Options For Polylang (BeAPI) keeps each language's values of an options page under the
 * page's post id and that language's locale (`options_fr_CA`), and shows the untranslated
 * `options` value for a field left empty in a language. wp-graphql-polylang adds a `language`
 * argument to options pages' root fields only while that plugin is active, and then reads the
 * language for WPGraphQL for ACF 0.6 (an array source of `type: options_page`, a
 * `graphql_acf_get_root_id` filter): with WPGraphQL for ACF 2.x, whose source is an
 * `AcfOptionsPage` model and which has no such filter, every language answers the untranslated
 * `options` values.
 *
 * With Polylang active, this makes the root field `siteOptions` take `language:
 * LanguageCodeFilterEnum` (the bridge's enum; the bridge's own argument when it added one), and
 * answers a language (`EN`, `FR`; `DEFAULT` is the default language) with the options page's
 * model as WPGraphQL for ACF 2.x builds it, but with that language's post id,
 * `options_<locale>`: the model's `acfId`, which WPGraphQL for ACF reads every field of the
 * page with (Utils::get_node_acf_id()). A field empty in that language (no value, an empty
 * string, no rows) answers the untranslated `options` value, as ACF Options For Polylang's
 * fallback does on a page of the site (in a GraphQL request Polylang has no current language,
 * and its fallback finds nothing). `ALL`, or no argument, answers the untranslated `options`
 * values, as before. Reads outside these answers (the options page's own form in wp-admin) are
 * left as they are. Without Polylang it does nothing.
 */

namespace Corus\Site\PolylangOptions;

use Corus\Site\Model;

defined( 'ABSPATH' ) || exit;

/** The options page's root field (site-model.php). */
const ROOT_FIELD = 'siteOptions';

/** The language's post ids this request's answers read, => the untranslated post id. */
final class Served {
	/** @var array<string, string> */
	public static array $post_ids = array();
}

function register(): void {
	// After wp-graphql-polylang's own filter (priority 50), which replaces the field's arguments.
	add_filter( 'graphql_RootQuery_fields', __NAMESPACE__ . '\\root_fields', 60 );
	// After ACF's own field types (a repeater's rows) and ACF Options For Polylang (priority 10).
	add_filter( 'acf/load_value', __NAMESPACE__ . '\\fall_back', 20, 3 );
}

/** Polylang's API, with its languages set up. */
function polylang_is_active(): bool {
	return function_exists( 'pll_default_language' ) && function_exists( 'pll_languages_list' ) && false !== pll_default_language();
}

/**
 * graphql_RootQuery_fields: `siteOptions` with its `language` argument, answered in it.
 *
 * @param array<string, array> $fields RootQuery's fields.
 * @return array<string, array>
 */
function root_fields( $fields ) {
	if ( ! is_array( $fields ) || ! isset( $fields[ ROOT_FIELD ] ) || ! is_array( $fields[ ROOT_FIELD ] ) || ! polylang_is_active() ) {
		return $fields;
	}
	$field = $fields[ ROOT_FIELD ];
	$args  = is_array( $field['args'] ?? null ) ? $field['args'] : array();
	if ( ! isset( $args['language'] ) ) {
		$args['language'] = array(
			'type'        => 'LanguageCodeFilterEnum',
			'description' => 'The language of the options (Polylang; ACF Options For Polylang stores them per language)',
		);
	}
	$field['args'] = $args;
	$resolve       = $field['resolve'] ?? null;
	if ( is_callable( $resolve ) ) {
		$field['resolve'] = static function ( $source, $args, $context, $info ) use ( $resolve ) {
			$page = in_language( $args['language'] ?? null );
			return null !== $page ? $page : $resolve( $source, $args, $context, $info );
		};
	}
	$fields[ ROOT_FIELD ] = $field;
	return $fields;
}

/**
 * The options page's model with the post id of a language (LanguageCodeFilterEnum's value: a
 * language's slug, `default` or `all`), or null for the untranslated values.
 *
 * @param mixed $language The argument's value.
 * @return \WPGraphQL\Acf\Model\AcfOptionsPage|null
 */
function in_language( $language ) {
	if ( ! is_string( $language ) || 'all' === $language || ! class_exists( '\WPGraphQL\Acf\Model\AcfOptionsPage' ) || ! function_exists( 'acf_get_options_page' ) ) {
		return null;
	}
	$page = acf_get_options_page( Model\OPTIONS_PAGE_SLUG );
	if ( ! is_array( $page ) ) {
		return null;
	}
	$suffix = language_suffix( $language );
	if ( null === $suffix ) {
		return null;
	}
	$untranslated = is_string( $page['post_id'] ?? null ) && '' !== $page['post_id'] ? $page['post_id'] : 'options';
	$post_id      = "{$untranslated}_{$suffix}";

	Served::$post_ids[ $post_id ] = $untranslated;
	$page['post_id']              = $post_id;
	return new \WPGraphQL\Acf\Model\AcfOptionsPage( $page );
}

/**
 * What ACF Options For Polylang appends to a post id for a language: its locale (`fr_CA`), or
 * the attribute the site set it to use (BEA_ACF_OPTIONS_FOR_POLYLANG_LANG_ATTRIBUTE, the
 * `bea.aofp.lang_attribute` filter). Null for no language of Polylang's.
 */
function language_suffix( string $language ): ?string {
	$attribute = 'locale';
	if ( is_callable( array( '\BEA\ACF_Options_For_Polylang\Helpers', 'get_lang_attribute' ) ) ) {
		$attribute = \BEA\ACF_Options_For_Polylang\Helpers::get_lang_attribute();
	}
	if ( 'default' === $language ) {
		$language = pll_default_language();
	}
	$slugs  = pll_languages_list( array( 'fields' => 'slug' ) );
	$values = pll_languages_list( array( 'fields' => $attribute ) );
	if ( ! is_array( $slugs ) || ! is_array( $values ) || count( $slugs ) !== count( $values ) ) {
		return null;
	}
	$suffix = array_combine( $slugs, $values )[ $language ] ?? null;
	return is_string( $suffix ) && '' !== $suffix ? $suffix : null;
}

/**
 * acf/load_value: a field (or a repeater row's field) read for a language this request answers,
 * empty in it, has the untranslated value, as ACF Options For Polylang's fallback gives it.
 *
 * @param mixed      $value   The value ACF loaded.
 * @param int|string $post_id ACF's post id.
 * @param array      $field   The field.
 * @return mixed
 */
function fall_back( $value, $post_id, $field ) {
	if ( ! is_string( $post_id ) || ! isset( Served::$post_ids[ $post_id ] ) || ! is_array( $field ) || ! is_empty( $value ) ) {
		return $value;
	}
	return acf_get_value( Served::$post_ids[ $post_id ], $field );
}

/**
 * Empty as ACF Options For Polylang counts it: no value, an empty string, no rows (a repeater
 * ACF loaded as false), an array of empty strings.
 *
 * @param mixed $value A loaded value.
 */
function is_empty( $value ): bool {
	if ( is_array( $value ) ) {
		return array() === array_filter( $value, static fn( $item ) => '' !== $item );
	}
	return null === $value || false === $value || '' === $value;
}
