// The shortest shared secret accepted: the publish webhook's and the preview's HMAC key,
// guessed or brute-forced, would open the webhook or drafts. The site refuses a shorter one
// when it reads its settings (packages/web/lib/settings.ts, with the message below) and from
// SSM (lib/secrets.ts, naming the parameter), the content service when it signs with one, and
// scripts/store-secrets.ts before storing one: one length, each message naming its source.

/** 32 characters; `openssl rand -hex 32` makes 64, as `npm start` does. */
export const MIN_SHARED_SECRET_LENGTH = 32;

/**
 * Why a shared secret `length` characters long is refused, after the variable's name (the
 * secret itself is never shown); undefined when it is long enough.
 */
export function sharedSecretError(length: number): string | undefined {
  return length >= MIN_SHARED_SECRET_LENGTH
    ? undefined
    : `must be at least ${MIN_SHARED_SECRET_LENGTH} characters long, got ${length} (make one with \`openssl rand -hex 32\`)`;
}
