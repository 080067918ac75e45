/**
 * The licences an article of ours can be published under (decision 0028, production metadata):
 * Creative Commons licences, CC BY 4.0 by default (the publisher is open access). The name
 * is what the article page prints, the URL what JATS `license/@xlink:href` and Crossref carry.
 */
export const LICENCES = [
  { name: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/' },
  { name: 'CC BY-SA 4.0', url: 'https://creativecommons.org/licenses/by-sa/4.0/' },
  { name: 'CC BY-NC 4.0', url: 'https://creativecommons.org/licenses/by-nc/4.0/' },
  { name: 'CC BY-NC-ND 4.0', url: 'https://creativecommons.org/licenses/by-nc-nd/4.0/' },
  { name: 'CC0 1.0', url: 'https://creativecommons.org/publicdomain/zero/1.0/' },
] as const;

export type LicenceName = (typeof LICENCES)[number]['name'];

export const LICENCE_NAMES = LICENCES.map((l) => l.name) as [LicenceName, ...LicenceName[]];

/** The default licence of a published article. */
export const DEFAULT_LICENCE: LicenceName = 'CC BY 4.0';

/** The URL of a licence by name. */
export function licenceUrl(name: LicenceName): string {
  return LICENCES.find((l) => l.name === name)!.url;
}
