/**
 * Parts of the article page that JATS keeps in the front matter (`article-meta`) rather
 * than the back: data availability (PLOS `custom-meta` "Data Availability"), funding
 * (`funding-group`: funders, award ids, recipients, statement), author contributions
 * (`author-notes` fn-type "con", else the CRediT `role`s of each contributor) and competing
 * interests (`author-notes` fn-type "conflict"/"COI-statement"). A part the back matter
 * already states (eLife's "Additional information") is not repeated.
 */
import { attr, childPath, descendants, type XmlElement } from '../scholarly';
import { claimId, type RenderContext } from './context';
import { escapeText, tag } from './html';
import { renderInline } from './inline';
import { plainText } from './plain-text';
import { renderBlocks } from './blocks';

function kids(el: XmlElement | null | undefined, name?: string): XmlElement[] {
  if (!el) return [];
  return el.children.filter((c): c is XmlElement => typeof c !== 'string' && (name === undefined || c.name === name));
}

/** A top-level part of the page (an h2 section, listed in the table of contents). */
function part(ctx: RenderContext, key: string, title: string, inner: string): string {
  if (!inner.trim()) return '';
  const id = claimId(ctx, key, 'part');
  ctx.headings.push({ id, number: null, title, level: 1 });
  return tag('section', { class: 'jats-part', id }, tag('h2', {}, escapeText(title)) + inner);
}

const COI_TYPES = new Set(['conflict', 'coi-statement', 'competing-interest', 'competing-interests']);

/** What the back matter (and its fn-groups and sections) already covers. */
function backCovers(back: XmlElement | null): {
  coi: boolean;
  contributions: boolean;
  data: boolean;
  funding: boolean;
} {
  const fns = descendants(back, 'fn');
  const groups = descendants(back, 'fn-group');
  const secs = descendants(back, 'sec');
  const type = (el: XmlElement, a: string) => (attr(el, a) ?? '').toLowerCase();
  return {
    coi:
      fns.some((f) => COI_TYPES.has(type(f, 'fn-type'))) ||
      groups.some((g) => type(g, 'content-type') === 'competing-interest'),
    contributions:
      fns.some((f) => type(f, 'fn-type') === 'con') ||
      groups.some((g) => type(g, 'content-type') === 'author-contribution'),
    data: secs.some((s) => /data-availability/.test(type(s, 'sec-type'))),
    funding:
      secs.some((s) => /funding/.test(type(s, 'sec-type'))) ||
      fns.some((f) => type(f, 'fn-type') === 'financial-disclosure'),
  };
}

/** The front-matter parts, in page order, as HTML sections. */
export function renderFrontParts(article: XmlElement, ctx: RenderContext): string {
  const meta = childPath(article, 'front', 'article-meta');
  if (!meta) return '';
  const covers = backCovers(childPath(article, 'back'));
  const notes = kids(meta, 'author-notes').flatMap((n) => kids(n, 'fn'));
  let out = '';

  if (!covers.data) {
    const data = kids(meta, 'custom-meta-group')
      .flatMap((g) => kids(g, 'custom-meta'))
      .find((m) => /data availability/i.test(plainText(kids(m, 'meta-name')[0] ?? m)));
    const value = data ? kids(data, 'meta-value')[0] : undefined;
    if (value) out += part(ctx, 'data-availability', 'Data availability', renderBlocks(value.children, ctx, 2));
  }

  if (!covers.funding) out += part(ctx, 'funding', 'Funding', renderFunding(kids(meta, 'funding-group'), ctx));

  if (!covers.contributions) {
    const con = notes.filter((f) => attr(f, 'fn-type') === 'con');
    const inner = con.length > 0 ? con.map((f) => renderBlocks(f.children, ctx, 2)).join('') : renderRoles(meta);
    out += part(ctx, 'author-contributions', 'Author contributions', inner);
  }

  if (!covers.coi) {
    const coi = notes.filter((f) => COI_TYPES.has((attr(f, 'fn-type') ?? '').toLowerCase()));
    out += part(
      ctx,
      'competing-interests',
      'Competing interests',
      coi.map((f) => renderBlocks(f.children, ctx, 2)).join(''),
    );
  }
  return out;
}

/** Awards ("Funder (award id) to recipient") then the funding statement. */
function renderFunding(groups: XmlElement[], ctx: RenderContext): string {
  let awards = '';
  let statements = '';
  for (const group of groups) {
    for (const award of kids(group, 'award-group')) {
      const sources = kids(award, 'funding-source').map((s) => {
        const wrap = kids(s, 'institution-wrap')[0];
        const institution = wrap ? kids(wrap, 'institution')[0] : undefined;
        return plainText(institution ?? s);
      });
      const ids = kids(award, 'award-id').map(plainText).filter(Boolean);
      const recipients = kids(award, 'principal-award-recipient').map(plainText).filter(Boolean);
      if (sources.length === 0 && ids.length === 0) continue;
      let line = escapeText(sources.join(', ') || 'Award');
      if (ids.length > 0) line += ` (${escapeText(ids.join(', '))})`;
      if (recipients.length > 0) line += ` to ${escapeText(recipients.join(', '))}`;
      awards += `<li>${line}</li>`;
    }
    for (const statement of kids(group, 'funding-statement'))
      statements += `<p>${renderInline(statement.children, ctx).trim()}</p>`;
  }
  return (awards ? tag('ul', { class: 'jats-list' }, awards) : '') + statements;
}

/**
 * "Name: Conceptualization (lead), Writing – original draft" per contributor with roles: the
 * CRediT degree of contribution (`degree-contribution`, JATS 1.3) in brackets when given
 * (decision 0089).
 */
function renderRoles(meta: XmlElement): string {
  let items = '';
  for (const contrib of descendants(meta, 'contrib')) {
    if ((attr(contrib, 'contrib-type') ?? 'author') !== 'author') continue;
    const roles = kids(contrib, 'role')
      .map((r) => {
        const term = plainText(r);
        const degree = attr(r, 'degree-contribution');
        return term && degree ? `${term} (${degree})` : term;
      })
      .filter(Boolean);
    if (roles.length === 0) continue;
    const nameEl = kids(contrib, 'name')[0] ?? kids(contrib, 'string-name')[0] ?? kids(contrib, 'collab')[0];
    if (!nameEl) continue;
    const given = kids(nameEl, 'given-names')[0];
    const surname = kids(nameEl, 'surname')[0];
    const name = surname
      ? [given ? plainText(given) : '', plainText(surname)].filter(Boolean).join(' ')
      : plainText(nameEl);
    items += `<li>${tag('span', { class: 'jats-contributor' }, escapeText(name))}: ${escapeText(roles.join(', '))}</li>`;
  }
  return items ? tag('ul', { class: 'jats-list jats-list-simple' }, items) : '';
}
