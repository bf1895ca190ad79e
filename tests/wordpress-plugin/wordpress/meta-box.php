<?php
/**
 * Plugin Name: Corus site, test meta box
 * Description: A meta box on the post editor, as Yoast SEO adds one: the block editor then saves
 * a post in two requests (REST, then the meta boxes' form to post.php). Its field is saved on
 * save_post, and the time it was saved kept, so a test can tell what reached the site after it.
 */

add_action(
	'add_meta_boxes_post',
	function () {
		add_meta_box(
			'corus-test-seo',
			'SEO title',
			function ( $post ) {
				wp_nonce_field( 'corus-test-seo', 'corus_test_seo_nonce' );
				printf(
					'<label for="corus-test-seo-title">SEO title</label><input type="text" id="corus-test-seo-title" name="corus_test_seo_title" value="%s">',
					esc_attr( get_post_meta( $post->ID, 'corus_test_seo_title', true ) )
				);
			}
		);
	}
);

add_action(
	'save_post_post',
	function ( $post_id ) {
		if ( ! isset( $_POST['corus_test_seo_title'], $_POST['corus_test_seo_nonce'] ) || ! wp_verify_nonce( sanitize_key( $_POST['corus_test_seo_nonce'] ), 'corus-test-seo' ) ) {
			return;
		}
		update_post_meta( $post_id, 'corus_test_seo_title', sanitize_text_field( wp_unslash( $_POST['corus_test_seo_title'] ) ) );
		update_post_meta( $post_id, 'corus_test_seo_saved_at', microtime( true ) );
	}
);
