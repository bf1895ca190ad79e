<?php
/**
 * The Redirection plugin as corus-site/redirection-field.php calls it, behaving as Redirection
 * 5.4.2 does (johngodley/redirection, tag 5.4.2: each class names the file it follows), over an
 * in-memory copy of its items table. Written for these tests from that source, not copied.
 * Never kinder than the real plugin: what is not modelled throws, so a test cannot pass on
 * behaviour Redirection does not have. Also the WordPress 6.1 functions the field and these
 * classes call that fake-wordpress.php does not have. Needs fake-wordpress.php (filters, posts).
 * Its admin side (the bulk routes, in a real WordPress) is fake-redirection-admin.php.
 *
 * Rules go in with FakeRedirection::add(), which stores a row as Red_Item::create() does
 * (models/redirect/redirect.php and redirect-sanitizer.php).
 */

final class FakeRedirection {
	/** @var array<int, array<string, string|null>> rows of wp_redirection_items, as wpdb returns them (strings) */
	public static array $items = array();
	/** @var array<string, mixed> the stored redirection_options, over the defaults */
	public static array $options = array();
	/** Queries made on the items table, for the "one lookup" check. */
	public static int $queries = 0;

	/**
	 * Stores a rule as Red_Item::create() would from the admin's fields: `url` as its sanitizer
	 * leaves it (percent-escapes decoded, "/café/"), `action_data` => [ 'url' => target ],
	 * `match_data` => [ 'source' => flags ], `regex`, `enabled`, `position`, `group_id`,
	 * `match_type`, `action_type`, `action_code`.
	 */
	public static function add( array $rule ): void {
		$url = (string) $rule['url'];
		if ( preg_match( '/%[0-9a-f]{2}/i', $url ) ) {
			throw new LogicException( "not modelled: Redirection's sanitizer decodes {$url} before storing it" );
		}
		$regex       = ! empty( $rule['regex'] );
		$action_type = $rule['action_type'] ?? 'url';
		$match_type  = $rule['match_type'] ?? 'url';
		$group_id    = (int) ( $rule['group_id'] ?? 1 );

		// Red_Item_Sanitize::get(): the source flags the rule sets, less those equal to the defaults.
		$source = array( 'flag_regex' => $regex );
		if ( isset( $rule['match_data']['source'] ) ) {
			$flags  = new Red_Source_Flags( $rule['match_data']['source'] );
			$source = array();
			foreach ( $flags->get_json() as $flag => $value ) {
				if ( red_get_options()[ $flag ] !== $value ) {
					$source[ $flag ] = $value;
				}
			}
			$regex = $flags->is_regex();
			if ( $flags->is_query_exact_order() ) {
				throw new LogicException( 'not modelled: "exact order" stores the source with its query' );
			}
		}

		// Red_Item_Sanitize::get_code(): a redirect code it does not know becomes 301, an error 404.
		$code = (int) ( $rule['action_code'] ?? 0 );
		if ( in_array( $action_type, array( 'url', 'random' ), true ) ) {
			$code = in_array( $code, array( 301, 302, 303, 304, 307, 308 ), true ) ? $code : 301;
		} elseif ( 'error' === $action_type ) {
			$code = in_array( $code, array( 400, 401, 403, 404, 410, 418, 451, 500, 501, 502, 503, 504 ), true ) ? $code : 404;
		} else {
			$code = 0;
		}

		// URL_Match::save(): the target, "/" when empty; none for actions without a URL.
		$action_data = null;
		if ( 'url' !== $match_type ) {
			$action_data = serialize( $rule['action_data'] ?? array() );
		} elseif ( in_array( $action_type, array( 'url', 'pass' ), true ) ) {
			$action_data = '' === (string) ( $rule['action_data']['url'] ?? '' ) ? '/' : (string) $rule['action_data']['url'];
		}

		// Red_Item::create(): without a position, the rule goes last in its group.
		$position = (int) ( $rule['position'] ?? 0 );
		if ( 0 === $position ) {
			$position = count( array_filter( self::$items, fn( $row ) => (int) $row['group_id'] === $group_id ) );
		}

		$id                 = count( self::$items ) + 1;
		self::$items[ $id ] = array(
			'id'          => (string) $id,
			'url'         => $url,
			'match_url'   => $regex ? 'regex' : ( new Red_Url_Match( $url ) )->get_url(),
			'match_data'  => json_encode( array( 'source' => $source ), JSON_UNESCAPED_SLASHES ),
			'regex'       => $regex ? '1' : '0',
			'position'    => (string) $position,
			'last_count'  => '0',
			'last_access' => '1970-01-01 00:00:00',
			'group_id'    => (string) $group_id,
			'status'      => false === ( $rule['enabled'] ?? true ) ? 'disabled' : 'enabled',
			'action_type' => $action_type,
			'action_code' => (string) $code,
			'action_data' => $action_data,
			'match_type'  => $match_type,
			'title'       => null,
		);
	}
}

