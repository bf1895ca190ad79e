<?php
/**
 * Signs a publish webhook delivery as the site verifies it (packages/site-rules/src/webhook-signature.ts):
 * HMAC-SHA256 with the shared secret over "<timestamp>.<delivery id>.<raw body>", in hex.
 *
 * And hashes its body for CloudFront, which passes the site's function URL a POST only with
 * the SHA-256 of its body (packages/site-rules/src/content-sha256.ts). AWS's CloudFront
 * Developer Guide, "Restrict access to an AWS Lambda function URL origin": "If you use PUT or
 * POST methods with your Lambda function URL, your users must compute the SHA256 of the body
 * and include the payload hash value of the request body in the x-amz-content-sha256 header
 * when sending the request to CloudFront. Lambda doesn't support unsigned payloads."
 */

namespace Corus\Site;

defined( 'ABSPATH' ) || exit;

/** @return array<string, string> The delivery's headers, for exactly the bytes of `$body`. */
function signature_headers( string $secret, string $delivery_id, string $body, int $timestamp ): array {
	return array(
		'Content-Type'         => 'application/json',
		'X-Amz-Content-Sha256' => hash( 'sha256', $body ),
		'X-Webhook-Id'         => $delivery_id,
		'X-Webhook-Timestamp'  => (string) $timestamp,
		'X-Webhook-Signature'  => 'sha256=' . hash_hmac( 'sha256', $timestamp . '.' . $delivery_id . '.' . $body, $secret ),
	);
}
