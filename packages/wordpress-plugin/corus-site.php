<?php
/**
 * Plugin Name: Corus site
 * Description: Connects WordPress to the public site: tells it what changed on publish (signed webhook) and shows what came of each delivery (Tools > Site publishing, the editors' notices), sends editors' Preview requests on to it (a template_redirect on is_preview(), with a signed token), registers the site's model and resolves Polylang's URIs for WPGraphQL's nodeByUri and serves the site options in each language. One file per concern under corus-site/.
 * Version: 1.0.0
 * Requires PHP: 8.1
 *
 * A must-use plugin: copy this file and the corus-site/ and acf-json/ folders into
 * wp-content/mu-plugins/.
 * Settings (wp-config.php constants or environment variables): CORUS_SITE_URL, the site's
 * public origin; CORUS_SITE_WEBHOOK_SECRET and CORUS_SITE_PREVIEW_SECRET, the secrets shared
 * with the site; CORUS_SITE_CRON=host when the host, not the site's schedule, runs WP-Cron.
 */

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/corus-site/settings.php';
require_once __DIR__ . '/corus-site/signature.php';
require_once __DIR__ . '/corus-site/delivery-log.php';
require_once __DIR__ . '/corus-site/publish-changes.php';
require_once __DIR__ . '/corus-site/meta-box-save.php';
require_once __DIR__ . '/corus-site/publish-delivery.php';
require_once __DIR__ . '/corus-site/publishing-screen.php';
require_once __DIR__ . '/corus-site/editor-status.php';
require_once __DIR__ . '/corus-site/delivery-alert.php';
require_once __DIR__ . '/corus-site/preview-link.php';
require_once __DIR__ . '/corus-site/redirection-field.php';
require_once __DIR__ . '/corus-site/polylang-uris.php';
require_once __DIR__ . '/corus-site/polylang-options.php';
require_once __DIR__ . '/corus-site/site-model.php';
require_once __DIR__ . '/corus-site/record-labels.php';
require_once __DIR__ . '/corus-site/scheduled-posts.php';

\Corus\Site\Publish\register();
\Corus\Site\Delivery\register();
\Corus\Site\PublishingScreen\register();
\Corus\Site\EditorStatus\register();
\Corus\Site\DeliveryAlert\register();
\Corus\Site\Preview\register();
\Corus\Site\Redirection\register();
\Corus\Site\PolylangUris\register();
\Corus\Site\PolylangOptions\register();
\Corus\Site\Model\register();
\Corus\Site\RecordLabels\register();
\Corus\Site\Schedule\register();
