#!/usr/bin/env node
// Writes the nginx site for this deployment from deploy/nginx-site.conf (docs/deploy.md, "nginx"):
//
//   node deploy/nginx-site.mjs --domain marketplace.example.com --ports 3001,3002,3003 \
//     | sudo tee /etc/nginx/sites-available/marketplace >/dev/null
//
// Options (defaults for a Debian server with a Let's Encrypt certificate): --http-listen 80, --https-listen 443,
// --cert /etc/letsencrypt/live/<domain>/fullchain.pem, --key /etc/letsencrypt/live/<domain>/privkey.pem,
// --log-dir /var/log/nginx. CI's scale-out stage renders the same template through renderSite().
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const SITE_TEMPLATE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'nginx-site.conf');

/** One `server` line per instance, each on loopback (the instances listen nowhere else). */
export function upstreamServers(ports) {
  return ports.map((port) => `server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`).join('\n    ');
}

/** Fills every placeholder of the template; an unknown or unfilled one is an error. */
export function renderSite(template, { domain, ports, httpListen, httpsListen, cert, key, logDir }) {
  if (!/^[a-z0-9.-]+$/i.test(domain)) throw new Error(`--domain: "${domain}" is not a host name`);
  if (!ports.length || ports.some((port) => !Number.isInteger(port) || port < 1 || port > 65535))
    throw new Error('--ports: one or more ports, e.g. 3001,3002,3003');
  const values = {
    SERVER_NAME: domain,
    UPSTREAM_SERVERS: upstreamServers(ports),
    HTTP_LISTEN: httpListen,
    HTTPS_LISTEN: httpsListen,
    TLS_CERT: cert,
    TLS_KEY: key,
    LOG_DIR: logDir,
  };
  const used = new Set();
  const rendered = template.replace(/\{\{([A-Z0-9_]+)\}\}/g, (_, name) => {
    if (!(name in values)) throw new Error(`deploy/nginx-site.conf: unknown placeholder {{${name}}}`);
    used.add(name);
    return values[name];
  });
  const unused = Object.keys(values).filter((name) => !used.has(name));
  if (unused.length) throw new Error(`deploy/nginx-site.conf: placeholders missing: ${unused.join(', ')}`);
  return rendered;
}

function option(args, name, fallback) {
  const index = args.indexOf(`--${name}`);
  if (index === -1) return fallback;
  const value = args[index + 1];
  if (!value || value.startsWith('--')) throw new Error(`--${name} needs a value`);
  return value;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const args = process.argv.slice(2);
  try {
    const domain = option(args, 'domain');
    if (!domain) throw new Error('Usage: node deploy/nginx-site.mjs --domain DOMAIN --ports 3001,3002,3003 [options]');
    const site = renderSite(readFileSync(SITE_TEMPLATE, 'utf8'), {
      domain,
      ports: option(args, 'ports', '3001,3002,3003').split(',').map(Number),
      httpListen: option(args, 'http-listen', '80'),
      httpsListen: option(args, 'https-listen', '443'),
      cert: option(args, 'cert', `/etc/letsencrypt/live/${domain}/fullchain.pem`),
      key: option(args, 'key', `/etc/letsencrypt/live/${domain}/privkey.pem`),
      logDir: option(args, 'log-dir', '/var/log/nginx'),
    });
    process.stdout.write(site);
  } catch (error) {
    console.error(error.message);
    process.exit(2);
  }
}