/* ---- redirection-settings.php ---- */

const REDIRECTION_DB_VERSION = '4.2';

/** red_get_options(): the stored options over the defaults; a fresh install ignores case and trailing slashes. */
function red_get_options(): array {
	return array_merge(
		array(
			'database'      => '4.2',
			'rest_api'      => 0,
			'cache_key'     => 0,
			'flag_query'    => 'exact',
			'flag_case'     => true,
			'flag_trailing' => true,
			'flag_regex'    => false,
		),
		FakeRedirection::$options
	);
}

/** red_is_disabled(): the constant (the plugin's redirection-disable.txt is not modelled: no plugin folder). */
function red_is_disabled(): bool {
	return defined( 'REDIRECTION_DISABLE' ) && REDIRECTION_DISABLE;
}

/** red_get_rest_api(): get_rest_url() of the fake site for the default setting. */
function red_get_rest_api( $type = false ): string {
	if ( 0 !== ( false === $type ? red_get_options()['rest_api'] : $type ) ) {
		throw new LogicException( 'not modelled: a REST API setting other than the default' );
	}
	return 'https://cms.example.com/wp-json/';
}

/** The front end's 'redirection_url_target' listener (redirection-front.php, models/url/url-transform.php). */
add_filter(
	'redirection_url_target',
	static function ( $url ) {
		// A target that is a number is a post id: its permalink, when it has one.
		if ( is_numeric( $url ) ) {
			$post = get_post( (int) $url );
			return $post ? get_permalink( $post ) : $url;
		}
		if ( str_contains( (string) $url, '[' ) || str_contains( (string) $url, '%user' ) ) {
			throw new LogicException( "not modelled: Redirection's target shortcodes in {$url}" );
		}
		return $url;
	}
);

/* ---- database/database-status.php ---- */

class Red_Database_Status {
	public function needs_installing(): bool {
		// The pre-3.7 'redirection_version' option is not modelled: a fake site never had it.
		return '' === red_get_options()['database'];
	}

	public function does_support( $version ): bool {
		return version_compare( $this->get_current_version(), $version, 'ge' );
	}

	public function get_current_version(): string {
		$database = red_get_options()['database'];
		return '+OK' === $database ? REDIRECTION_DB_VERSION : (string) $database;
	}
}

/* ---- models/url/url-request.php ---- */

class Red_Url_Request {
	private string $original_url;
	private string $decoded_url;

	public function __construct( $url ) {
		$this->original_url = apply_filters( 'redirection_url_source', $url );
		$this->decoded_url  = rawurldecode( $this->original_url );
		// The decoded path with the query string as it came.
		$decoded = explode( '?', $this->decoded_url );
		$original = explode( '?', $this->original_url );
		$this->original_url = count( $decoded ) > 1 && count( $original ) > 1 ? $decoded[0] . '?' . $original[1] : $this->decoded_url;
	}

	public function get_original_url() {
		return $this->original_url;
	}

	public function get_decoded_url() {
		return $this->decoded_url;
	}

	public function is_valid(): bool {
		return strlen( $this->decoded_url ) > 0;
	}

	/** The REST API is never redirected. */
	public function is_protected_url(): bool {
		$rest     = wp_parse_url( red_get_rest_api() );
		$rest_api = $rest['path'] . ( isset( $rest['query'] ) ? '?' . $rest['query'] : '' );
		return substr( $this->decoded_url, 0, strlen( $rest_api ) ) === $rest_api;
	}
}

