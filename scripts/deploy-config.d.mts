/** Types of scripts/deploy-config.mjs (see there). */
export declare const DEPLOY_FILES: { nginxSite: string; systemdUnit: string };
export declare function nginxSiteOnLoopback(options: {
  upstreams: [string, string];
  listen: string;
  redirectListen: string;
  certificate: string;
  key: string;
}): string;
export declare function nginxTestConfig(options: { prefix: string; site: string; user?: string }): string;
