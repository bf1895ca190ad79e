<?php
/**
 * Plugin Name: Redirection 5.4.2's admin, faked for the tests
 * Description: What the Redirection plugin's admin does to its rules and groups in a real
 * WordPress, as Redirection 5.4.2 does it (johngodley/redirection, tag 5.4.2: each part names
 * the file it follows): its two tables, and its REST routes for changes in bulk with the same
 * SQL and the same actions, no more. Written for these tests from that source, not copied.
 *
 * The point is what it does not do: a group enabled, disabled or deleted, and "select all" on
 * the list of rules, change rows by SQL and fire no redirection_redirect_* action; only a rule
 * changed one by one fires its action. What is not modelled throws, so a test cannot pass on
 * behaviour Redirection does not have. Loaded as a must-use plugin by the real-WordPress tests
 * (tests/wordpress-plugin/wordpress.test.ts); fake-redirection.php is the lookup side, in
 * php-cli.
 */

/* ---- database/schema/latest.php ---- */

/** Red_Latest_Database::install(): the two tables and the two groups of a fresh install. */
function fake_redirection_install(): void {
	global $wpdb;
	$charset = $wpdb->get_charset_collate();
	$wpdb->query(
		"CREATE TABLE IF NOT EXISTS `{$wpdb->prefix}redirection_items` (
			`id` int(11) unsigned NOT NULL AUTO_INCREMENT,
			`url` mediumtext NOT NULL,
			`match_url` VARCHAR(2000) DEFAULT NULL,
			`match_data` TEXT,
			`regex` INT(11) unsigned NOT NULL DEFAULT '0',
			`position` INT(11) unsigned NOT NULL DEFAULT '0',
			`last_count` INT(10) unsigned NOT NULL DEFAULT '0',
			`last_access` datetime NOT NULL DEFAULT '1970-01-01 00:00:00',
			`group_id` INT(11) NOT NULL DEFAULT '0',
			`status` enum('enabled','disabled') NOT NULL DEFAULT 'enabled',
			`action_type` VARCHAR(20) NOT NULL,
			`action_code` INT(11) unsigned NOT NULL,
			`action_data` MEDIUMTEXT,
			`match_type` VARCHAR(20) NOT NULL,
			`title` TEXT,
			PRIMARY KEY (`id`)
		) $charset"
	);
	$wpdb->query(
		"CREATE TABLE IF NOT EXISTS `{$wpdb->prefix}redirection_groups` (
			`id` int(11) unsigned NOT NULL AUTO_INCREMENT,
			`name` VARCHAR(50) NOT NULL,
			`tracking` INT(11) NOT NULL DEFAULT '1',
			`module_id` INT(11) unsigned NOT NULL DEFAULT '0',
			`status` enum('enabled','disabled') NOT NULL DEFAULT 'enabled',
			`position` INT(11) unsigned NOT NULL DEFAULT '0',
			PRIMARY KEY (`id`)
		) $charset"
	);
	if ( 0 === (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->prefix}redirection_groups" ) ) {
		$wpdb->insert( $wpdb->prefix . 'redirection_groups', array( 'name' => 'Redirections', 'module_id' => 1, 'position' => 0 ) );
		$wpdb->insert( $wpdb->prefix . 'redirection_groups', array( 'name' => 'Modified Posts', 'module_id' => 1, 'position' => 1 ) );
	}
}

/* ---- redirection-capabilities.php ---- */

/** Redirection_Capabilities::has_access(): every capability is manage_options by default. */
function fake_redirection_has_access(): bool {
	if ( has_filter( 'redirection_role' ) || has_filter( 'redirection_capability_check' ) ) {
		throw new LogicException( "not modelled: Redirection's capability filters" );
	}
	return current_user_can( 'manage_options' );
}

/* ---- models/module.php ---- */