/* ---- models/redirect/redirect.php ---- */

class Red_Item {
	const MAX_REDIRECTS = 20000;

	private $id          = 0;
	private $url         = '';
	private $match_url   = '';
	private $match_data  = '';
	private $regex       = false;
	private $action_data = '';
	private $action_code = 0;
	private $action_type = '';
	private $match_type  = '';
	private $title       = '';
	private $last_access = 0;
	private $last_count  = 0;
	private $status      = 'enabled';
	private $position    = 0;
	private $group_id    = 0;

	public $source_flags   = null;
	public $source_options = null;
	public $match          = null;
	public $action         = null;

	public function __construct( $values = null ) {
		foreach ( (array) $values as $key => $value ) {
			if ( property_exists( $this, $key ) ) {
				$this->$key = $value;
			}
		}
		$this->regex = (bool) $this->regex;

		$this->match_type = empty( $this->match_type ) ? 'url' : $this->match_type;
		$this->match      = Red_Match::create( $this->match_type, $this->action_data );

		$this->action_type = empty( $this->action_type ) ? 'nothing' : $this->action_type;
		$this->action      = Red_Action::create( $this->action_type, $this->action_code );

		// The regex column, then the rule's own flags, each over the site's defaults.
		$this->source_flags = new Red_Source_Flags( array_merge( red_get_options(), array( 'flag_regex' => $this->regex ) ) );
		$json               = json_decode( (string) $this->match_data, true );
		if ( $json && isset( $json['source'] ) ) {
			$this->source_flags->set_flags( array_merge( red_get_options(), $json['source'] ) );
		}
	}

	/** Redirection's front-end query for a URL (database 4.0 and later). */
	public static function get_for_url( $url ): array {
		if ( ! ( new Red_Database_Status() )->does_support( '4.0' ) ) {
			throw new LogicException( 'not modelled: the pre-4.0 query (get_old_url)' );
		}
		return self::get_for_matched_url( $url );
	}

	/**
	 * SELECT * FROM wp_redirection_items WHERE match_url IN (<url>, <url with query>, 'regex')
	 * AND status='enabled' LIMIT 20000, sorted by position then id.
	 */
	public static function get_for_matched_url( $url ): array {
		if ( red_get_options()['cache_key'] > 0 ) {
			throw new LogicException( "not modelled: Redirection's object cache (Redirect_Cache)" );
		}
		$match   = new Red_Url_Match( $url );
		$wanted  = array( $match->get_url(), $match->get_url_with_params(), 'regex' );
		++FakeRedirection::$queries;
		$items = array();
		foreach ( FakeRedirection::$items as $row ) {
			if ( in_array( $row['match_url'], $wanted, true ) && 'enabled' === $row['status'] ) {
				$items[] = new Red_Item( $row );
			}
		}
		usort( $items, array( 'Red_Item', 'sort_urls' ) );
		return $items;
	}

	public static function sort_urls( $first, $second ) {
		if ( $first->position === $second->position ) {
			return ( $first->id < $second->id ) ? -1 : 1;
		}
		return ( $first->position < $second->position ) ? -1 : 1;
	}

	public function is_enabled(): bool {
		return 'enabled' === $this->status;
	}

	public function get_url() {
		return $this->url;
	}

	public function get_match_type() {
		return $this->match_type;
	}

	public function get_action_type() {
		return $this->action_type;
	}

	public function get_action_code(): int {
		return intval( $this->action_code, 10 );
	}

	public function get_match( $requested_url, $original_url = false ) {
		throw new LogicException( 'not modelled: get_match() counts a hit and logs a visit' );
	}
}

/* ---- models/url/url-flags.php ---- */

class Red_Source_Flags {
	private $flag_query    = 'exact';
	private $flag_case     = false;
	private $flag_trailing = false;
	private $flag_regex    = false;

	public function __construct( $json = null ) {
		if ( null !== $json ) {
			$this->set_flags( $json );
		}
	}

