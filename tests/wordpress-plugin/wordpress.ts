// A real WordPress for the plugin's tests, under the test's own control (no system services):
// Debian's WordPress (6.1) copied to a temporary folder with a wp-config.php of the test's own,
// a throwaway MariaDB in that folder, `php -S` serving it, the site's must-use plugin loaded
// unchanged from packages/wordpress-plugin. Start it once per test file: about 5 s. The test's
// scripts in WordPress (php()) are requests to that server, not PHP processes of their own.
import { execFile, spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const PLUGIN = path.resolve(import.meta.dirname, "../../packages/wordpress-plugin");
const HARNESS = path.resolve(import.meta.dirname, "wordpress");
/** Where Debian's `wordpress` package puts WordPress. */
const DEBIAN_WORDPRESS = "/usr/share/wordpress";
const APT_INSTALL =
  "apt-get install -y wordpress mariadb-server php-cli php-mysql php-xml php-mbstring php-curl";

export interface Session {
  userId: number;
  /** The Cookie header of a logged-in browser (logged-in and wp-admin cookies, one session). */
  cookie: string;
  /** WordPress nonces for this session, as its pages would embed them. */
  nonces: (...actions: string[]) => Promise<Record<string, string>>;
}

export interface PhpOptions {
  as?: number;
  quiet?: boolean;
  shortInit?: boolean;
  noWpCron?: boolean;
  env?: Record<string, string>;
}

export interface WordPress {
  /** WordPress's address, e.g. http://127.0.0.1:41234 */
  url: string;
  /** The temporary folder WordPress and its database live in. */
  root: string;
  /**
   * Runs PHP inside WordPress as the user `as` (1, the administrator, by default) and answers
   * its return value. WordPress's shutdown runs after it, as after any request. `quiet`: no
   * WP-Cron run is started by the script itself; `shortInit`: WordPress loads only its database
   * and options (SHORTINIT), for reads of its state; `noWpCron`: DISABLE_WP_CRON is set; `env`
   * replaces the plugin's settings.
   */
  php: <T = unknown>(code: string, options?: PhpOptions) => Promise<T>;
  /** A logged-in session of the user with this login name. */
  login: (user: string) => Promise<Session>;
  /**
   * An HTTP request to WordPress; redirects are not followed. Answered once WordPress has sent
   * its whole answer: its request ended, shutdown included (where the plugin queues a change's
   * delivery), as PHP sends a page's headers long before.
   */
  request: (
    pathOrUrl: string,
    init?: RequestInit & { session?: Session; form?: Record<string, string> },
  ) => Promise<Response>;
  /** What WordPress and PHP wrote to the error log since the last call. */
  takeLog: () => string;
  stop: () => Promise<void>;
}

/** Fails with the apt-get command when a Debian package the tests need is missing. */
async function checkPackages(): Promise<{ installDb: string; mariadbd: string }> {
  const missing = (what: string) =>
    new Error(
      `${what} is needed for the plugin's tests in a real WordPress: ${APT_INSTALL} (Debian 12)`,
    );
  let modules: string;
  try {
    ({ stdout: modules } = await promisify(execFile)("php", ["-m"], { encoding: "utf8" }));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") throw missing("php-cli");
    throw error;
  }
  for (const [module, pkg] of [
    ["mysqli", "php-mysql"],
    ["xml", "php-xml"],
    ["mbstring", "php-mbstring"],
    ["curl", "php-curl"],
  ] as const) {
    if (!new RegExp(`^${module}$`, "m").test(modules)) throw missing(`${pkg} (PHP's ${module})`);
  }
  if (!existsSync(path.join(DEBIAN_WORDPRESS, "wp-load.php"))) throw missing("wordpress");
  const find = (name: string) =>
    [...(process.env.PATH ?? "").split(":"), "/usr/sbin", "/usr/bin"]
      .map((dir) => path.join(dir, name))
      .find((file) => existsSync(file));
  const installDb = find("mariadb-install-db");
  const mariadbd = find("mariadbd");
  if (!installDb || !mariadbd) throw missing("mariadb-server");
  return { installDb, mariadbd };
}

/** Statuses whose Response may have no body. */
const NULL_BODY_STATUSES = [101, 204, 205, 304];

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitFor(what: string, ready: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await ready())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function wpConfig(socket: string, debugLog: string): string {
  const key = () => randomBytes(32).toString("hex");
  const keys = ["AUTH", "SECURE_AUTH", "LOGGED_IN", "NONCE"]
    .flatMap((name) => [`${name}_KEY`, `${name}_SALT`])
    .map((name) => `define( '${name}', '${key()}' );`)
    .join("\n");
  return `<?php
// The test's own configuration (Debian's wp-config.php reads /etc/wordpress). The plugin's
// settings, CORUS_SITE_*, come from the environment, as the plugin allows.
define( 'DB_NAME', 'wordpress' );
define( 'DB_USER', 'root' );
define( 'DB_PASSWORD', '' );
define( 'DB_HOST', 'localhost:${socket}' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
$table_prefix = 'wp_';
${keys}
// No calls out but to this machine (the site's handler is on 127.0.0.1, as WordPress is).
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'WP_DEBUG', true );
define( 'WP_DEBUG_LOG', '${debugLog}' );
define( 'WP_DEBUG_DISPLAY', false );
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
`;
}

/**
 * Starts MariaDB and WordPress in a new temporary folder. `env`: the plugin's settings
 * (CORUS_SITE_URL, CORUS_SITE_WEBHOOK_SECRET, CORUS_SITE_PREVIEW_SECRET); `muPlugins`: more
 * must-use plugins (files), such as fakes of plugins Debian does not package; `plugins`: plugins
 * (files) put in wp-content/plugins/, for the test to activate and deactivate.
 */
export async function startWordPress(
  env: Record<string, string>,
  {
    muPlugins: moreMuPlugins = [],
    plugins = [],
  }: { muPlugins?: string[]; plugins?: string[] } = {},
): Promise<WordPress> {
  const { installDb, mariadbd } = await checkPackages();
  const root = mkdtempSync(path.join(os.tmpdir(), "corus-wp-"));
  const children: ChildProcess[] = [];
  let database: ChildProcess | undefined;
  /** Signals a child and, for the server, its workers: each leads its own process group. */
  const signal = (child: ChildProcess, name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      // Already gone.
    }
  };
  // Should the test process end without stop(), its database and server end with it.
  const killAll = () => children.forEach((child) => signal(child, "SIGKILL"));
  process.once("exit", killAll);
  const stop = async () => {
    process.off("exit", killAll);
    for (const child of children.reverse()) {
      // The database is thrown away with the folder: killed, not shut down (its pages flushed).
      if (child !== database && child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        signal(child, "SIGTERM");
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      }
      // Whatever of its group is left (the server's workers).
      signal(child, "SIGKILL");
    }
    rmSync(root, { recursive: true, force: true });
  };
  try {
    // The database: its data, socket and pid file in the folder, no TCP port.
    const socket = path.join(root, "mysqld.sock");
    const cnf = path.join(root, "my.cnf");
    writeFileSync(
      cnf,
      [
        "[mysqld]",
        `datadir=${path.join(root, "db")}`,
        `socket=${socket}`,
        `pid-file=${path.join(root, "mysqld.pid")}`,
        `log-error=${path.join(root, "mysqld.log")}`,
        "skip-networking",
        "skip-name-resolve",
        "skip-log-bin",
        "innodb_buffer_pool_size=32M",
        "innodb_log_file_size=16M",
        // A throwaway database: nothing of it needs to survive a crash, so nothing is synced.
        "innodb_flush_log_at_trx_commit=0",
        "innodb_flush_method=nosync",
        "innodb_doublewrite=0",
        // mariadbd refuses to run as root unless told to.
        ...(process.getuid?.() === 0 ? ["user=root"] : []),
        "",
      ].join("\n"),
    );
    await promisify(execFile)(installDb, [
      `--defaults-file=${cnf}`,
      "--auth-root-authentication-method=normal",
      "--skip-test-db",
    ]);
    database = spawn(mariadbd, [`--defaults-file=${cnf}`], {
      stdio: "ignore",
      detached: true,
    });
    children.push(database);

    // WordPress: Debian's files, the test's configuration, the plugin as must-use plugin.
    const site = path.join(root, "site");
    await promisify(execFile)("cp", ["-rL", DEBIAN_WORDPRESS, site]);
    const debugLog = path.join(root, "debug.log");
    writeFileSync(path.join(site, "wp-config.php"), wpConfig(socket, debugLog));
    const muPlugins = path.join(site, "wp-content/mu-plugins");
    mkdirSync(muPlugins);
    // What an administrator installs (the README's "Installing"): not the tests, docs or lint rules.
    for (const entry of readdirSync(PLUGIN)) {
      if (["test", "README.md", "phpcs.xml.dist"].includes(entry)) continue;
      symlinkSync(path.join(PLUGIN, entry), path.join(muPlugins, entry));
    }
    for (const file of [path.join(HARNESS, "corus-test.php"), ...moreMuPlugins]) {
      copyFileSync(file, path.join(muPlugins, path.basename(file)));
    }
    for (const file of plugins) {
      copyFileSync(file, path.join(site, "wp-content/plugins", path.basename(file)));
    }

    const port = await freePort();
    const host = `127.0.0.1:${port}`;
    const url = `http://${host}`;
    const baseEnv = {
      PATH: process.env.PATH ?? "/usr/bin:/bin",
      WP_TEST_HOST: host,
      WP_TEST_DB_SOCKET: socket,
    };
    await promisify(execFile)("php", [path.join(HARNESS, "install.php"), site], {
      env: { ...baseEnv, ...env },
    }).catch((error: Error) => {
      const log = path.join(root, "mysqld.log");
      const databaseLog = existsSync(log) ? readFileSync(log, "utf8").slice(-2000) : "";
      throw new Error(`WordPress did not install: ${error.message}\n${databaseLog}`);
    });

    const runToken = randomBytes(16).toString("hex");
    const server = spawn("php", ["-S", host, "-t", site, path.join(HARNESS, "router.php")], {
      // Several workers: WP-Cron's loopback request runs while the request that started it ends,
      // and while a test's script waits for it (settle() in publishing.ts).
      env: { ...baseEnv, ...env, PHP_CLI_SERVER_WORKERS: "4", WP_TEST_RUN_TOKEN: runToken },
      stdio: "ignore",
      // Its own process group: its workers are stopped with it.
      detached: true,
    });
    children.push(server);
    await waitFor(
      "php -S to answer",
      () =>
        fetch(`${url}/wp-login.php`, { redirect: "manual" }).then(
          (response) => response.status === 200,
          () => false,
        ),
      10_000,
    );

    let logRead = 0;
    const logSize = () => (existsSync(debugLog) ? statSync(debugLog).size : 0);
    const wordpress: WordPress = {
      url,
      root,
      stop,
      async php<T>(code: string, options: PhpOptions = {}) {
        const { as = 1, quiet, shortInit, noWpCron, env: settings } = options;
        const logFrom = logSize();
        const response = await fetch(`${url}/corus-test/run`, {
          method: "POST",
          headers: {
            "x-corus-test-token": runToken,
            "x-corus-test-options": JSON.stringify({
              as,
              quiet,
              shortInit,
              noWpCron,
              env: settings,
            }),
            "content-type": "application/octet-stream",
          },
          body: code,
          signal: AbortSignal.timeout(60_000),
        });
        const answer = await response.text();
        if (response.status !== 200) {
          // WordPress's error page says little; the log has the error.
          const log = readFileSync(debugLog, "utf8").slice(logFrom);
          throw new Error(
            `PHP in WordPress failed (HTTP ${response.status}): ${log}${answer.slice(-2000)}`,
          );
        }
        return JSON.parse(answer.trimEnd().split("\n").at(-1)!) as T;
      },
      async login(user: string) {
        const { userId, cookies } = await wordpress.php<{
          userId: number;
          cookies: Record<string, string>;
        }>(
          `$user = get_user_by( 'login', ${JSON.stringify(user)} );
          $expires = time() + DAY_IN_SECONDS;
          $token = WP_Session_Tokens::get_instance( $user->ID )->create( $expires );
          return array(
            'userId'  => $user->ID,
            'cookies' => array(
              LOGGED_IN_COOKIE => wp_generate_auth_cookie( $user->ID, $expires, 'logged_in', $token ),
              AUTH_COOKIE      => wp_generate_auth_cookie( $user->ID, $expires, 'auth', $token ),
            ),
          );`,
          { quiet: true },
        );
        const loggedIn = Object.entries(cookies).find(([name]) =>
          name.startsWith("wordpress_logged_in_"),
        )!;
        return {
          userId,
          cookie: Object.entries(cookies)
            .map(([name, value]) => `${name}=${value}`)
            .join("; "),
          // Nonces are bound to the session: made with its logged-in cookie in $_COOKIE.
          nonces: (...actions: string[]) =>
            wordpress.php<Record<string, string>>(
              `$_COOKIE[ LOGGED_IN_COOKIE ] = ${JSON.stringify(loggedIn[1])};
              $nonces = array();
              foreach ( ${JSON.stringify(actions)} as $action ) {
                $nonces[ $action ] = wp_create_nonce( $action );
              }
              return $nonces;`,
              { as: userId, quiet: true },
            ),
        };
      },
      async request(pathOrUrl, init = {}) {
        const { session, form, ...rest } = init;
        const headers = new Headers(rest.headers);
        if (session) headers.set("cookie", session.cookie);
        let body = rest.body;
        if (form) {
          body = new URLSearchParams(form).toString();
          headers.set("content-type", "application/x-www-form-urlencoded");
        }
        const response = await fetch(new URL(pathOrUrl, url), {
          ...rest,
          ...(form && { method: "POST" }),
          headers,
          body,
          redirect: "manual",
        });
        const answer = await response.arrayBuffer();
        return new Response(NULL_BODY_STATUSES.includes(response.status) ? null : answer, {
          status: response.status,
          statusText: response.statusText,
          headers: response.headers,
        });
      },
      takeLog() {
        if (!existsSync(debugLog)) return "";
        const log = readFileSync(debugLog, "utf8");
        const taken = log.slice(logRead);
        logRead = log.length;
        return taken;
      },
    };
    return wordpress;
  } catch (error) {
    await stop();
    throw error;
  }
}
