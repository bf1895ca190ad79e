<?php
/**
 * Plugin Name: ACF options pages, WPGraphQL for ACF 2.7.1 and WPGraphQL's RootQuery, faked for the tests
 * Description: What corus-site/polylang-options.php meets of them, in a real WordPress: ACF's
 * options pages and field values as Secure Custom Fields 6.4 stores and loads them
 * (includes/api/api-helpers.php acf_get_valid_post_id(), acf-value-functions.php
 * acf_get_value(), acf-meta-functions.php, api-template.php get_field() and update_field(),
 * pro/fields/class-acf-field-repeater.php), the plugin's field groups read from the folders of
 * acf/settings/load_json as ACF reads local JSON; WPGraphQL for ACF 2.7.1's options page root
 * field (src/Registry.php register_options_pages(): the AcfOptionsPage loader's Deferred
 * model), its field groups' fields on it and FieldConfig::resolve_field() (get_field() with the
 * post id Utils::get_node_acf_id() gives: the model's acfId); and of WPGraphQL 2.20, RootQuery's
 * fields as WPObjectType::prepare_fields() filters them, enum types, and a query's root fields
 * run as graphql-php validates and executes them (an argument the field does not declare is an
 * error; an enum argument is its value). Written for these tests from that source, not copied.
 * A must-use plugin (tests/wordpress-plugin/polylang-options.test.ts).
 */

namespace GraphQL {

	/** graphql-php's Deferred: a value the executor resolves after the field that returned it. */
	class Deferred {
		/** @var callable */
		private $executor;

		public function __construct( callable $executor ) {
			$this->executor = $executor;
		}

		public function run() {
			return ( $this->executor )();
		}
	}
}

namespace WPGraphQL\Acf\Model {

	/** src/Model/AcfOptionsPage.php: an options page's array, its acfId its post_id. */
	class AcfOptionsPage {
		/** @var array<string, mixed> */
		protected $data;

		public function __construct( array $options_page ) {
			$this->data = $options_page;
		}

		public function get_data(): array {
			return $this->data;
		}

		public function __get( string $name ) {
			$fields = array(
				'slug'      => $this->data['menu_slug'] ?? null,
				'pageTitle' => $this->data['page_title'] ?? null,
				'acfId'     => $this->data['post_id'] ?? 'options',
			);
			return $fields[ $name ] ?? null;
		}
	}
}

namespace WPGraphQL\Acf {

	use WPGraphQL\Acf\Model\AcfOptionsPage;

	/** src/Utils.php get_node_acf_id(): the post id a node's ACF fields are read with. */
	class Utils {
		public static function get_node_acf_id( $node ) {
			$pre = apply_filters( 'wpgraphql/acf/pre_get_node_acf_id', null, $node );
			if ( null !== $pre ) {
				return $pre;
			}
			return $node instanceof AcfOptionsPage ? $node->acfId : 0;
		}
	}
}

namespace {

	use WPGraphQL\Acf\Model\AcfOptionsPage;
	use WPGraphQL\Acf\Utils;

	defined( 'ABSPATH' ) || exit;

	/* ---- ACF (Secure Custom Fields 6.4) ---- */

	final class Fake_Acf {
		/** @var array<string, array> menu_slug => options page */
		public static array $pages = array();
		/** @var array<string, array>|null key => field (sub fields too), from local JSON */
		private static ?array $fields = null;
		/** @var array<string, array>|null key => field group */
		private static ?array $groups = null;
		/** @var array<string, mixed> acf_get_store( 'values' ) */
		public static array $values = array();