	public function set_flags( array $json ): void {
		if ( isset( $json['flag_query'] ) && in_array( $json['flag_query'], array( 'ignore', 'exact', 'pass', 'exactorder' ), true ) ) {
			$this->flag_query = $json['flag_query'];
		}
		foreach ( array( 'flag_case', 'flag_trailing', 'flag_regex' ) as $flag ) {
			if ( isset( $json[ $flag ] ) && is_bool( $json[ $flag ] ) ) {
				$this->$flag = $json[ $flag ];
			}
		}
		// A regular expression matches the query exactly.
		if ( isset( $json['flag_regex'] ) && true === $json['flag_regex'] ) {
			$this->flag_query = 'exact';
		}
	}

	public function is_ignore_trailing() {
		return $this->flag_trailing;
	}

	public function is_ignore_case() {
		return $this->flag_case;
	}

	public function is_regex() {
		return $this->flag_regex;
	}

	public function is_query_exact_order() {
		return 'exactorder' === $this->flag_query;
	}

	public function get_json(): array {
		return array(
			'flag_query'    => $this->flag_query,
			'flag_case'     => $this->flag_case,
			'flag_trailing' => $this->flag_trailing,
			'flag_regex'    => $this->flag_regex,
		);
	}
}

/* ---- models/match.php, matches/url.php ---- */

abstract class Red_Match {
	protected $type = '';

	public function get_type() {
		return $this->type;
	}

	public static function create( $name, $data = '' ) {
		$available = array( 'url', 'referrer', 'agent', 'login', 'header', 'custom', 'cookie', 'role', 'server', 'ip', 'page', 'language' );
		if ( ! in_array( strtolower( $name ), $available, true ) ) {
			return null;
		}
		$match       = 'url' === strtolower( $name ) ? new URL_Match( $data ) : new Fake_Visitor_Match( $data );
		$match->type = $name;
		return $match;
	}
}

/** "URL only": always matches; the target is the rule's, its groups filled in for a regex. */
class URL_Match extends Red_Match {
	public $url = '';

	public function __construct( $values = '' ) {
		if ( $values ) {
			$this->url = $values;
		}
	}

	public function is_match( $url ) {
		return true;
	}

	public function get_target_url( $original_url, $matched_url, Red_Source_Flags $flag, $is_matched ) {
		if ( $flag->is_regex() ) {
			return ( new Red_Regex( $matched_url, $flag->is_ignore_case() ) )->replace( $this->url, $original_url );
		}
		return $this->url;
	}
}

/** Every other match type (login, role, referrer, cookie, IP, server...) tests the visitor: not modelled. */
class Fake_Visitor_Match extends Red_Match {
	public function __construct( $values = '' ) {}

	public function is_match( $url ) {
		throw new LogicException( "not modelled: the {$this->type} match tests the visitor" );
	}

	public function get_target_url( $original_url, $matched_url, Red_Source_Flags $flag, $is_matched ) {
		throw new LogicException( "not modelled: the {$this->type} match tests the visitor" );
	}
}

/* ---- models/action.php, actions/*.php ---- */

abstract class Red_Action {
	protected $code   = 0;
	protected $type   = '';
	protected $target = null;

	public function __construct( $values = array() ) {
		foreach ( (array) $values as $key => $value ) {
			$this->$key = $value;
		}
	}

	public static function create( $name, $code ) {
		$available = array(
			'url'     => 'Url_Action',
			'error'   => 'Error_Action',
			'nothing' => 'Nothing_Action',
			'random'  => 'Random_Action',
			'pass'    => 'Pass_Action',
		);
		if ( ! isset( $available[ $name ] ) ) {
			return null;
		}
		$action       = new $available[ $name ]( array( 'code' => $code ) );
		$action->type = $name;
		return $action;
	}

	public function get_code() {
		return $this->code;
	}

	public function get_type() {
		return $this->type;
	}

	public function set_target( $target_url ) {
		$this->target = $target_url;
	}

	public function get_target() {
		return $this->target;
	}

	public function needs_target() {
		return false;
	}

	public function run() {
		throw new LogicException( 'not modelled: an action runs on WordPress, not in the lookup' );
	}
}

class Url_Action extends Red_Action {
	public function needs_target() {
		return true;
	}
}

