<?php
/**
 * WPGraphQL's registration API as corus-site/redirection-field.php uses it, following WPGraphQL
 * 2.20.0 (wp-graphql/wp-graphql, plugins/wp-graphql/access-functions.php and
 * src/Registry/TypeRegistry.php). Written for these tests, not copied.
 *
 * As in WPGraphQL, register_graphql_object_type() and register_graphql_field() do not register
 * anything themselves: they queue the config, unchanged, on the registration action that has not
 * fired yet (graphql_register_types_late when called during graphql_register_types), and the
 * type registry takes it when that action fires. build_graphql_schema() fires the actions in the
 * order TypeRegistry::init() does; the registry keeps what it was given, as WPGraphQL would
 * receive it. Needs fake-wordpress.php (actions).
 */

final class FakeGraphQL {
	/** @var array<string, true> the registration actions that have fired */
	public static array $fired = array();
}

/** What WPGraphQL's TypeRegistry receives. */
final class Fake_Type_Registry {
	/** @var array<string, array> type name => config */
	public array $types = array();
	/** @var array<string, array<string, array>> type name => field name => config */
	public array $fields = array();
	/** @var string[] WPGraphQL's graphql_debug() messages */
	public array $debug = array();

	public function register_type( string $type_name, $config ): void {
		// WPGraphQL keeps the first type of a name and reports the next (DUPLICATE_TYPE).
		if ( isset( $this->types[ strtolower( $type_name ) ] ) ) {
			$this->debug[] = "DUPLICATE_TYPE {$type_name}";
			return;
		}
		$this->types[ strtolower( $type_name ) ] = $config + array( 'name' => $type_name );
	}

	public function register_field( string $type_name, string $field_name, array $config ): void {
		if ( isset( $this->fields[ $type_name ][ $field_name ] ) ) {
			$this->debug[] = "DUPLICATE_FIELD {$type_name}.{$field_name}";
			return;
		}
		$this->fields[ $type_name ][ $field_name ] = $config;
	}
}

/** The action a registration made now is queued on, as WPGraphQL chooses it. */
function get_graphql_register_action(): string {
	if ( ! isset( FakeGraphQL::$fired['graphql_register_initial_types'] ) ) {
		return 'graphql_register_initial_types';
	}
	if ( ! isset( FakeGraphQL::$fired['graphql_register_types'] ) ) {
		return 'graphql_register_types';
	}
	return 'graphql_register_types_late';
}

function register_graphql_type( string $type_name, array $config ): void {
	add_action(
		get_graphql_register_action(),
		static function ( Fake_Type_Registry $registry ) use ( $type_name, $config ): void {
			$registry->register_type( $type_name, $config );
		}
	);
}

function register_graphql_object_type( string $type_name, array $config ): void {
	$config['kind'] = 'object';
	register_graphql_type( $type_name, $config );
}

function register_graphql_field( string $type_name, string $field_name, array $config ): void {
	add_action(
		get_graphql_register_action(),
		static function ( Fake_Type_Registry $registry ) use ( $type_name, $field_name, $config ): void {
			$registry->register_field( $type_name, $field_name, $config );
		}
	);
}

/** What WPGraphQL does when it builds its schema for a request: the three actions, in order. */
function build_graphql_schema(): Fake_Type_Registry {
	$registry = new Fake_Type_Registry();
	foreach ( array( 'graphql_register_initial_types', 'graphql_register_types', 'graphql_register_types_late' ) as $action ) {
		// WordPress counts an action as done before its callbacks run (did_action()).
		FakeGraphQL::$fired[ $action ] = true;
		do_action( $action, $registry );
	}
	return $registry;
}
