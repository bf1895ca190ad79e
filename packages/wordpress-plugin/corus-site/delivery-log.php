<?php
/**
 * The delivery log: the last LIMIT deliveries to the site's publish webhook, each with what
 * changed (the webhook's changes, and what in WordPress they came from), when it was saved, who
 * saved it, every attempt (when, the HTTP status, why it failed), its state, when it is tried
 * again, and what the site answered it purged. The Site publishing screen and the editors'
 * notices read it; nothing else depends on it.
 *
 * One option, not autoloaded (nothing loads it but those readers and the deliveries), rather
 * than a table of its own: a must-use plugin has no activation to create and migrate a table
 * on, and fifty entries of a few hundred bytes are one small row. Each write reads the option
 * afresh and changes one entry; two requests writing in the same moment (a cron run recording
 * an answer while a save queues another delivery) can still lose one of the two writes, which
 * costs a line of the log, never a delivery (WP-Cron holds those).
 */

namespace Corus\Site\DeliveryLog;

defined( 'ABSPATH' ) || exit;

const OPTION = 'corus_site_delivery_log';
/** The deliveries kept, the newest. */
const LIMIT = 50;
/** Of the site's answer, the tags and paths kept (and their counts). */
const MAX_NAMES = 20;
/**
 * Of what a delivery came from, the subjects kept (and their count): a bulk edit of a thousand
 * posts is one delivery, and must not make the one option a megabyte. An editor's status of a
 * post past these in such an edit shows nothing.
 */
const MAX_SUBJECTS = 100;

/** Queued, not answered yet. */
const PENDING = 'pending';
/** Not taken; tried again at `retry_at`. */
const RETRYING = 'retrying';
/** Taken by the site, which purged what it showed of the change. */
const LIVE = 'live';
/** Refused, or never sent: nothing will try again but an administrator's "Send again". */
const FAILED = 'failed';
/** Sent again by hand as `replaced_by`, which says what came of it; nothing tries it again. */
const REPLACED = 'replaced';

/**
 * A new delivery, queued (or one queued anew, with more changes: its entry is replaced).
 *
 * @param array<int, array<string, mixed>> $changes     The webhook body's changes.
 * @param string[]                         $subjects    What in WordPress they came from: "post:12", "term:3", "option:blogname", ...
 * @param string|null                      $resent_from The delivery this one sends again.
 * @param array<string, string>            $names       Subjects in words as they were then (a menu item, which may since be gone).
 * @param int                              $unlisted    Subjects beyond `$subjects` that an entry it comes from had no room for.
 */
function add( string $key, array $changes, array $subjects, ?string $resent_from = null, array $names = array(), int $unlisted = 0 ): void {
	$kept                   = array_slice( $subjects, 0, MAX_SUBJECTS );
	$entry                  = blank( $key, $changes );
	$entry['subjects']      = $kept;
	$entry['subject_count'] = count( $subjects ) + $unlisted;
	$entry['names']         = array_intersect_key( $names, array_flip( $kept ) );
	$entry['saved']         = microtime( true );
	$entry['user']          = get_current_user_id();
	$entry['resent_from']   = $resent_from;
	update( $key, fn() => $entry );
}

/**
 * An entry with nothing known but its changes: queued, its save time unknown.
 *
 * @param array<int, array<string, mixed>> $changes
 * @return array<string, mixed>
 */
function blank( string $key, array $changes ): array {
	return array(
		'key'           => $key,
		'changes'       => $changes,
		'subjects'      => array(),
		'subject_count' => 0,
		'names'         => array(),
		'saved'         => null,
		'user'          => 0,
		'resent_from'   => null,
		'state'         => PENDING,
		'why'           => '',
		'attempts'      => array(),
		'retry_at'      => null,
		'answered'      => null,
		'purged'        => null,
		'replaced_by'   => null,
	);
}

/**
 * An attempt and what came of it. A delivery the log no longer holds (or queued before it
 * existed) is added back, its save time unknown.
 *
 * @param array<int, array<string, mixed>> $changes
 * @param int                              $status The HTTP status; 0 for no answer.
 * @param string                           $why    Why it failed; empty when taken.
 * @param array<string, mixed>             $answer The site's answer (its JSON body).
 */
function attempted( string $key, array $changes, int $status, string $why, string $state, array $answer = array(), ?int $retry_at = null ): void {
	$now = microtime( true );
	update(
		$key,
		function ( ?array $entry ) use ( $key, $changes, $status, $why, $state, $answer, $retry_at, $now ) {
			$entry             ??= blank( $key, $changes );
			$entry['attempts'][] = array(
				'at'     => $now,
				'status' => $status,
				'why'    => $why,
			);
			$entry['state']      = $state;
			$entry['why']        = $why;
			$entry['retry_at']   = $retry_at;
			if ( LIVE === $state ) {
				$entry['answered'] = $now;
			}
			$entry['purged'] = purged( $answer ) ?? $entry['purged'];
			return $entry;
		}
	);
}