		/** includes/local-json.php: group_*.json in the folders acf/settings/load_json lists. */
		private static function load(): void {
			if ( null !== self::$fields ) {
				return;
			}
			self::$fields = array();
			self::$groups = array();
			foreach ( (array) apply_filters( 'acf/settings/load_json', array( get_stylesheet_directory() . '/acf-json' ) ) as $folder ) {
				foreach ( glob( untrailingslashit( $folder ) . '/group_*.json' ) ?: array() as $file ) {
					$group = json_decode( (string) file_get_contents( $file ), true );
					if ( ! is_array( $group ) || empty( $group['key'] ) ) {
						continue;
					}
					self::$groups[ $group['key'] ] = $group;
					foreach ( $group['fields'] ?? array() as $field ) {
						$field['parent']               = $group['key'];
						self::$fields[ $field['key'] ] = $field;
					}
				}
			}
		}

		/** @return array<string, array> */
		public static function groups(): array {
			self::load();
			return self::$groups;
		}

		/** acf_get_field(): by key, or by name among the top-level fields. */
		public static function field( string $selector ): ?array {
			self::load();
			if ( isset( self::$fields[ $selector ] ) ) {
				return self::$fields[ $selector ];
			}
			foreach ( self::$fields as $field ) {
				if ( ( $field['name'] ?? null ) === $selector ) {
					return $field;
				}
			}
			return null;
		}
	}

	function acf_add_options_page( $page = '' ) {
		$page = wp_parse_args(
			is_array( $page ) ? $page : array( 'page_title' => $page ),
			array(
				'page_title' => '',
				'menu_slug'  => '',
				'post_id'    => 'options',
			)
		);
		Fake_Acf::$pages[ $page['menu_slug'] ] = $page;
		return $page;
	}

	function acf_get_options_page( $slug ) {
		return Fake_Acf::$pages[ $slug ] ?? false;
	}

	function acf_get_options_pages() {
		return array() === Fake_Acf::$pages ? false : Fake_Acf::$pages;
	}

	/** acf_get_setting(): its value through acf/settings/<name>. */
	function acf_get_setting( $name ) {
		return apply_filters( "acf/settings/{$name}", '' );
	}

	/** api-helpers.php: "option" is "options"; "options" takes ACF's current language. */
	function acf_get_valid_post_id( $post_id = 0 ) {
		$original = $post_id;
		if ( 'option' === $post_id ) {
			$post_id = 'options';
		}
		if ( 'options' === $post_id ) {
			$default = acf_get_setting( 'default_language' );
			$current = acf_get_setting( 'current_language' );
			if ( $current && $current !== $default ) {
				$post_id .= '_' . $current;
			}
		}
		return apply_filters( 'acf/validate_post_id', $post_id, $original );
	}

	/** acf-meta-functions.php for an option post id: wp_options "<post id>_<name>", its reference "_<post id>_<name>". */
	function acf_get_metadata( $post_id, $name = '', $hidden = false ) {
		$value = get_option( ( $hidden ? '_' : '' ) . "{$post_id}_{$name}", null );
		return $value;
	}

	/**
	 * acf-value-functions.php acf_get_value(): an options page other than "options" loads a value
	 * only where its reference names the field; then its default, then acf/load_value.
	 */
	function acf_get_value( $post_id, $field ) {
		$name  = $field['name'];
		$allow = true;
		if ( is_string( $post_id ) && 'options' !== $post_id && acf_get_metadata( $post_id, $name, true ) !== $field['key'] ) {
			$allow = false;
		}
		$value = null;
		if ( $allow ) {
			if ( array_key_exists( "{$post_id}:{$name}", Fake_Acf::$values ) ) {
				return Fake_Acf::$values[ "{$post_id}:{$name}" ];
			}
			$value = acf_get_metadata( $post_id, $name );
		}
		if ( null === $value && isset( $field['default_value'] ) ) {
			$value = $field['default_value'];
		}
		$value = apply_filters( 'acf/load_value', $value, $post_id, $field );
		if ( $allow ) {
			Fake_Acf::$values[ "{$post_id}:{$name}" ] = $value;
		}
		return $value;
	}