/** Red_Module::flush(): the WordPress module (1) keeps no file to flush; Apache's and Nginx's do. */
function fake_redirection_flush( int $group_id ): void {
	global $wpdb;
	$module = (int) $wpdb->get_var( $wpdb->prepare( "SELECT module_id FROM {$wpdb->prefix}redirection_groups WHERE id=%d", $group_id ) );
	if ( 0 !== $module && 1 !== $module ) {
		throw new LogicException( "not modelled: flushing module {$module}'s file" );
	}
}

/* ---- models/redirect/redirect.php, redirect-filter.php ---- */

class Red_Item {
	private int $id;
	private int $group_id;

	private function __construct( object $row ) {
		$this->id       = (int) $row->id;
		$this->group_id = (int) $row->group_id;
	}

	public static function get_by_id( $id ) {
		global $wpdb;
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$wpdb->prefix}redirection_items WHERE id=%d", $id ) );
		return $row ? new Red_Item( $row ) : false;
	}

	public function delete(): void {
		global $wpdb;
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->prefix}redirection_items WHERE id=%d", $this->id ) );
		do_action( 'redirection_redirect_deleted', $this );
		fake_redirection_flush( $this->group_id );
	}

	public function enable(): void {
		global $wpdb;
		$wpdb->update( $wpdb->prefix . 'redirection_items', array( 'status' => 'enabled' ), array( 'id' => $this->id ) );
		do_action( 'redirection_redirect_enabled', $this->id );
	}

	public function disable(): void {
		global $wpdb;
		$wpdb->update( $wpdb->prefix . 'redirection_items', array( 'status' => 'disabled' ), array( 'id' => $this->id ) );
		do_action( 'redirection_redirect_disabled', $this->id );
	}

	/** "Select all", delete: one DELETE of the rows the list's filters show. No action. */
	public static function delete_all( array $params ) {
		global $wpdb;
		$where = self::filters_sql( $params['filterBy'] ?? array() );
		return $wpdb->query( "DELETE FROM {$wpdb->prefix}redirection_items $where" );
	}

	/** "Select all", enable or disable: one UPDATE of the rows the list's filters show. No action. */
	public static function set_status_all( $status, array $params ) {
		global $wpdb;
		$where = self::filters_sql( $params['filterBy'] ?? array() );
		return $wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->prefix}redirection_items SET status=%s $where", 'enable' === $status ? 'enabled' : 'disabled' ) );
	}

	/** Red_Item_Filters::get_as_sql(), for the list's status and group filters. */
	private static function filters_sql( array $filter_by ): string {
		global $wpdb;
		$filters = array();
		foreach ( $filter_by as $name => $value ) {
			$value = trim( sanitize_text_field( $value ) );
			if ( 'status' === $name ) {
				$filters[] = 'enabled' === $value ? "status='enabled'" : "status='disabled'";
			} elseif ( 'group' === $name ) {
				$filters[] = $wpdb->prepare( 'group_id=%d', intval( $value, 10 ) );
			} else {
				throw new LogicException( "not modelled: the list's {$name} filter" );
			}
		}
		return $filters ? 'WHERE ' . implode( ' AND ', $filters ) : '';
	}
}

/* ---- models/group.php ---- */

class Red_Group {
	private int $id;

	private function __construct( int $id ) {
		$this->id = $id;
	}

	public static function get( $id ) {
		global $wpdb;
		$found = $wpdb->get_var( $wpdb->prepare( "SELECT id FROM {$wpdb->prefix}redirection_groups WHERE id=%d", $id ) );
		return $found ? new Red_Group( (int) $found ) : false;
	}

	/** @return int[] The ids of the groups the list's filters show (Red_Group::get_all()). */
	public static function get_all_ids( array $params ): array {
		global $wpdb;
		$where = '';
		if ( ! empty( $params['filterBy'] ) ) {
			if ( array_keys( $params['filterBy'] ) !== array( 'status' ) ) {
				throw new LogicException( "not modelled: the group list's filters other than status" );
			}
			$where = 'enabled' === $params['filterBy']['status'] ? "WHERE status='enabled'" : "WHERE status='disabled'";
		}
		return array_map( 'intval', $wpdb->get_col( "SELECT id FROM {$wpdb->prefix}redirection_groups $where" ) );
	}

