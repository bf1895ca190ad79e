<?php
/**
 * After an editor saves a post, page or record, both editors say whether the change is live on
 * the site, on its way, or failed (and when it is tried again), from the delivery log
 * (delivery-log.php): the block editor through a notice of its own (editor-status.js, polling
 * the REST route below), the classic editor through an admin notice on the screen it reloads
 * after the save. Each reads the newest delivery naming the post since its last save.
 */

namespace Corus\Site\EditorStatus;

defined( 'ABSPATH' ) || exit;

use Corus\Site\Delivery;
use Corus\Site\DeliveryLog;

const ROUTE_NAMESPACE = 'corus-site/v1';
const SCRIPT          = 'corus-site-editor-status';
/** A delivery's state, as a notice's status (the block editor's) and class (wp-admin's). */
const NOTICE_STATUS = array(
	DeliveryLog\PENDING  => 'info',
	DeliveryLog\RETRYING => 'warning',
	DeliveryLog\LIVE     => 'success',
	DeliveryLog\FAILED   => 'error',
	DeliveryLog\REPLACED => 'info',
);

function register(): void {
	add_action( 'rest_api_init', __NAMESPACE__ . '\\register_route' );
	add_action( 'enqueue_block_editor_assets', __NAMESPACE__ . '\\enqueue_script' );
	add_action( 'admin_notices', __NAMESPACE__ . '\\classic_notice' );
}

/** GET corus-site/v1/posts/<id>/delivery, for those who may edit the post. */
function register_route(): void {
	register_rest_route(
		ROUTE_NAMESPACE,
		'/posts/(?P<id>\d+)/delivery',
		array(
			'methods'             => 'GET',
			'callback'            => fn( \WP_REST_Request $request ) => status( (int) $request['id'] ),
			'permission_callback' => fn( \WP_REST_Request $request ) => current_user_can( 'edit_post', (int) $request['id'] ),
			'args'                => array(
				'id' => array(
					'type'     => 'integer',
					'required' => true,
				),
			),
		)
	);
}

/**
 * The delivery of the post's last save: its state ("none" when the save sent nothing: a draft),
 * a sentence for the editor, and the times it tells.
 *
 * @return array{state: string, message: string, key: ?string, attempts: int, retryAt: ?int, secondsToLive: ?float}
 */
function status( int $post_id ): array {
	$post  = get_post( $post_id );
	$entry = $post ? DeliveryLog\latest_for( "post:{$post_id}", (float) get_post_modified_time( 'U', true, $post ) ) : null;
	if ( null === $entry ) {
		return array(
			'state'         => 'none',
			'message'       => '',
			'key'           => null,
			'attempts'      => 0,
			'retryAt'       => null,
			'secondsToLive' => null,
		);
	}
	return array(
		'state'         => $entry['state'],
		'message'       => message( $entry ),
		'key'           => $entry['key'],
		'attempts'      => count( $entry['attempts'] ),
		'retryAt'       => $entry['retry_at'],
		'secondsToLive' => DeliveryLog\seconds_to_live( $entry ),
	);
}

/** @param array<string, mixed> $entry A delivery, as the log holds it. */
function message( array $entry ): string {
	switch ( $entry['state'] ) {
		case DeliveryLog\LIVE:
			$seconds = DeliveryLog\seconds_to_live( $entry );
			return null === $seconds
				? 'Live on the site: the site took the change.'
				: sprintf( 'Live on the site: the site took the change %s s after the save.', number_format_i18n( $seconds, 1 ) );
		case DeliveryLog\RETRYING:
			return sprintf(
				'Not on the site yet: the site did not take the change (%1$s). It is tried again at %2$s (attempt %3$d of %4$d).',
				$entry['why'],
				wp_date( get_option( 'time_format' ), (int) $entry['retry_at'] ),
				count( $entry['attempts'] ) + 1,
				count( Delivery\RETRY_DELAYS ) + 1
			);
		case DeliveryLog\FAILED:
			// Who can send it again, said to whoever reads it: an editor cannot, and asks.
			return sprintf(
				current_user_can( Delivery\SEND_AGAIN_CAPABILITY )
					? 'Not on the site: %s. Nothing will try again until you send it again from Tools > Site publishing.'
					: 'Not on the site: %s. Nothing will try again: ask an administrator to send it again from Tools > Site publishing (only administrators can).',
				rtrim( $entry['why'], '.' )
			);
		case DeliveryLog\REPLACED:
			return 'Sent again by hand from Tools > Site publishing: reload to see what came of it.';
		default:
			return 'Saved. On its way to the site, which is told when WP-Cron next runs.';
	}
}

/** In the block editor of a post (not the site's or the widgets' editor). */
function enqueue_script(): void {
	$screen = get_current_screen();
	if ( null === $screen || 'post' !== $screen->base ) {
		return;
	}
	// The folder's URL as installed (wp-content/mu-plugins/corus-site/): must-use plugins are not
	// registered with their real paths, so plugins_url() cannot follow a symbolic link to them.
	wp_enqueue_script(
		SCRIPT,
		WPMU_PLUGIN_URL . '/corus-site/editor-status.js',
		array( 'wp-api-fetch', 'wp-data', 'wp-editor', 'wp-edit-post', 'wp-notices' ),
		(string) filemtime( __DIR__ . '/editor-status.js' ),
		true
	);
}

/** In the classic editor, on the screen it reloads after a save (with `message`). */
function classic_notice(): void {
	$screen = get_current_screen();
	// No nonce: the screen only shows its user what they may see; the save it follows was checked.
	$post_id = isset( $_GET['message'], $_GET['post'] ) ? absint( $_GET['post'] ) : 0;
	if ( null === $screen || 'post' !== $screen->base || $screen->is_block_editor() || 0 === $post_id || ! current_user_can( 'edit_post', $post_id ) ) {
		return;
	}
	$status = status( $post_id );
	if ( 'none' === $status['state'] ) {
		return;
	}
	$waiting = in_array( $status['state'], array( DeliveryLog\PENDING, DeliveryLog\RETRYING ), true );
	printf(
		'<div class="notice notice-%s" id="corus-site-delivery-status"><p>%s</p></div>',
		esc_attr( NOTICE_STATUS[ $status['state'] ] ),
		esc_html( $status['message'] . ( $waiting ? ' Reload this page to see it arrive.' : '' ) )
	);
}
