<?php
/**
 * How wp-admin words the record post types (site-model.php): their full labels, and the notices
 * after a save or a bulk action. WordPress fills every label a post type does not give from its
 * own for posts ("Add New Post", "Search Posts"), and its notices after a save ("Post
 * published.") and in the list ("1 post moved to the Trash.") are a post's, whatever the type.
 */

namespace Corus\Site\RecordLabels;

defined( 'ABSPATH' ) || exit;

use const Corus\Site\Model\POST_TYPES;

function register(): void {
	add_filter( 'post_updated_messages', __NAMESPACE__ . '\\updated_messages' );
	add_filter( 'bulk_post_updated_messages', __NAMESPACE__ . '\\bulk_updated_messages', 10, 2 );
}

/**
 * Every label of a record post type WordPress 6.1 shows, from its singular and plural names
 * ("Investor event", "Investor events"). Records have no editor, featured image or page of
 * their own: nothing about those.
 *
 * @return array<string, string>
 */
function labels( string $singular, string $plural ): array {
	$one  = strtolower( $singular );
	$many = strtolower( $plural );
	return array(
		'name'                     => $plural,
		'singular_name'            => $singular,
		'menu_name'                => $plural,
		'name_admin_bar'           => $singular,
		'add_new'                  => 'Add New',
		'add_new_item'             => "Add New {$singular}",
		'edit_item'                => "Edit {$singular}",
		'new_item'                 => "New {$singular}",
		'view_item'                => "View {$singular}",
		'view_items'               => "View {$plural}",
		'search_items'             => "Search {$plural}",
		'not_found'                => "No {$many} found.",
		'not_found_in_trash'       => "No {$many} found in Trash.",
		'all_items'                => "All {$plural}",
		'archives'                 => "{$singular} Archives",
		'attributes'               => "{$singular} Attributes",
		'insert_into_item'         => "Insert into {$one}",
		'uploaded_to_this_item'    => "Uploaded to this {$one}",
		'filter_items_list'        => "Filter {$many} list",
		'filter_by_date'           => 'Filter by date',
		'items_list_navigation'    => "{$plural} list navigation",
		'items_list'               => "{$plural} list",
		'item_published'           => "{$singular} published.",
		'item_published_privately' => "{$singular} published privately.",
		'item_reverted_to_draft'   => "{$singular} reverted to draft.",
		'item_scheduled'           => "{$singular} scheduled.",
		'item_updated'             => "{$singular} updated.",
		'item_link'                => "{$singular} Link",
		'item_link_description'    => "A link to a {$one}.",
	);
}

/** The singular label of a record post type; null for any other type. */
function singular( string $post_type ): ?string {
	return isset( POST_TYPES[ $post_type ] ) ? POST_TYPES[ $post_type ][2] : null;
}

/**
 * The notices of the edit screen after a save (post.php's `message`), as WordPress words a
 * post's, without its "View post" links: a record has no page.
 *
 * @param array<string, array<int, string|false>> $messages
 * @return array<string, array<int, string|false>>
 */
function updated_messages( $messages ): array {
	$messages = (array) $messages;
	$post     = get_post();
	// The scheduled date as WordPress words a post's.
	$when = $post ? date_i18n( 'M j, Y @ H:i', strtotime( $post->post_date ) ) : '';
	// No nonce: it only chooses which notice the screen words, as WordPress's own does.
	$revision = isset( $_GET['revision'] ) ? absint( $_GET['revision'] ) : 0;
	foreach ( array_keys( POST_TYPES ) as $post_type ) {
		$singular               = singular( $post_type );
		$messages[ $post_type ] = array(
			0  => '',
			1  => "{$singular} updated.",
			2  => 'Custom field updated.',
			3  => 'Custom field deleted.',
			4  => "{$singular} updated.",
			5  => $revision ? sprintf( '%s restored to revision from %s.', $singular, wp_post_revision_title( $revision, false ) ) : false,
			6  => "{$singular} published.",
			7  => "{$singular} saved.",
			8  => "{$singular} submitted.",
			9  => sprintf( '%s scheduled for: <strong>%s</strong>.', $singular, esc_html( $when ) ),
			10 => "{$singular} draft updated.",
		);
	}
	return $messages;
}

/**
 * The list screen's notices after a bulk action: "1 investor event moved to the Trash.".
 *
 * @param array<string, array<string, string>> $messages
 * @param array<string, int>                   $counts   How many items each action changed.
 * @return array<string, array<string, string>>
 */
function bulk_updated_messages( $messages, $counts ): array {
	$messages = (array) $messages;
	foreach ( POST_TYPES as $post_type => $names ) {
		$name = fn( string $action ) => 1 === (int) ( $counts[ $action ] ?? 0 ) ? strtolower( $names[2] ) : strtolower( $names[3] );
		// %s: the count, which WordPress puts in after choosing the message.
		$messages[ $post_type ] = array(
			'updated'   => '%s ' . $name( 'updated' ) . ' updated.',
			'locked'    => 1 === (int) ( $counts['locked'] ?? 0 )
				? '%s ' . $name( 'locked' ) . ' not updated, somebody is editing it.'
				: '%s ' . $name( 'locked' ) . ' not updated, somebody is editing them.',
			'deleted'   => '%s ' . $name( 'deleted' ) . ' permanently deleted.',
			'trashed'   => '%s ' . $name( 'trashed' ) . ' moved to the Trash.',
			'untrashed' => '%s ' . $name( 'untrashed' ) . ' restored from the Trash.',
		);
	}
	return $messages;
}
