import os from 'node:os';

/** What the server knows of the addresses it can be reached at. */
export interface ListenAddresses {
  host: string;
  port: number;
  interfaces: ReturnType<typeof os.networkInterfaces>;
  hostname: string;
}

/** The machine's own view of where it listens, read once at start. */
export function machineAddresses(host: string, port: number): ListenAddresses {
  return { host, port, interfaces: os.networkInterfaces(), hostname: os.hostname() };
}

const ANY_ADDRESS = new Set(['0.0.0.0', '::', '']);

function urlHost(address: string): string {
  return address.includes(':') ? `[${address}]` : address;
}

/**
 * The addresses a browser may sign in from and be sent back to. With PUBLIC_URL set, that one
 * address (an operator behind a proxy names it). Without it, every address the server answers
 * on (localhost, the loopback and LAN addresses, the machine's name), so a school that starts
 * Qiao on a LAN can sign in at the address the start log prints. The list is fixed at start:
 * the passport registers each as a return address, and a Host header cannot add one.
 */
export function signInBases(publicUrl: string | undefined, listen: ListenAddresses): string[] {
  if (publicUrl) return [publicUrl.replace(/\/$/, '')];
  const hosts = new Set<string>(['localhost']);
  if (ANY_ADDRESS.has(listen.host)) {
    hosts.add(listen.hostname.toLowerCase());
    for (const entries of Object.values(listen.interfaces)) {
      for (const entry of entries ?? []) {
        // Link-local IPv6 needs a zone id that browsers do not accept in an address.
        if (entry.family === 'IPv6' && entry.address.toLowerCase().startsWith('fe80:')) continue;
        hosts.add(entry.address.toLowerCase());
      }
    }
  } else {
    hosts.add(listen.host.toLowerCase());
  }
  return [...hosts].map((host) => `http://${urlHost(host)}:${listen.port}`);
}

/**
 * The sign-in base for a request sent to `requestOrigin`: itself when it is one of the bases,
 * else the first (PUBLIC_URL or localhost), as before.
 */
export function signInBaseFor(bases: readonly string[], requestOrigin: string): string {
  const origin = URL.parse(requestOrigin)?.origin;
  return bases.find((base) => URL.parse(base)?.origin === origin) ?? bases[0]!;
}

/**
 * Qiao's home as a link from its own pages (the passport's): the path alone, so the browser stays
 * on the address it is using.
 */
export function homePath(publicUrl: string): string {
  return `${new URL(publicUrl).pathname.replace(/\/$/, '')}/`;
}
