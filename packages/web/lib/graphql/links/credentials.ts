// The site's WordPress credentials: an Application Password (WordPress core since 5.6) sent as
// HTTP Basic auth, which WPGraphQL accepts. Only previews send it (lib/cms/setup.ts): public
// reads go without, so nothing an editor may read can reach a visitor's page.

export interface CmsCredentials {
  /** The Authorization header to send now. */
  authorization(): Promise<string>;
  /**
   * Reads the password anew (deployed: from SSM, where it may have been rotated) and answers
   * the header to send: what the CMS's UNAUTHENTICATED answer calls for.
   */
  renew(): Promise<string>;
}

interface ApplicationPasswordOptions {
  user: string;
  /** The password; `fresh` asks past any copy kept (lib/secrets.ts). */
  password: (fresh: boolean) => Promise<string>;
}

export function applicationPassword({
  user,
  password,
}: ApplicationPasswordOptions): CmsCredentials {
  // WordPress shows the password in groups of four ("abcd efgh ..."); it accepts it with or
  // without the spaces.
  const header = async (fresh: boolean) =>
    `Basic ${Buffer.from(`${user}:${await password(fresh)}`).toString("base64")}`;
  return { authorization: () => header(false), renew: () => header(true) };
}
