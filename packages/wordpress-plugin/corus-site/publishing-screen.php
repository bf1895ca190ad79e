<?php
/**
 * Tools > Site publishing, for users who may manage options: the delivery log
 * (delivery-log.php), newest first, each delivery with what changed, its attempts, its state
 * (live, pending, retrying when, failed why), what the site purged and how long the change took
 * to go live; and "Send again", which delivers a logged delivery's changes anew, at once.
 */

namespace Corus\Site\PublishingScreen;

defined( 'ABSPATH' ) || exit;

use Corus\Site\Delivery;
use Corus\Site\DeliveryLog;
use Corus\Site\EditorStatus;
use Corus\Site\Schedule;
use function Corus\Site\webhook_url;

const PAGE       = 'corus-site-publishing';
const CAPABILITY = Delivery\SEND_AGAIN_CAPABILITY;
/** admin-post.php's action, and with the delivery's key, its nonce's. */
const SEND_AGAIN = 'corus_site_send_again';

function register(): void {
	add_action( 'admin_menu', __NAMESPACE__ . '\\add_page' );
	add_action( 'admin_post_' . SEND_AGAIN, __NAMESPACE__ . '\\send_again' );
}

function add_page(): void {
	add_management_page( 'Site publishing', 'Site publishing', CAPABILITY, PAGE, __NAMESPACE__ . '\\render' );
}

/** @param array<string, string> $args */
function url( array $args = array() ): string {
	return add_query_arg( array_merge( array( 'page' => PAGE ), $args ), admin_url( 'tools.php' ) );
}

/** "Send again" (a POST to admin-post.php): sends, then shows the screen with the outcome. */
function send_again(): void {
	if ( ! current_user_can( CAPABILITY ) ) {
		wp_die( 'Sorry, you are not allowed to send deliveries to the site.', 403 );
	}
	$key = isset( $_POST['key'] ) ? sanitize_key( wp_unslash( $_POST['key'] ) ) : '';
	check_admin_referer( SEND_AGAIN . $key );
	$again = Delivery\send_again( $key );
	wp_safe_redirect( url( null === $again ? array( 'gone' => '1' ) : array( 'sent' => $again ) ) );
	exit;
}

function render(): void {
	if ( ! current_user_can( CAPABILITY ) ) {
		return;
	}
	echo '<div class="wrap"><h1>Site publishing</h1>';
	outcome_notice();
	printf(
		'<p>%s</p><p>%s <a href="%s">Site Health</a> checks it.</p>',
		esc_html(
			sprintf(
				'Each change saved in WordPress is delivered to the site\'s publish webhook (%s), which purges what shows it. A delivery the site cannot take is tried again after 30 seconds, 2 minutes and 10 minutes. These are the last %d deliveries, newest first.',
				webhook_url() ?? 'not set: CORUS_SITE_URL is missing',
				DeliveryLog\LIMIT
			)
		),
		esc_html( Schedule\cron_summary() ),
		esc_url( admin_url( 'site-health.php' ) )
	);
	$entries = DeliveryLog\entries();
	if ( empty( $entries ) ) {
		echo '<p>Nothing has been delivered yet.</p></div>';
		return;
	}
	// Scrolls sideways on a narrow screen rather than the page; reachable by keyboard to scroll it.
	echo '<section aria-label="Deliveries" tabindex="0" style="overflow-x: auto"><table class="widefat striped"><caption class="screen-reader-text">Deliveries to the site, newest first</caption><thead><tr>';
	foreach ( array( 'Saved', 'What changed', 'State', 'Attempts (HTTP status)', 'Purged by the site', 'Seconds to live', 'Action' ) as $heading ) {
		printf( '<th scope="col">%s</th>', esc_html( $heading ) );
	}
	echo '</tr></thead><tbody>';
	foreach ( $entries as $entry ) {
		row( $entry );
	}
	echo '</tbody></table></section></div>';
}

/** After "Send again": what became of it. */
function outcome_notice(): void {
	// No nonce: these only say which delivery to describe, to a user who may see them all.
	if ( isset( $_GET['gone'] ) ) {
		echo '<div class="notice notice-error"><p>That delivery is no longer in the log: nothing was sent.</p></div>';
	}
	$entry = isset( $_GET['sent'] ) ? DeliveryLog\entry( sanitize_key( wp_unslash( $_GET['sent'] ) ) ) : null;
	if ( null !== $entry ) {
		printf(
			'<div class="notice notice-%s" id="corus-site-sent-again"><p>Sent again. %s</p></div>',
			esc_attr( EditorStatus\NOTICE_STATUS[ $entry['state'] ] ),
			esc_html( state_text( $entry ) )
		);
	}
}

/** @param array<string, mixed> $entry " and N more" when the log kept only some subjects. */
function more_subjects( array $entry ): string {
	$more = DeliveryLog\unlisted( $entry );
	return $more > 0 ? sprintf( ' and %d more', $more ) : '';
}

