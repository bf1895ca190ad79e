<?php
/**
 * Plugin Name: WPGraphQL 2.20's node loading, faked for the tests
 * Description: What corus-site/polylang-uris.php meets of WPGraphQL when it answers
 * graphql_pre_resolve_uri, as WPGraphQL 2.20.0 does it (wp-graphql/wp-graphql,
 * plugins/wp-graphql/src/; each part names the file it follows) and graphql-php's Deferred:
 * the AppContext NodeResolver hands the filter, its post and term loaders (load_deferred(): a
 * Deferred of the node's model, or of null when the model is private to the current user), the
 * models' privacy (Model\Post::is_private() and is_post_private(), Model::get_visibility()),
 * and the post types and taxonomies WPGraphQL shows (WordPress's own get show_in_graphql, as
 * WPGraphQL gives it them). Written for these tests from that source, not copied. A loader
 * other than post and term throws: what is not modelled cannot pass a test. NodeResolver itself
 * is not here: the test applies its first step, the filter, as resolve_uri() does.
 * Loaded as a must-use plugin by tests/wordpress-plugin/polylang-uris.test.ts.
 */

namespace GraphQL {

	/** graphql-php's Deferred (src/Deferred.php, SyncPromise): run when the executor runs its queue. */
	final class Deferred {
		/** @var callable[] the queue SyncPromiseQueue keeps */
		private static array $queue = array();
		public const PENDING   = 0;
		public const FULFILLED = 1;
		public int $state      = self::PENDING;
		/** @var mixed */
		public $result;

		public function __construct( callable $executor ) {
			self::$queue[] = function () use ( $executor ): void {
				$this->result = $executor();
				$this->state  = self::FULFILLED;
			};
		}

		/** SyncPromise::runQueue(): what the executor does before it reads a deferred field. */
		public static function runQueue(): void {
			while ( self::$queue ) {
				$task = array_shift( self::$queue );
				$task();
			}
		}
	}
}

namespace WPGraphQL {

	use WPGraphQL\Data\Loader\PostObjectLoader;
	use WPGraphQL\Data\Loader\TermObjectLoader;

	/** src/AppContext.php: the loaders by key. */
	class AppContext {
		private array $loaders = array();

		public function get_loader( $key ) {
			$classes = array(
				'post' => PostObjectLoader::class,
				'term' => TermObjectLoader::class,
			);
			if ( ! isset( $classes[ $key ] ) ) {
				throw new \LogicException( "fake-wpgraphql-nodes: the loader {$key} is not modelled" );
			}
			$this->loaders[ $key ] ??= new $classes[ $key ]( $this );
			return $this->loaders[ $key ];
		}
	}
}

namespace WPGraphQL\Data\Loader {

	use GraphQL\Deferred;
	use WPGraphQL\AppContext;
	use WPGraphQL\Model\Model;
	use WPGraphQL\Model\Post;
	use WPGraphQL\Model\Term;

	/** src/Data/Loader/AbstractDataLoader.php: load_deferred(), load(), normalize_entry(). */
	abstract class AbstractDataLoader {
		public function __construct( protected AppContext $context ) {}

		public function load_deferred( $database_id ) {
			if ( empty( $database_id ) ) {
				return null;
			}
			$database_id = absint( $database_id );
			return new Deferred(
				function () use ( $database_id ) {
					return $this->load( $database_id );
				}
			);
		}

		public function load( $key ) {
			$entry = $this->entry( $key );
			$model = null === $entry ? null : $this->get_model( $entry, $key );
			// A model private to the current user is no node at all.
			if ( $model instanceof Model && 'private' === $model->get_visibility() ) {
				return null;
			}
			return $model;
		}

		abstract protected function entry( $key );

		abstract protected function get_model( $entry, $key );
	}

	/** src/Data/Loader/PostObjectLoader.php: get_post() of any status, as a Model\Post. */
	class PostObjectLoader extends AbstractDataLoader {
		protected function entry( $key ) {
			return get_post( (int) $key );
		}