class Random_Action extends Url_Action {}

class Pass_Action extends Url_Action {}

class Error_Action extends Red_Action {}

class Nothing_Action extends Red_Action {}

/* ---- models/url/url.php ---- */

class Red_Url {
	private $url;

	public function __construct( $url = '' ) {
		$this->url = str_replace( ' ', '%20', $url );
	}

	public function get_url() {
		return $this->url;
	}

	public function is_match( $requested_url, Red_Source_Flags $flags ) {
		if ( $flags->is_regex() ) {
			return ( new Red_Regex( $this->url, $flags->is_ignore_case() ) )->is_match( $requested_url );
		}
		$path  = new Red_Url_Path( $this->url );
		$query = new Red_Url_Query( $this->url, $flags );
		return $path->is_match( $requested_url, $flags ) && $query->is_match( $requested_url, $flags );
	}
}

/* ---- models/url/url-path.php ---- */

class Red_Url_Path {
	private $path;

	public function __construct( $path ) {
		// The path of an absolute URL, up to the query ("\?" escapes a literal "?"), urldecoded.
		if ( preg_match( '@^https?://@', $path ) > 0 ) {
			$parts = explode( '://', $path );
			$path  = '/' . implode( '/', array_slice( explode( '/', $parts[1] ), 1 ) );
		}
		$query   = strpos( $path, '?' );
		$escaped = strpos( $path, '\\?' );
		if ( false !== $escaped && $escaped < $query ) {
			$path = substr( $path, 0, $escaped );
		} elseif ( false !== $query ) {
			$path = substr( $path, 0, $query );
		}
		$this->path = urldecode( $path );
	}

	public function is_match( $url, Red_Source_Flags $flags ) {
		$target = new Red_Url_Path( $url );
		$source_path = $this->get();
		$target_path = $target->get();
		if ( $flags->is_ignore_trailing() ) {
			$source_path = $this->get_without_trailing_slash();
			$target_path = $target->get_without_trailing_slash();
		}
		if ( $flags->is_ignore_case() ) {
			$source_path = self::to_lower( $source_path );
			$target_path = self::to_lower( $target_path );
		}
		return $target_path === $source_path;
	}

	public static function to_lower( $url ) {
		return function_exists( 'mb_strtolower' ) ? mb_strtolower( $url, 'UTF-8' ) : strtolower( $url );
	}

	public function get() {
		return $this->path;
	}

	public function get_without_trailing_slash() {
		return '/' === $this->path ? $this->path : preg_replace( '@/$@', '', $this->path );
	}
}

/* ---- models/url/url-query.php ---- */

/** Modelled for a requested URL without a query string, the only kind the field asks about. */
class Red_Url_Query {
	/** @var array the source's parameters */
	private array $query = array();
	/** @var string|false the source's query when it has a "?" but no parameter PHP can parse */
	private $match_exact = false;

	public function __construct( $url, $flags ) {
		$query = $this->get_query_after( $flags->is_ignore_case() ? Red_Url_Path::to_lower( $url ) : $url );
		parse_str( $query, $this->query );
		if ( 0 === count( $this->query ) && false !== strpos( $url, '?' ) ) {
			$this->match_exact = $query;
		}
	}

	public function is_match( $url, Red_Source_Flags $flags ) {
		if ( false !== strpos( $url, '?' ) ) {
			throw new LogicException( 'not modelled: matching a requested query string' );
		}
		if ( false !== $this->match_exact ) {
			return '' === $this->match_exact;
		}
		// Every source parameter must be in the request, which has none.
		return 0 === count( $this->query );
	}

	public function get_query_after( $url ) {
		$query   = strpos( $url, '?' );
		$escaped = strpos( $url, '\\?' );
		if ( false === $query ) {
			return '';
		}
		if ( false !== $escaped && $escaped < $query ) {
			return substr( $url, $escaped + 2 );
		}
		return substr( $url, $query + 1 );
	}
}

/* ---- models/url/url-match.php ---- */

/** The form rules are looked up by (the match_url column): decoded, re-encoded, lower case, no trailing slash. */
class Red_Url_Match {
	private $url;

