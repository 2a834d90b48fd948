import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { get } from "node:http";
import path from "node:path";
import { asRoot, daemon } from "./daemons.ts";
import type { Daemon } from "./daemons.ts";
import type { SpawnedServer } from "./spawn-server.ts";
import { MEDIA_CACHE, PICTURE_CACHE } from "../src/platform/cache-headers.ts";

/** nginx, which can also be told a new set of web processes without dropping a connection. */
export interface Balancer extends Daemon {
  /**
   * Rewrites the upstreams and reloads nginx (`nginx -s reload`): old workers finish their requests. Resolves once a
   * new connection is answered on the new configuration and every worker on the old one has exited.
   */
  route(web: SpawnedServer[]): Promise<void>;
}

const proxied = `proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;`;

/**
 * Files straight from the bucket, as a CDN in front of storage would serve them (decision 0080): only GET and HEAD of
 * the exact shapes of the app's files, with no query string and no credentials passed on; the headers the app sets
 * (media.ts, assets.ts); and anything storage has not got (a picture not copied yet) asked of a web process instead.
 */
function storageLocations({ port, bucket }: { port: number; bucket: string }): string {
  const fromBucket = (headers: string) => `
      limit_except GET HEAD { deny all; }
      # The object's path alone: no query string reaches storage (a listing, an ACL), and a web process asked instead
      # still gets the address as it was asked.
      proxy_pass http://127.0.0.1:${port}/${bucket}$uri;
      proxy_set_header Authorization "";
      proxy_set_header Host 127.0.0.1:${port};
      proxy_hide_header Cache-Control;
      proxy_intercept_errors on;
      error_page 403 404 500 502 503 504 = @web;
      add_header X-Served-From storage;
      add_header X-Content-Type-Options nosniff;
${headers}`;
  const media = (disposition: string) =>
    fromBucket(
      `      add_header Cache-Control "${MEDIA_CACHE}";
      add_header Content-Security-Policy "default-src 'none'; frame-ancestors 'none'; sandbox";
      add_header Content-Disposition ${disposition};`,
    );
  return `    location ~ "^/media/[a-z0-9-]+/[a-f0-9-]{36}\\.webp$" {${media("inline")}
    }
    location ~ "^/media/[a-z0-9-]+/[a-f0-9-]{36}\\.pdf$" {${media("attachment")}
    }
    location ~ ^/assets/images/[a-z0-9/._-]+\\.(avif|webp|png|jpg|svg|webm)$ {${fromBucket(`      add_header Cache-Control "${PICTURE_CACHE}";`)}
    }
    location @web {
      proxy_pass http://web;
      ${proxied}
    }`;
}

/** nginx before the web processes: round robin, idempotent requests tried once more on another process. */
export function nginx(dir: string, port: number, web: SpawnedServer[], storage?: { port: number; bucket: string }): Balancer {
  const conf = path.join(dir, "nginx.conf");
  const temp = path.join(dir, "nginx-temp");
  mkdirSync(temp, { recursive: true });
  // Each configuration written says which it is, so that a reload is known to have taken.
  let generation = 0;
  const write = (upstreams: string[]) =>
    writeFileSync(
      conf,
      `${asRoot ? "user root;\n" : ""}worker_processes 2;
pid ${path.join(dir, "nginx.pid")};
error_log ${path.join(dir, "nginx-error.log")} warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${temp}/body; proxy_temp_path ${temp}/proxy; fastcgi_temp_path ${temp}/fastcgi;
  uwsgi_temp_path ${temp}/uwsgi; scgi_temp_path ${temp}/scgi;
  upstream web {
${upstreams.map((u) => `    server ${u} max_fails=1 fail_timeout=5s;`).join("\n")}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 40m;
    # Which web process answered: what the drills check after a restart (a public deployment would not say).
    add_header X-Upstream $upstream_addr always;
    add_header X-Balancer-Generation ${generation} always;
${storage ? storageLocations(storage) : ""}
    # Search is a read sent as a POST: tried once more on another process too, as a GET is.
    location /api/search {
      proxy_pass http://web;
      proxy_next_upstream error timeout http_502 http_503 non_idempotent;
      proxy_next_upstream_tries 2;
      proxy_connect_timeout 1s;
      ${proxied}
    }
    location / {
      proxy_pass http://web;
      ${proxied}
      # A process that is gone: an idempotent request goes to the next one (a POST is never sent twice).
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 2;
      proxy_connect_timeout 1s;
      proxy_read_timeout 60s;
      proxy_buffering off;
    }
  }
}
`,
    );
  write(web.map((w) => new URL(w.url).host));
  const running = daemon(["/usr/sbin/nginx", "-c", conf, "-p", dir, "-g", "daemon off;"], port, "SIGQUIT", "nginx");
  const route = async (next: SpawnedServer[]) => {
    generation += 1;
    write(next.map((w) => new URL(w.url).host));
    const master = Number(readFileSync(path.join(dir, "nginx.pid"), "utf8").trim());
    // The workers on the earlier configuration, named before the reload: the master tells them to finish only some
    // time (100 ms in nginx) after it has started the new ones, so until then they look like any worker and still
    // answer the keep-alive connections a client holds, routed by the old configuration.
    const earlier = workersOf(master);
    execFileSync("/usr/sbin/nginx", ["-c", conf, "-p", dir, "-s", "reload"], { stdio: "ignore" });
    const deadline = Date.now() + 10_000;
    while ((await generationAnswering(port)) !== String(generation)) {
      if (Date.now() > deadline) throw new Error(`nginx did not take configuration ${generation} within 10 s`);
      await new Promise((r) => setTimeout(r, 50));
    }
    // They close their idle keep-alive connections and exit once their requests are done.
    while (workersOf(master).some((pid) => earlier.includes(pid))) {
      if (Date.now() > deadline) throw new Error(`nginx's old workers did not exit within 10 s`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  return { ...running, route };
}

/** The pids of the nginx master's worker processes. */
function workersOf(master: number): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The parent's pid is the fourth field of stat, after the command in parentheses.
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      if (Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) === master) pids.push(Number(entry));
    } catch {
      // The process exited while it was read.
    }
  }
  return pids;
}

/** The configuration that answers a new connection to the balancer (its health route), or null if none answers. */
function generationAnswering(port: number): Promise<string | null> {
  return new Promise((resolve) => {
    const request = get({ host: "127.0.0.1", port, path: "/api/health", agent: false, timeout: 2000 }, (response) => {
      response.resume();
      const header = response.headers["x-balancer-generation"];
      resolve(typeof header === "string" ? header : null);
    });
    request.on("timeout", () => request.destroy());
    request.on("error", () => resolve(null));
  });
}