	/**
	 * acf_add_filter_variations( 'acf/load_value', type ): the field type's own load_value, at
	 * priority 10 of acf/load_value. A repeater's rows: its count, then each row's sub fields.
	 */
	add_filter(
		'acf/load_value',
		static function ( $value, $post_id, $field ) {
			if ( 'repeater' !== ( $field['type'] ?? '' ) ) {
				return $value;
			}
			if ( empty( $value ) || ! is_numeric( $value ) || empty( $field['sub_fields'] ) ) {
				return false;
			}
			$rows = array();
			for ( $i = 0; $i < (int) $value; $i++ ) {
				foreach ( $field['sub_fields'] as $sub_field ) {
					$sub_field['name']               = "{$field['name']}_{$i}_{$sub_field['name']}";
					$rows[ $i ][ $sub_field['key'] ] = acf_get_value( $post_id, $sub_field );
				}
			}
			return $rows;
		},
		10,
		3
	);

	/** acf_format_value(): a repeater's rows by sub field name, an image's id as an integer. */
	function acf_format_value( $value, $post_id, $field ) {
		if ( 'repeater' === ( $field['type'] ?? '' ) && is_array( $value ) ) {
			$rows = array();
			foreach ( $value as $i => $row ) {
				foreach ( $field['sub_fields'] as $sub_field ) {
					$rows[ $i ][ $sub_field['name'] ] = acf_format_value( $row[ $sub_field['key'] ] ?? null, $post_id, $sub_field );
				}
			}
			return $rows;
		}
		if ( 'image' === ( $field['type'] ?? '' ) ) {
			return empty( $value ) ? false : (int) $value;
		}
		return $value;
	}

	/** api-template.php get_field(): by key or name, with the post id ACF makes valid. */
	function get_field( $selector, $post_id = false, $format_value = true ) {
		$post_id = acf_get_valid_post_id( $post_id );
		$field   = Fake_Acf::field( (string) $selector );
		if ( null === $field ) {
			return null;
		}
		$value = acf_get_value( $post_id, $field );
		return $format_value ? acf_format_value( $value, $post_id, $field ) : $value;
	}

	/**
	 * api-template.php update_field(), as an editor's save writes it: the value and its reference;
	 * a repeater's count and each row's sub fields (rows by sub field name).
	 */
	function update_field( $selector, $value, $post_id = false ) {
		$post_id = acf_get_valid_post_id( $post_id );
		$field   = Fake_Acf::field( (string) $selector );
		if ( null === $field ) {
			return false;
		}
		fake_acf_update_value( $post_id, $field, $value );
		Fake_Acf::$values = array();
		return true;
	}

	function fake_acf_update_value( string $post_id, array $field, $value ): void {
		if ( 'repeater' === $field['type'] ) {
			$rows = is_array( $value ) ? array_values( $value ) : array();
			foreach ( $rows as $i => $row ) {
				foreach ( $field['sub_fields'] as $sub_field ) {
					$sub_field['name'] = "{$field['name']}_{$i}_{$sub_field['name']}";
					fake_acf_update_value( $post_id, $sub_field, $row[ substr( $sub_field['name'], strlen( "{$field['name']}_{$i}_" ) ) ] ?? '' );
				}
			}
			$value = count( $rows );
		}
		update_option( "{$post_id}_{$field['name']}", $value );
		update_option( "_{$post_id}_{$field['name']}", $field['key'] );
	}

	// ACF's own init: acf/init, where the site's options page is added.
	add_action(
		'init',
		static function (): void {
			do_action( 'acf/init' );
		},
		5
	);

	/* ---- WPGraphQL 2.20: enum types, RootQuery's fields, a query's root fields run ---- */

	final class Fake_WPGraphQL_Schema {
		/** @var array<string, array<string, array>> enum name => value name => config */
		public static array $enums = array();
		/** @var array<string, array> RootQuery's own fields, as registered */
		public static array $root_fields = array();
	}

