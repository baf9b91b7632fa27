import os from 'node:os';
import type { FastifyRequest } from 'fastify';

/**
 * The names and addresses this machine answers to: loopback, its host name (and the `.local`
 * name mDNS gives it on a home network) and every network interface's address.
 */
export function ownHostNames(): Set<string> {
  const names = new Set(['localhost', '127.0.0.1', '[::1]']);
  const hostName = os.hostname().toLowerCase();
  names.add(hostName);
  names.add(`${hostName}.local`);
  for (const addresses of Object.values(os.networkInterfaces())) {
    for (const { address, family } of addresses ?? []) {
      names.add(family === 'IPv6' ? `[${address.toLowerCase()}]` : address);
    }
  }
  return names;
}

/** The host part of a Host header (`name:port`, `[v6]:port`); null when it is not one. */
function hostNameOf(host: string): string | null {
  if (!/^[a-z0-9.\-[\]:%]+$/i.test(host)) return null;
  const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0];
  return name ? name.toLowerCase() : null;
}

/** True for an address only this machine can reach it at (IPv6 bare or in brackets). */
export function isLoopbackHost(host: string): boolean {
  return ['127.0.0.1', '::1', '[::1]', 'localhost'].includes(host) || host.startsWith('127.');
}

/**
 * Where the links MaryJane writes (the calendar feed's address, the links in mails) point. With
 * PUBLIC_URL set, there. Without it, at the address the request reached MaryJane at, as long as
 * that is one of this machine's own names or addresses (a Raspberry Pi reached at 192.168.1.20
 * or raspberrypi.local writes links that work on the home network, issue 29); any other Host
 * header (one an attacker chose, to send a reset link to their own site) gets `fallback`.
 */
export function publicOriginFor(
  config: { publicUrl: string; publicUrlSet: boolean },
  ownNames: () => Set<string> = ownHostNames,
): (request: FastifyRequest) => string {
  const fallback = config.publicUrl.replace(/\/+$/, '');
  if (config.publicUrlSet) return () => fallback;
  return (request) => {
    const name = hostNameOf(request.host);
    if (name === null || !ownNames().has(name)) return fallback;
    return `${request.protocol}://${request.host.toLowerCase()}`;
  };
}

/**
 * What to say at start when MaryJane listens beyond this machine but PUBLIC_URL is not set:
 * links then follow the address each request came in at, if it is one of this machine's own.
 */
export function publicUrlNotice(
  config: { host: string; port: number; publicUrlSet: boolean },
  ownNames: () => Set<string> = ownHostNames,
): string | null {
  if (config.publicUrlSet || isLoopbackHost(config.host)) return null;
  const reachable = [...ownNames()].filter((name) => !isLoopbackHost(name));
  return (
    `PUBLIC_URL is not set: links in mails and the calendar address follow the address MaryJane ` +
    `is reached at when it is one of this machine's (${reachable.join(', ')}), else ` +
    `http://localhost:${config.port}. If people reach MaryJane by another name, set ` +
    `PUBLIC_URL (e.g. PUBLIC_URL=http://growbox.fritz.box:${config.port}).`
  );
}