	/** Its rules, then itself, by SQL; a first group again if none is left. No action. */
	public function delete(): void {
		global $wpdb;
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->prefix}redirection_items WHERE group_id=%d", $this->id ) );
		fake_redirection_flush( $this->id );
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->prefix}redirection_groups WHERE id=%d", $this->id ) );
		if ( 0 === (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->prefix}redirection_groups" ) ) {
			$wpdb->insert( $wpdb->prefix . 'redirection_groups', array( 'name' => 'Redirections', 'module_id' => 1, 'position' => 0 ) );
		}
	}

	/** The group and each of its rules, by SQL. No action. */
	public function enable(): void {
		$this->set_status( 'enabled' );
	}

	public function disable(): void {
		$this->set_status( 'disabled' );
	}

	private function set_status( string $status ): void {
		global $wpdb;
		$wpdb->update( $wpdb->prefix . 'redirection_groups', array( 'status' => $status ), array( 'id' => $this->id ) );
		$wpdb->update( $wpdb->prefix . 'redirection_items', array( 'status' => $status ), array( 'group_id' => $this->id ) );
		fake_redirection_flush( $this->id );
	}
}

/* ---- api/api-redirect.php, api/api-group.php: the bulk routes ---- */

/** What the routes answer after a bulk change: the list, here only its rows and count. */
function fake_redirection_list( string $table ): array {
	global $wpdb;
	$rows = $wpdb->get_results( "SELECT * FROM {$wpdb->prefix}redirection_{$table}", ARRAY_A );
	return array(
		'items' => $rows,
		'total' => count( $rows ),
	);
}

add_action(
	'rest_api_init',
	function () {
		// Redirection_Api_Redirect::route_bulk(): chosen rules one by one (each fires its
		// action), or with "select all" (global) one statement over the list's filters.
		register_rest_route(
			'redirection/v1',
			'/bulk/redirect/(?P<bulk>delete|enable|disable|reset)',
			array(
				'methods'             => WP_REST_Server::EDITABLE,
				'permission_callback' => 'fake_redirection_has_access',
				'callback'            => function ( WP_REST_Request $request ) {
					$params = $request->get_params();
					$action = sanitize_text_field( $request['bulk'] );
					if ( 'reset' === $action ) {
						throw new LogicException( 'not modelled: resetting hit counts' );
					}
					if ( isset( $params['items'] ) && is_array( $params['items'] ) ) {
						foreach ( $params['items'] as $item ) {
							$redirect = Red_Item::get_by_id( intval( $item, 10 ) );
							if ( false === $redirect ) {
								return new WP_Error( 'redirect_bulk_failed', 'Invalid redirect', array( 'status' => 400 ) );
							}
							$redirect->$action();
						}
					} elseif ( ! empty( $params['global'] ) ) {
						if ( 'delete' === $action ) {
							Red_Item::delete_all( $params );
						} else {
							Red_Item::set_status_all( $action, $params );
						}
					}
					return fake_redirection_list( 'items' );
				},
			)
		);
		// Redirection_Api_Group::route_bulk(): chosen groups, or every group the list shows
		// ("select all"), each through Red_Group's own delete, enable or disable.
		register_rest_route(
			'redirection/v1',
			'/bulk/group/(?P<bulk>delete|enable|disable)',
			array(
				'methods'             => WP_REST_Server::EDITABLE,
				'permission_callback' => 'fake_redirection_has_access',
				'callback'            => function ( WP_REST_Request $request ) {
					$params = $request->get_params();
					$action = $request['bulk'];
					$items  = array();
					if ( isset( $params['items'] ) && is_array( $params['items'] ) ) {
						$items = $params['items'];
					} elseif ( ! empty( $params['global'] ) ) {
						$items = Red_Group::get_all_ids( $params );
					}
					foreach ( $items as $item ) {
						$group = Red_Group::get( intval( $item, 10 ) );
						if ( is_object( $group ) ) {
							$group->$action();
						}
					}
					return fake_redirection_list( 'groups' );
				},
			)
		);
	}
);