	function register_graphql_enum_type( string $type_name, array $config ): void {
		Fake_WPGraphQL_Schema::$enums[ $type_name ] = $config['values'];
	}

	// Other types (the plugin's redirection field's): registered, not run here.
	function register_graphql_object_type( string $type_name, array $config ): void {
	}

	function register_graphql_field( string $type_name, string $field_name, array $config ): void {
		if ( 'RootQuery' === $type_name ) {
			Fake_WPGraphQL_Schema::$root_fields[ $field_name ] = $config;
		}
	}

	/**
	 * The schema of a request: graphql_register_types, then RootQuery's fields as
	 * WPObjectType::prepare_fields() hands them on: graphql_object_fields, then
	 * graphql_rootQuery_fields and graphql_RootQuery_fields.
	 *
	 * @return array<string, array>
	 */
	function fake_graphql_root_fields(): array {
		Fake_WPGraphQL_Schema::$enums       = array();
		Fake_WPGraphQL_Schema::$root_fields = array();
		do_action( 'graphql_register_types' );
		$fields = apply_filters( 'graphql_object_fields', Fake_WPGraphQL_Schema::$root_fields, 'RootQuery' );
		$fields = apply_filters( 'graphql_rootQuery_fields', $fields );
		return apply_filters( 'graphql_RootQuery_fields', $fields );
	}

	/**
	 * A query's root fields, each [ 'alias', 'field', 'args' (enum values by name), 'selection' ],
	 * run as graphql-php runs them: validated first (an argument the field does not declare, an
	 * argument of a type the schema lacks, an enum name it lacks: errors, and no data), then
	 * resolved, a Deferred after its field. A selection is a list of field names, or of name =>
	 * selection for an object's fields.
	 *
	 * @return array{data?: array, errors?: string[]}
	 */
	function fake_graphql_query( array $root ): array {
		$fields = fake_graphql_root_fields();
		$errors = array();
		$coerced = array();
		foreach ( $root as $i => $asked ) {
			$field = $fields[ $asked['field'] ] ?? null;
			if ( null === $field ) {
				$errors[] = "Cannot query field \"{$asked['field']}\" on type \"RootQuery\".";
				continue;
			}
			foreach ( $asked['args'] ?? array() as $name => $value ) {
				$type = $field['args'][ $name ]['type'] ?? null;
				if ( null === $type ) {
					$errors[] = "Unknown argument \"{$name}\" on field \"{$asked['field']}\" of type \"RootQuery\".";
				} elseif ( ! isset( Fake_WPGraphQL_Schema::$enums[ $type ] ) ) {
					$errors[] = "Unknown type \"{$type}\".";
				} elseif ( ! isset( Fake_WPGraphQL_Schema::$enums[ $type ][ $value ] ) ) {
					$errors[] = "Value \"{$value}\" does not exist in \"{$type}\" enum.";
				} else {
					$coerced[ $i ][ $name ] = Fake_WPGraphQL_Schema::$enums[ $type ][ $value ]['value'] ?? $value;
				}
			}
		}
		if ( array() !== $errors ) {
			return array( 'errors' => $errors );
		}
		$data = array();
		foreach ( $root as $i => $asked ) {
			$field  = $fields[ $asked['field'] ];
			$source = $field['resolve']( null, $coerced[ $i ] ?? array(), null, null );
			if ( $source instanceof \GraphQL\Deferred ) {
				$source = $source->run();
			}
			$data[ $asked['alias'] ?? $asked['field'] ] = null === $source ? null : fake_graphql_object( $source, $asked['selection'] ?? array() );
		}
		return array( 'data' => $data );
	}

	/* ---- WPGraphQL for ACF 2.7.1: an options page's root field and its field groups ---- */

	/** src/FieldConfig.php should_format_field_value(). */
	function fake_wpgraphql_acf_formats( string $type ): bool {
		return in_array( $type, array( 'select', 'wysiwyg', 'repeater', 'flexible_content', 'oembed', 'clone' ), true );
	}