	public function __construct( $url ) {
		$this->url = $url;
	}

	public function get_url() {
		$path = ( new Red_Url_Path( $this->url ) )->get_without_trailing_slash();
		$path = rawurlencode( $path );
		foreach ( array( '/', ':', '[', ']', '@', '~', ',', '(', ')', ';' ) as $char ) {
			$path = str_replace( rawurlencode( $char ), $char, $path );
		}
		$path = Red_Url_Path::to_lower( $path );
		return $path ? $path : '/';
	}

	public function get_url_with_params() {
		if ( false !== strpos( $this->url, '?' ) ) {
			throw new LogicException( 'not modelled: a looked-up URL with a query string' );
		}
		return $this->get_url();
	}
}

/* ---- models/regex.php ---- */

class Red_Regex {
	private $pattern;
	private $case;

	public function __construct( $pattern, $case_insensitive = false ) {
		$this->pattern = rawurldecode( $pattern );
		$this->case    = $case_insensitive;
	}

	/** An invalid pattern matches nothing. */
	public function is_match( $target ) {
		return @preg_match( $this->get_regex(), $target ) > 0; // phpcs:ignore Generic.PHP.NoSilencedErrors -- as Redirection does: an invalid pattern warns.
	}

	/** An invalid pattern leaves the target as it is; spaces are encoded, %20 in the path and + in the query. */
	public function replace( $replace_pattern, $target ) {
		$result = @preg_replace( $this->get_regex(), $replace_pattern, $target ); // phpcs:ignore Generic.PHP.NoSilencedErrors -- as Redirection does.
		if ( null === $result ) {
			return $target;
		}
		$split = explode( '?', $result );
		if ( 2 === count( $split ) ) {
			return str_replace( ' ', '%20', $split[0] ) . '?' . str_replace( ' ', '+', $split[1] );
		}
		return str_replace( ' ', '%20', $result );
	}

	private function get_regex() {
		return '@' . str_replace( '@', '\\@', $this->pattern ) . '@s' . ( $this->case ? 'i' : '' );
	}
}

/* ---- WordPress 6.1: wp-includes/http.php, wp-includes/pluggable.php ---- */

function wp_parse_url( $url, $component = -1 ) {
	$unset = array();
	$url   = (string) $url;
	if ( '//' === substr( $url, 0, 2 ) ) {
		$unset = array( 'scheme' );
		$url   = 'placeholder:' . $url;
	} elseif ( '/' === substr( $url, 0, 1 ) ) {
		$unset = array( 'scheme', 'host' );
		$url   = 'placeholder://placeholder' . $url;
	}
	$parts = parse_url( $url );
	if ( false === $parts ) {
		return false;
	}
	foreach ( $unset as $key ) {
		unset( $parts[ $key ] );
	}
	if ( -1 !== $component ) {
		throw new LogicException( 'not modelled: wp_parse_url() of one component' );
	}
	return $parts;
}

/** What wp_redirect() puts in the Location header. */
function wp_sanitize_redirect( $location ) {
	$location = str_replace( ' ', '%20', $location );
	// UTF-8 sequences, up to 40 characters at a time, percent-encoded.
	$utf8     = '/((?:[\xC2-\xDF][\x80-\xBF]|\xE0[\xA0-\xBF][\x80-\xBF]|[\xE1-\xEC][\x80-\xBF]{2}|\xED[\x80-\x9F][\x80-\xBF]|[\xEE-\xEF][\x80-\xBF]{2}|\xF0[\x90-\xBF][\x80-\xBF]{2}|[\xF1-\xF3][\x80-\xBF]{3}|\xF4[\x80-\x8F][\x80-\xBF]{2}){1,40})/';
	$location = preg_replace_callback( $utf8, fn( $matches ) => urlencode( $matches[0] ), $location );
	$location = preg_replace( '|[^a-z0-9-~+_.?#=&;,/:%!*\[\]()@]|i', '', $location );
	// wp_kses_no_null() has nothing left to remove; _deep_replace() of CR and LF escapes.
	do {
		$location = str_replace( array( '%0d', '%0a', '%0D', '%0A' ), '', $location, $count );
	} while ( $count );
	return $location;
}
