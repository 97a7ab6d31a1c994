export const SITE_TEMPLATE: string;
export function upstreamServers(ports: number[]): string;
export function renderSite(
  template: string,
  options: {
    domain: string;
    ports: number[];
    httpListen: string;
    httpsListen: string;
    cert: string;
    key: string;
    logDir: string;
  },
): string;