		protected function get_model( $entry, $key ) {
			return $entry instanceof \WP_Post ? new Post( $entry ) : null;
		}
	}

	/** src/Data/Loader/TermObjectLoader.php: get_term(), as a Model\Term. */
	class TermObjectLoader extends AbstractDataLoader {
		protected function entry( $key ) {
			$term = get_term( (int) $key );
			return $term instanceof \WP_Term ? $term : null;
		}

		protected function get_model( $entry, $key ) {
			return new Term( $entry );
		}
	}
}

namespace WPGraphQL\Model {

	/** src/Model/Model.php: get_visibility(), owner_matches_current_user(); the fields read by name. */
	abstract class Model {
		protected $data;
		protected ?int $owner          = null;
		protected string $restricted_cap = '';
		protected ?string $visibility  = null;

		public function get_visibility(): string {
			if ( null === $this->visibility ) {
				$pre        = apply_filters( 'graphql_pre_model_data_is_private', null, $this->get_model_name(), $this->data, $this->visibility, $this->owner, wp_get_current_user() );
				$is_private = null !== $pre ? $pre : $this->is_private();
				$is_private = apply_filters( 'graphql_data_is_private', (bool) $is_private, $this->get_model_name(), $this->data, $this->visibility, $this->owner, wp_get_current_user() );
				if ( true === $is_private ) {
					$this->visibility = 'private';
				} elseif ( null !== $this->owner && $this->owner_matches_current_user() ) {
					$this->visibility = 'public';
				} elseif ( '' === $this->restricted_cap || current_user_can( $this->restricted_cap ) ) {
					$this->visibility = 'public';
				} else {
					$this->visibility = 'restricted';
				}
			}
			return $this->visibility;
		}

		protected function is_private() {
			return false;
		}

		protected function owner_matches_current_user(): bool {
			$user = wp_get_current_user();
			return ! empty( $user->ID ) && ! empty( $this->owner ) && absint( $this->owner ) === absint( $user->ID );
		}

		abstract protected function get_model_name(): string;

		/** The fields the test reads, as GraphQL names them. */
		abstract public function fields(): array;

		/** src/Model/Post.php and Term.php's uri: the link, less home_url(). */
		protected static function uri_of( $link ): ?string {
			return is_string( $link ) && '' !== $link ? str_ireplace( home_url(), '', urldecode( $link ) ) : null;
		}
	}

	/** src/Model/Post.php: its privacy (is_private(), is_post_private(), get_restricted_cap()). */
	class Post extends Model {
		private ?\WP_Post_Type $post_type_object;

		public function __construct( \WP_Post $post ) {
			$this->data             = $post;
			$this->post_type_object = get_post_type_object( $post->post_type );
			$this->owner            = (int) $post->post_author;
			$caps                   = $this->post_type_object->cap ?? null;
			if ( in_array( $post->post_status, array( 'draft', 'future', 'pending' ), true ) ) {
				$this->restricted_cap = $caps->edit_others_posts ?? 'edit_others_posts';
			} elseif ( 'trash' === $post->post_status ) {
				$this->restricted_cap = $caps->edit_posts ?? 'edit_posts';
			}
		}

		protected function get_model_name(): string {
			return 'PostObject';
		}

		protected function is_private() {
			if ( 'publish' === $this->data->post_status && $this->post_type_object && ( true === $this->post_type_object->public || true === $this->post_type_object->publicly_queryable ) ) {
				return false;
			}
			return $this->is_post_private();
		}