/** @param array<string, mixed> $entry */
function row( array $entry ): void {
	$saved = isset( $entry['saved'] ) ? wp_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ), (int) $entry['saved'] ) : 'unknown';
	$user  = $entry['user'] ? get_userdata( $entry['user'] ) : false;
	$by    = $user ? " by {$user->display_name}" : '';
	$again = $entry['resent_from'] ? ' (sent again by hand)' : '';
	$tries = array_map( fn( $attempt ) => $attempt['status'] ? (string) $attempt['status'] : 'no answer', $entry['attempts'] );
	$taken = DeliveryLog\seconds_to_live( $entry );
	printf(
		'<tr id="corus-site-delivery-%1$s" data-state="%2$s"><td>%3$s</td><td>%4$s<br>%5$s</td><td>%6$s</td><td>%7$s</td><td>%8$s</td><td>%9$s</td><td>',
		esc_attr( $entry['key'] ),
		esc_attr( $entry['state'] ),
		esc_html( $saved . $by . $again ),
		implode( ', ', array_map( fn( $subject ) => subject_html( $subject, $entry['names'] ?? array() ), $entry['subjects'] ) ) . esc_html( more_subjects( $entry ) ),
		esc_html( 'Sent as: ' . implode( ', ', array_unique( array_column( $entry['changes'], 'type' ) ) ) ),
		esc_html( state_text( $entry ) ),
		esc_html( count( $tries ) . ( $tries ? ' (' . implode( ', ', $tries ) . ')' : '' ) ),
		esc_html( purged_text( $entry['purged'] ) ),
		esc_html( null === $taken ? '-' : number_format_i18n( $taken, 1 ) )
	);
	printf(
		'<form method="post" action="%s"><input type="hidden" name="action" value="%s"><input type="hidden" name="key" value="%s">',
		esc_url( admin_url( 'admin-post.php' ) ),
		esc_attr( SEND_AGAIN ),
		esc_attr( $entry['key'] )
	);
	wp_nonce_field( SEND_AGAIN . $entry['key'] );
	printf(
		'<button type="submit" class="button">Send again<span class="screen-reader-text"> the delivery saved %s</span></button></form></td></tr>',
		esc_html( $saved )
	);
}

/** @param array<string, mixed> $entry */
function state_text( array $entry ): string {
	switch ( $entry['state'] ) {
		case DeliveryLog\LIVE:
			return 'Live: the site took it.';
		case DeliveryLog\RETRYING:
			return sprintf( 'Not taken (%s); tried again at %s.', $entry['why'], wp_date( get_option( 'time_format' ), (int) $entry['retry_at'] ) );
		case DeliveryLog\FAILED:
			return sprintf( 'Failed: %s.', rtrim( $entry['why'], '.' ) );
		case DeliveryLog\REPLACED:
			return 'Sent again by hand: the newer delivery says what came of it. Not tried again.';
		default:
			return 'Pending: waiting for the next WP-Cron run.';
	}
}

/** @param array<string, mixed>|null $purged What the site said it purged (DeliveryLog\purged()). */
function purged_text( ?array $purged ): string {
	if ( null === $purged ) {
		return 'nothing yet';
	}
	$more  = fn( int $count, array $names ) => $count > count( $names ) ? sprintf( ' and %d more', $count - count( $names ) ) : '';
	$cache = $purged['everything']
		? sprintf( 'Everything (%d cached answers).', $purged['entries'] )
		: sprintf( '%d cached answers, by tag: %s%s.', $purged['entries'], implode( ' ', $purged['tags'] ), $more( $purged['tag_count'], $purged['tags'] ) );
	$cdn   = null === $purged['invalidation']
		? ' CDN: no invalidation.'
		: sprintf( ' CDN: invalidation %s of %s%s.', $purged['invalidation'], implode( ' ', $purged['paths'] ), $more( $purged['path_count'], $purged['paths'] ) );
	return $cache . $cdn;
}

/**
 * What a subject ("post:12", "term:3", "option:blogname") is, in words, a post linked to its
 * editor; a menu item as its menu names it (an item has no editor, and often no title of its own).
 *
 * @param array<string, string> $names Subjects in words as they were when they changed.
 */
function subject_html( string $subject, array $names = array() ): string {
	list( $type, $name ) = array_pad( explode( ':', $subject, 2 ), 2, '' );
	switch ( $type ) {
		case 'post':
			$post = get_post( (int) $name );
			if ( ! $post ) {
				return esc_html( isset( $names[ $subject ] ) ? "{$names[ $subject ]} (deleted)" : "post {$name} (deleted)" );
			}
			if ( 'nav_menu_item' === $post->post_type ) {
				return esc_html( DeliveryLog\menu_item_name( $post ) );
			}
			$label = get_post_type_object( $post->post_type )->labels->singular_name ?? $post->post_type;
			$title = sprintf( '%s "%s"', $label, get_the_title( $post ) );
			$link  = get_edit_post_link( $post, 'raw' );
			return $link ? sprintf( '<a href="%s">%s</a>', esc_url( $link ), esc_html( $title ) ) : esc_html( $title );
		case 'term':
			$term = get_term( (int) $name );
			return esc_html( $term instanceof \WP_Term ? "menu \"{$term->name}\"" : "menu {$name} (deleted)" );
		case 'option':
			return esc_html( "setting {$name}" );
		case 'options-page':
			return 'the Site Options page';
		case 'theme':
			return 'the theme';
		case 'redirection':
			return 'Redirection\'s rules';
		default:
			return esc_html( $subject );
	}
}
