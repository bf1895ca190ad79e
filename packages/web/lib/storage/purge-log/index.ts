// The purges every server instance must apply. Deployed, the site runs in many Lambda
// containers, each with its own cache of CMS answers; the publish webhook reaches one. It
// records the purge here, and every container catches up (lib/cms/purge-sync.ts) before it
// reads the CMS, so no container hands CloudFront an old page after the invalidation.
// Backends: dynamodb.ts (the stage's table). One process alone needs no log.
//
// A purge's selector is the cache's (lib/cms/cache.ts), kept as the JSON it is: storage knows
// nothing of what it stores.
//
// Imports carry ".ts": the plugin's tests (tests/wordpress-plugin, NodeNext) load the webhook.

export interface LoggedPurge<Selector> {
  /** Unique (the delivery id): a purge seen twice is applied once. */
  id: string;
  /** When it was recorded, in ms since the epoch (the writer's clock). */
  at: number;
  selector: Selector;
}

export interface PurgeLog<Selector> {
  append(purge: LoggedPurge<Selector>): Promise<void>;
  /** The purges recorded after `sinceMs`, oldest first. */
  since(sinceMs: number): Promise<LoggedPurge<Selector>[]>;
}
