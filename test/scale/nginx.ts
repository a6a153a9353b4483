/**
 * nginx in front of the instances, as docs/deploy.md describes it: round-robin over the
 * upstreams, the client's address appended to X-Forwarded-For, connections to the instances made
 * from an address of the proxy's own (the only one the instances trust), and a retry on another
 * instance only for what is safe to repeat.
 */
import { execSync, spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chmodSync, createWriteStream, existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { track } from "./cluster.ts";
import { waitFor } from "./http.ts";

export const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";

/** Debian's nginx, installed when it is missing and we may (as `.ci/run` does); otherwise the command to run. */
export function ensureNginx() {
  if (existsSync(NGINX)) return;
  if (process.getuid?.() !== 0 || process.env.NGINX_PATH) {
    throw new Error(
      `The scale tests need nginx at ${NGINX}. Install it with:\n  sudo apt-get update && sudo apt-get install -y nginx\n` +
        "or point NGINX_PATH at an installed nginx.",
    );
  }
  console.log("Installing nginx for the scale tests (apt-get)…");
  execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx", { stdio: "inherit" });
}

export type ProxyConfig = {
  dir: string;
  port: number;
  /** The address nginx connects to the instances from: the instances' TRUST_PROXY. */
  proxyAddress: string;
  /** `down`: kept in the list but sent nothing (an instance being taken out for a planned stop). */
  upstreams: { host: string; port: number; down?: boolean }[];
};

/** The configuration, self-contained: every file nginx writes lives in `dir`. */
export function nginxConfig({ dir, port, proxyAddress, upstreams }: ProxyConfig): string {
  return `# Written by test/scale: nginx in front of ${upstreams.length} instances of the site.
daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;

events {
  worker_connections 2048;
}

http {
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;

  log_format upstreams '$remote_addr [$time_local] "$request" $status '
                       'upstream=$upstream_addr upstream_status=$upstream_status time=$request_time';
  access_log ${dir}/access.log upstreams;

  upstream ayur_kitchen {
    # Round-robin. An instance that fails to connect or answer is left out for 2 s, then tried again.
${upstreams.map((u) => `    server ${u.host}:${u.port} max_fails=1 fail_timeout=2s${u.down ? " down" : ""};`).join("\n")}
  }

  server {
    listen 127.0.0.1:${port};
    # The largest form (photos) the site accepts, with room for the multipart framing.
    client_max_body_size 25m;

    location / {
      proxy_pass http://ayur_kitchen;
      # The instances trust X-Forwarded-For from this address only (TRUST_PROXY).
      proxy_bind ${proxyAddress};
      proxy_set_header Host $http_host;
      # nginx appends the address the visitor connected from to whatever the visitor sent: the
      # site reads the last entry added by a proxy it trusts, so a forged header changes nothing.
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Forwarded-Host $http_host;
      proxy_connect_timeout 2s;
      proxy_read_timeout 60s;
      # Another instance gets the request when this one refused the connection (nothing was
      # sent) or, for GET and HEAD only, when it failed or answered 502/503/504. A POST that
      # reached an instance is never sent again: it may have been stored, and a repeat would
      # book or order twice (nginx never repeats non-idempotent requests unless told
      # "non_idempotent", which this configuration does not say).
      proxy_next_upstream error timeout http_502 http_503 http_504;
      proxy_next_upstream_tries 2;
      # Which instance answered, for the tests (and for an operator's curl -I).
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

export type Proxy = {
  port: number;
  accessLog: string;
  errorLog: string;
  pid: number;
  /** Rewrites the configuration's upstreams and reloads it (SIGHUP), as an operator would. */
  reconfigure: (upstreams: ProxyConfig["upstreams"]) => Promise<void>;
  stop: () => Promise<void>;
};

/** Starts nginx with `config` in the foreground (daemon off), so this process owns it by pid. */
export async function startNginx(config: ProxyConfig): Promise<Proxy> {
  ensureNginx();
  // The worker may run as an unprivileged user when the master is root; it must reach its files.
  chmodSync(config.dir, 0o755);
  const confFile = path.join(config.dir, "nginx.conf");
  writeFileSync(confFile, nginxConfig(config));
  const errorLog = path.join(config.dir, "error.log");
  const accessLog = path.join(config.dir, "access.log");
  const check = () => {
    const checked = spawnSync(NGINX, ["-t", "-q", "-p", config.dir, "-c", confFile, "-e", errorLog], { encoding: "utf8" });
    if (checked.status !== 0) throw new Error(`nginx refused its configuration:\n${checked.stderr}`);
  };
  check();

  const output = createWriteStream(path.join(config.dir, "nginx.out"));
  const child: ChildProcess = spawn(NGINX, ["-p", config.dir, "-c", confFile, "-e", errorLog], { stdio: ["ignore", "pipe", "pipe"] });
  child.stdout!.pipe(output);
  child.stderr!.pipe(output);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  track(child, "SIGTERM");

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    // The master stops its workers on TERM; KILL only if it hangs (and then its workers too).
    child.kill("SIGTERM");
    const done = await Promise.race([exited.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 5_000))]);
    if (!done) {
      for (const worker of childrenOf(child.pid!)) {
        try {
          process.kill(worker, "SIGKILL");
        } catch {
          // Already gone.
        }
      }
      child.kill("SIGKILL");
      await exited;
    }
  };

  try {
    await waitFor(
      "nginx to listen",
      async () => {
        if (child.exitCode !== null) throw new Error(`nginx stopped at start (exit ${child.exitCode}): ${readTail(errorLog)}`);
        const pid = existsSync(path.join(config.dir, "nginx.pid")) ? readFileSync(path.join(config.dir, "nginx.pid"), "utf8").trim() : "";
        return pid === String(child.pid) && (await listening(config.port)) ? true : undefined;
      },
      15_000,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  const reconfigure = async (upstreams: ProxyConfig["upstreams"]) => {
    const before = childrenOf(child.pid!);
    writeFileSync(confFile, nginxConfig({ ...config, upstreams }));
    check();
    // The master starts workers with the new configuration; the old ones finish what they hold
    // and exit. Reloaded means: none of the old workers is left.
    child.kill("SIGHUP");
    await waitFor(
      "nginx to reload its configuration",
      async () => {
        const workers = childrenOf(child.pid!);
        return workers.length > 0 && !workers.some((pid) => before.includes(pid)) ? true : undefined;
      },
      15_000,
      50,
    );
  };
  return { port: config.port, accessLog, errorLog, pid: child.pid!, reconfigure, stop };
}

function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

async function listening(port: number): Promise<boolean> {
  const { connect } = await import("node:net");
  return new Promise((resolve) => {
    const socket = connect({ host: "127.0.0.1", port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on("error", () => resolve(false));
  });
}

export function readTail(file: string, lines = 20): string {
  try {
    return readFileSync(file, "utf8").trim().split("\n").slice(-lines).join("\n");
  } catch {
    return "(no log)";
  }
}
