<?php
/**
 * Plugin Name: wp-graphql-polylang 0.7.1, faked for the tests
 * Description: What corus-site/polylang-options.php meets of Polylang's WPGraphQL bridge
 * (valu/wp-graphql-polylang 0.7.1): its LanguageCodeFilterEnum (src/PolylangTypes.php: each
 * language's slug in capitals for the slug, DEFAULT for `default`, ALL for `all`), registered
 * while Polylang is active, and its options pages' `language` argument (src/OptionsPages.php,
 * set up by src/Loader.php only while ACF Options For Polylang and ACF's options pages are
 * there): on graphql_RootQuery_fields at priority 50, each options page's root field's
 * arguments replaced by `language`. What OptionsPages then does while a query runs reads WPGraphQL
 * for ACF 0.6's array source and changes nothing under 2.x's AcfOptionsPage model, so it is not
 * here. Written for these tests from that source, not copied. A must-use plugin
 * (tests/wordpress-plugin/polylang-options.test.ts); Polylang itself is test/fake-polylang.php.
 */

defined( 'ABSPATH' ) || exit;

add_action(
	'graphql_register_types',
	static function (): void {
		if ( ! function_exists( 'pll_languages_list' ) ) {
			return;
		}
		$values = array();
		foreach ( pll_languages_list() as $slug ) {
			$values[ strtoupper( $slug ) ] = array( 'value' => $slug );
		}
		register_graphql_enum_type(
			'LanguageCodeFilterEnum',
			array(
				'values' => array_merge(
					$values,
					array(
						'DEFAULT' => array( 'value' => 'default' ),
						'ALL'     => array( 'value' => 'all' ),
					)
				),
			)
		);
	},
	9
);

add_filter(
	'graphql_RootQuery_fields',
	static function ( array $fields ): array {
		if ( ! function_exists( 'pll_languages_list' ) || ! defined( 'BEA_ACF_OPTIONS_FOR_POLYLANG_VERSION' ) || ! function_exists( 'acf_add_options_page' ) ) {
			return $fields;
		}
		foreach ( (array) acf_get_options_pages() as $page ) {
			if ( empty( $page['show_in_graphql'] ) || empty( $page['graphql_field_name'] ) || ! isset( $fields[ $page['graphql_field_name'] ] ) ) {
				continue;
			}
			$fields[ $page['graphql_field_name'] ]['args'] = array(
				'language' => array(
					'type'        => 'LanguageCodeFilterEnum',
					'description' => 'Filter by language code (Polylang)',
				),
			);
		}
		return $fields;
	},
	50
);