/**
 * Never sent (the plugin's settings are missing): failed, with no attempt.
 *
 * @param array<int, array<string, mixed>> $changes
 */
function not_sent( string $key, array $changes, string $why ): void {
	update(
		$key,
		function ( ?array $entry ) use ( $key, $changes, $why ) {
			$entry        ??= blank( $key, $changes );
			$entry['state'] = FAILED;
			$entry['why']   = $why;
			return $entry;
		}
	);
}

/** The delivery `$key` sent again by hand as `$by`: it is not tried again itself. */
function replaced( string $key, string $by ): void {
	update(
		$key,
		function ( ?array $entry ) use ( $key, $by ) {
			$entry              ??= blank( $key, array() );
			$entry['state']       = REPLACED;
			$entry['retry_at']    = null;
			$entry['replaced_by'] = $by;
			return $entry;
		}
	);
}

/**
 * A menu item in words: its label (which WordPress takes from the page or post it links to
 * when the item has no title of its own) and its menu's name.
 */
function menu_item_name( \WP_Post $item ): string {
	$label = wp_setup_nav_menu_item( $item )->title;
	$menus = wp_get_object_terms( $item->ID, 'nav_menu', array( 'fields' => 'names' ) );
	$menus = is_array( $menus ) ? $menus : array();
	return sprintf( 'menu item "%s"', $label ) . ( $menus ? sprintf( ' in menu "%s"', implode( '", "', $menus ) ) : '' );
}

/** @param array<string, mixed> $entry How many of its subjects it has no room for. */
function unlisted( array $entry ): int {
	return max( 0, ( $entry['subject_count'] ?? 0 ) - count( $entry['subjects'] ) );
}

/** @return array<string, mixed>|null The delivery `$key`, if the log still holds it. */
function entry( string $key ): ?array {
	return read()[ $key ] ?? null;
}

/** @return array<int, array<string, mixed>> The deliveries, newest first. */
function entries(): array {
	return array_reverse( array_values( read() ) );
}

/**
 * The newest delivery of a change to `$subject` ("post:12") saved at `$since` or later.
 *
 * @return array<string, mixed>|null
 */
function latest_for( string $subject, float $since ): ?array {
	foreach ( entries() as $entry ) {
		if ( ( $entry['saved'] ?? 0 ) >= $since && in_array( $subject, $entry['subjects'], true ) ) {
			return $entry;
		}
	}
	return null;
}

/** Seconds from the save to the site's taking it; null until taken (or when the save is unknown). */
function seconds_to_live( array $entry ): ?float {
	return isset( $entry['answered'], $entry['saved'] ) ? round( $entry['answered'] - $entry['saved'], 1 ) : null;
}

/**
 * What the site's answer says it purged: its server cache (by tags, or everything, and how many
 * entries) and the CDN (the invalidation's id and paths).
 *
 * @param array<string, mixed> $answer
 * @return array{everything: bool, tags: string[], tag_count: int, entries: int, invalidation: ?string, paths: string[], path_count: int}|null
 */
function purged( array $answer ): ?array {
	$purged = $answer['purged'] ?? null;
	if ( ! is_array( $purged ) ) {
		return null;
	}
	$cdn   = is_array( $answer['invalidation'] ?? null ) ? $answer['invalidation'] : array();
	$tags  = array_values( array_filter( is_array( $purged['tags'] ?? null ) ? $purged['tags'] : array(), 'is_string' ) );
	$paths = array_values( array_filter( is_array( $cdn['paths'] ?? null ) ? $cdn['paths'] : array(), 'is_string' ) );
	return array(
		'everything'   => true === ( $purged['all'] ?? false ),
		'tags'         => array_slice( $tags, 0, MAX_NAMES ),
		'tag_count'    => count( $tags ),
		'entries'      => (int) ( $purged['entries'] ?? 0 ),
		'invalidation' => is_string( $cdn['id'] ?? null ) ? $cdn['id'] : null,
		'paths'        => array_slice( $paths, 0, MAX_NAMES ),
		'path_count'   => count( $paths ),
	);
}

/** @return array<string, array<string, mixed>> The log by key, oldest first. */
function read(): array {
	// Afresh: another request (a cron run, an editor's save) may have written it since this one read it.
	wp_cache_delete( OPTION, 'options' );
	$log = get_option( OPTION, array() );
	return is_array( $log ) ? $log : array();
}

/** Changes one entry (`$change` gets it, or null) and keeps the newest LIMIT. */
function update( string $key, callable $change ): void {
	$log         = read();
	$log[ $key ] = $change( $log[ $key ] ?? null );
	update_option( OPTION, array_slice( $log, -LIMIT, null, true ), false );
}
