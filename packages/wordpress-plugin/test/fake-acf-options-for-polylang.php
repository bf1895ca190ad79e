<?php
/**
 * Plugin Name: ACF Options For Polylang 2.0.0, faked for the tests
 * Description: What corus-site/polylang-options.php meets of BeAPI's ACF Options For Polylang
 * 2.0.0 (bea-acf-options-for-polylang.php, classes/helpers.php, classes/main.php): its version
 * constant (which wp-graphql-polylang looks for), the language attribute its post ids end with
 * (Helpers::get_lang_attribute(): the locale, or what bea.aofp.lang_attribute says), ACF's
 * current language as Polylang's current one, and its fallback on acf/load_value (priority 10):
 * outside wp-admin, a value of an options page that is empty (null, '', an array of empty
 * strings, any repeater value that is no array) is replaced by the value under the post id less
 * "_<current language>". In a GraphQL request Polylang has no current language
 * (pll_current_language() is false), so that post id is the options page's with every "_"
 * removed, which holds nothing: the fallback answers null there. Written for these tests from
 * that source, not copied. A regular plugin, so that a test can deactivate it; copied into
 * wp-content/plugins/ by tests/wordpress-plugin/polylang-options.test.ts.
 */

namespace BEA\ACF_Options_For_Polylang;

defined( 'ABSPATH' ) || exit;

define( 'BEA_ACF_OPTIONS_FOR_POLYLANG_VERSION', '2.0.0' );

class Helpers {
	public static function get_lang_attribute(): string {
		$attribute = apply_filters( 'bea.aofp.lang_attribute', 'locale' );
		return is_string( $attribute ) && '' !== $attribute ? $attribute : 'locale';
	}

	/** The post id less "_<Polylang's current language>". */
	public static function original_option_id( $post_id ) {
		$post_id = 'option' === $post_id ? 'options' : $post_id;
		if ( function_exists( 'pll_current_language' ) ) {
			if ( ! is_string( $post_id ) ) {
				return 0;
			}
			return str_replace( sprintf( '_%s', \pll_current_language( self::get_lang_attribute() ) ), '', $post_id );
		}
		return $post_id;
	}

	public static function is_option_page( $post_id ): bool {
		return false !== strpos( (string) self::original_option_id( $post_id ), 'option' );
	}
}

add_filter(
	'acf/settings/current_language',
	static function () {
		return function_exists( 'pll_current_language' ) ? \pll_current_language( Helpers::get_lang_attribute() ) : get_locale();
	}
);

/** classes/main.php get_default_value(). */
function get_default_value( $value, $post_id, $field ) {
	if ( is_admin() || ! Helpers::is_option_page( $post_id ) ) {
		return $value;
	}
	if ( null !== $value ) {
		if ( is_array( $value ) ) {
			if ( array() !== array_filter( $value, static fn( $item ) => '' !== $item ) ) {
				return $value;
			}
		} elseif ( 'repeater' !== $field['type'] && '' !== $value ) {
			return $value;
		}
	}
	remove_filter( 'acf/load_value', __NAMESPACE__ . '\\get_default_value', 10 );
	$value = acf_get_value( Helpers::original_option_id( $post_id ), $field );
	add_filter( 'acf/load_value', __NAMESPACE__ . '\\get_default_value', 10, 3 );
	return $value;
}

add_action(
	'init',
	static function (): void {
		add_filter( 'acf/load_value', __NAMESPACE__ . '\\get_default_value', 10, 3 );
	},
	100
);