	/**
	 * src/FieldConfig.php resolve_field(): a value the root already holds (a repeater's row), or
	 * get_field() with the post id of the node's ACF id; empty is null. An image is its node.
	 */
	function fake_wpgraphql_acf_resolve( array $root, array $field ) {
		$value = $root[ $field['name'] ] ?? null;
		if ( empty( $value ) ) {
			$node_id = isset( $root['node'] ) ? Utils::get_node_acf_id( $root['node'] ) : null;
			if ( empty( $node_id ) ) {
				return null;
			}
			$value = get_field( $field['key'], $node_id, fake_wpgraphql_acf_formats( $field['type'] ) );
		}
		if ( 'image' === $field['type'] ) {
			return empty( $value ) ? null : array( 'node' => array( 'databaseId' => (int) $value ) );
		}
		return empty( $value ) ? null : $value;
	}

	/** What an object's selection answers: an options page's field groups, a group's fields, a row's. */
	function fake_graphql_object( $source, array $selection ): array {
		$answer = array();
		foreach ( $selection as $key => $sub ) {
			$name  = is_int( $key ) ? $sub : $key;
			$sub   = is_int( $key ) ? array() : $sub;
			$value = fake_graphql_field( $source, $name );
			if ( is_array( $value ) && array() !== $sub ) {
				$value = array_is_list( $value )
					? array_map( static fn( $row ) => fake_graphql_object( $row, $sub ), $value )
					: fake_graphql_object( $value, $sub );
			}
			$answer[ $name ] = $value;
		}
		return $answer;
	}

	/** One field of a source: a field group of the options page (its WithAcf<Group> field), or an ACF field. */
	function fake_graphql_field( $source, string $name ) {
		if ( $source instanceof AcfOptionsPage ) {
			foreach ( Fake_Acf::groups() as $group ) {
				if ( ( $group['graphql_field_name'] ?? null ) === $name ) {
					return array(
						'node'            => $source,
						'acf_field_group' => $group,
					);
				}
			}
			throw new LogicException( "fake-wpgraphql-acf: no field group {$name}" );
		}
		if ( ! isset( $source['acf_field_group'] ) && ! isset( $source['__sub_fields'] ) ) {
			// An image's { node { databaseId } }.
			return $source[ $name ] ?? null;
		}
		$fields = isset( $source['acf_field_group'] ) ? $source['acf_field_group']['fields'] : $source['__sub_fields'];
		foreach ( $fields as $field ) {
			if ( ( $field['graphql_field_name'] ?? null ) === $name ) {
				$value = fake_wpgraphql_acf_resolve( $source, $field );
				if ( 'repeater' === $field['type'] && is_array( $value ) ) {
					// Each row resolves its sub fields from itself.
					$value = array_map( static fn( $row ) => $row + array( '__sub_fields' => $field['sub_fields'] ), array_values( $value ) );
				}
				return $value;
			}
		}
		throw new LogicException( "fake-wpgraphql-acf: no field {$name}" );
	}

	// src/Registry.php register_options_pages(): each options page in GraphQL is a RootQuery
	// field (WithAcfOptionsPage<Type>) resolving to the acf_options_page loader's Deferred model.
	add_action(
		'graphql_register_types',
		static function (): void {
			foreach ( Fake_Acf::$pages as $page ) {
				if ( empty( $page['show_in_graphql'] ) || empty( $page['graphql_field_name'] ) ) {
					continue;
				}
				Fake_WPGraphQL_Schema::$root_fields[ $page['graphql_field_name'] ] = array(
					'type'    => $page['graphql_type_name'] ?? $page['graphql_field_name'],
					'resolve' => static function ( $source, $args, $context, $info ) use ( $page ) {
						return new \GraphQL\Deferred( static fn() => new AcfOptionsPage( $page ) );
					},
				);
			}
		}
	);
}
