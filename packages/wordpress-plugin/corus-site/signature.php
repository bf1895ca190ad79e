<?php
/**
 * Signs a publish webhook delivery as the site verifies it (packages/site-rules/src/webhook-signature.ts):
 * HMAC-SHA256 with the shared secret over "<timestamp>.<delivery id>.<raw body>", in hex.
 */

namespace Corus\Site;

/** @return array<string, string> The delivery's headers. */
function signature_headers( string $secret, string $delivery_id, string $body, int $timestamp ): array {
	return array(
		'Content-Type'        => 'application/json',
		'X-Webhook-Id'        => $delivery_id,
		'X-Webhook-Timestamp' => (string) $timestamp,
		'X-Webhook-Signature' => 'sha256=' . hash_hmac( 'sha256', $timestamp . '.' . $delivery_id . '.' . $body, $secret ),
	);
}