		protected function is_post_private(): bool {
			$type = $this->post_type_object;
			if ( ! $type ) {
				return true;
			}
			$status        = $this->data->post_status;
			$status_object = get_post_status_object( $status );
			if ( $status_object && true === $status_object->public && ( true === $type->public || true === $type->publicly_queryable ) ) {
				return false;
			}
			$required = 'private' === $status ? ( $type->cap->read_private_posts ?? 'read_private_posts' ) : ( $type->cap->edit_posts ?? 'edit_posts' );
			if ( ! current_user_can( $required ) ) {
				return true;
			}
			if ( $this->owner_matches_current_user() ) {
				return false;
			}
			return ! in_array( $type->name, \WPGraphQL::get_allowed_post_types(), true );
		}

		public function fields(): array {
			return array(
				'__typename'  => ucfirst( $this->post_type_object->graphql_single_name ?? $this->data->post_type ),
				'databaseId'  => $this->data->ID,
				'slug'        => $this->data->post_name,
				'status'      => $this->data->post_status,
				'title'       => $this->data->post_title,
				'uri'         => self::uri_of( get_permalink( $this->data->ID ) ),
				'isFrontPage' => 'page' === $this->data->post_type && 'page' === get_option( 'show_on_front' ) && absint( get_option( 'page_on_front', 0 ) ) === $this->data->ID,
			);
		}
	}

	/** src/Model/Term.php: public to everyone (Model::is_private()). */
	class Term extends Model {
		public function __construct( \WP_Term $term ) {
			$this->data = $term;
		}

		protected function get_model_name(): string {
			return 'TermObject';
		}

		public function fields(): array {
			$taxonomy = get_taxonomy( $this->data->taxonomy );
			return array(
				'__typename' => ucfirst( $taxonomy->graphql_single_name ?? $this->data->taxonomy ),
				'databaseId' => $this->data->term_id,
				'slug'       => $this->data->slug,
				'name'       => $this->data->name,
				'uri'        => self::uri_of( get_term_link( $this->data ) ),
			);
		}
	}
}

namespace {

	/** src/WPGraphQL.php: the post types and taxonomies in GraphQL, WordPress's own among them. */
	final class WPGraphQL {
		public static function get_allowed_post_types( $output = 'names', $args = array() ): array {
			return self::allowed( get_post_types( array( 'show_in_graphql' => true ), 'objects' ), 'graphql_post_entities_allowed_post_types' );
		}

		public static function get_allowed_taxonomies( $output = 'names', $args = array() ): array {
			return self::allowed( get_taxonomies( array( 'show_in_graphql' => true ), 'objects' ), 'graphql_term_entities_allowed_taxonomies' );
		}

		/** The names of those with both GraphQL names that the filter keeps. */
		private static function allowed( array $objects, string $filter ): array {
			$allowed = apply_filters( $filter, wp_list_pluck( $objects, 'name' ), $objects );
			$names   = array();
			foreach ( $objects as $object ) {
				if ( ! empty( $object->graphql_single_name ) && in_array( $object->name, $allowed, true ) ) {
					$names[] = $object->name;
				}
			}
			return $names;
		}

		/** setup_default_post_types() and setup_default_taxonomies(): WordPress's own in GraphQL. */
		public static function show_defaults( array $args, string $name ): array {
			$defaults = array(
				'attachment'  => array( 'mediaItem', 'mediaItems' ),
				'page'        => array( 'page', 'pages' ),
				'post'        => array( 'post', 'posts' ),
				'category'    => array( 'category', 'categories' ),
				'post_tag'    => array( 'tag', 'tags' ),
				'post_format' => array( 'postFormat', 'postFormats' ),
			);
			if ( isset( $defaults[ $name ] ) ) {
				$args['show_in_graphql']     = true;
				$args['graphql_single_name'] = $defaults[ $name ][0];
				$args['graphql_plural_name'] = $defaults[ $name ][1];
			}
			return $args;
		}
	}

	add_filter( 'register_post_type_args', array( 'WPGraphQL', 'show_defaults' ), 10, 2 );
	add_filter( 'register_taxonomy_args', array( 'WPGraphQL', 'show_defaults' ), 10, 2 );
}
