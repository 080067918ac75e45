/**
 * The part of Citation.js (https://citation.js.org, no bundled types) that the citation
 * feature uses: a `Cite` of CSL-JSON items, its `format` outputs, and the CSL plugin's style
 * registry.
 */
declare module '@citation-js/core' {
  /** A CSL-JSON item (https://citeproc-js.readthedocs.io/en/latest/csl-json/markup.html). */
  export type CslItem = Record<string, unknown> & { id: string; type: string };

  export class Cite {
    constructor(data: unknown);
    /** The items as CSL-JSON. */
    data: CslItem[];
    format(format: 'bibliography', options: Record<string, unknown> & { asEntryArray: true }): [string, string][];
    format(format: string, options?: Record<string, unknown>): string;
  }

  export const plugins: {
    config: {
      get(plugin: '@csl'): {
        styles: { add(name: string, xml: string): void; has(name: string): boolean; get(name: string): string };
      };
    };
  };
}
declare module '@citation-js/plugin-csl';
declare module '@citation-js/plugin-bibtex';
declare module '@citation-js/plugin-ris';
