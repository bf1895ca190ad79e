<?php
/**
 * The site's content model, whatever the theme (packages/content-service/CONTENT.md): the menu
 * locations, the page templates, the record post types and the ACF options page, named as the
 * site queries them through WPGraphQL. The ACF field groups are local JSON in ../acf-json/.
 *
 * Needs WPGraphQL (show_in_graphql), ACF or Secure Custom Fields with options pages, repeaters
 * and flexible content, and WPGraphQL for ACF 2.x; without ACF, the post types, templates and
 * menu locations are still there and the options page and field groups are not.
 */

namespace Corus\Site\Model;

defined( 'ABSPATH' ) || exit;

/** The site's three menus (MenuLocationEnum PRIMARY, SECONDARY, FOOTER). */
const MENU_LOCATIONS = array(
	'primary'   => 'Primary navigation',
	'secondary' => 'Secondary navigation',
	'footer'    => 'Footer',
);

/**
 * Page templates, file => name. WPGraphQL types each as Template_<name without spaces> and
 * serves the name as templateName, which the site picks its page template by. No theme file
 * is needed: WordPress does not render these pages, the site does.
 */
const PAGE_TEMPLATES = array(
	'template-press-releases.php'    => 'Press Releases',
	'template-leadership.php'        => 'Leadership',
	'template-brands.php'            => 'Brands',
	'template-dividend-history.php'  => 'Dividend History',
	'template-financial-reports.php' => 'Financial Reports',
	'template-events.php'            => 'Events',
);

/** Record post types: name => [GraphQL single name, GraphQL plural name, singular label, plural label, menu icon]. */
const POST_TYPES = array(
	'person'           => array( 'person', 'people', 'Person', 'People', 'dashicons-groups' ),
	'brand'            => array( 'brand', 'brands', 'Brand', 'Brands', 'dashicons-format-video' ),
	'dividend'         => array( 'dividend', 'dividends', 'Dividend', 'Dividends', 'dashicons-money-alt' ),
	'financial_report' => array( 'financialReport', 'financialReports', 'Financial report', 'Financial reports', 'dashicons-media-spreadsheet' ),
	'investor_event'   => array( 'investorEvent', 'investorEvents', 'Investor event', 'Investor events', 'dashicons-calendar-alt' ),
);

/** The options page (root field siteOptions); its field groups' location is this slug. */
const OPTIONS_PAGE_SLUG = 'site-options';

function register(): void {
	// After the theme's own setup: the site's locations are there whatever the theme registers.
	add_action( 'after_setup_theme', __NAMESPACE__ . '\\register_menu_locations', 20 );
	add_filter( 'theme_page_templates', __NAMESPACE__ . '\\page_templates' );
	add_action( 'init', __NAMESPACE__ . '\\register_post_types' );
	add_filter( 'post_type_link', __NAMESPACE__ . '\\no_permalink', 10, 2 );
	// acf/init fires only where ACF is active.
	add_action( 'acf/init', __NAMESPACE__ . '\\register_options_page' );
	add_filter( 'acf/settings/load_json', __NAMESPACE__ . '\\field_groups_folder' );
}

function register_menu_locations(): void {
	register_nav_menus( MENU_LOCATIONS );
}

/**
 * @param array<string, string> $templates The theme's page templates.
 * @return array<string, string>
 */
function page_templates( $templates ): array {
	return array_merge( (array) $templates, PAGE_TEMPLATES );
}

function register_post_types(): void {
	foreach ( POST_TYPES as $post_type => list( $single, $plural, $singular_label, $plural_label, $icon ) ) {
		register_post_type(
			$post_type,
			array(
				// Every label, not only the names: WordPress would fill the rest with a post's ("Add New Post").
				'labels'              => \Corus\Site\RecordLabels\labels( $singular_label, $plural_label ),
				// Public: WPGraphQL serves published records to anyone, as UniformResourceIdentifiable and Previewable nodes.
				'public'              => true,
				// Records are shown within the site's pages, never alone: no page, archive or query var on WordPress.
				'publicly_queryable'  => false,
				'exclude_from_search' => true,
				'has_archive'         => false,
				'rewrite'             => false,
				'query_var'           => false,
				'show_in_nav_menus'   => false,
				'hierarchical'        => false,
				// menuOrder orders people and brands; no editor, excerpt or featured image.
				'supports'            => array( 'title', 'page-attributes' ),
				// The site reads GraphQL; without an editor no block editor needs REST.
				'show_in_rest'        => false,
				'menu_icon'           => $icon,
				'show_in_graphql'     => true,
				'graphql_single_name' => $single,
				'graphql_plural_name' => $plural,
			)
		);
	}
}

/**
 * A record has no address of its own: no permalink, so WPGraphQL's link and uri are null
 * rather than a /?post_type=...&p=... link that WordPress would not answer.
 *
 * @param string   $link The permalink WordPress made.
 * @param \WP_Post $post The post.
 */
function no_permalink( $link, $post ) {
	return $post instanceof \WP_Post && isset( POST_TYPES[ $post->post_type ] ) ? '' : $link;
}

function register_options_page(): void {
	// Options pages are among ACF PRO's features (in Secure Custom Fields too); plain ACF lacks them.
	if ( ! function_exists( 'acf_add_options_page' ) ) {
		return;
	}
	acf_add_options_page(
		array(
			'page_title'         => 'Site Options',
			'menu_title'         => 'Site Options',
			'menu_slug'          => OPTIONS_PAGE_SLUG,
			// Logos, social links and the site icon are the site's look, as menus are.
			'capability'         => 'edit_theme_options',
			'redirect'           => false,
			// The publish webhook tells the site about saves of "options".
			'post_id'            => 'options',
			'autoload'           => true,
			// WPGraphQL for ACF 2.x: the type SiteOptions and the root field siteOptions.
			'show_in_graphql'    => true,
			'graphql_field_name' => 'siteOptions',
			'graphql_type_name'  => 'SiteOptions',
		)
	);
}

/**
 * ACF imports the plugin's field groups from local JSON. The folder is read after the theme's
 * acf-json, so the plugin's copy of a group wins; editors may still sync them into the database.
 *
 * @param string[] $paths Folders ACF loads JSON field groups from.
 * @return string[]
 */
function field_groups_folder( $paths ): array {
	$paths   = (array) $paths;
	$paths[] = dirname( __DIR__ ) . '/acf-json';
	return $paths;
}
