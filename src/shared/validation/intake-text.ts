/**
 * Text the intake forms derive from their fields (seed 000 §7): the applicant's full name,
 * the manuscript's cover letter and the application's note. The forms send them as the seed
 * says; the server stores its own rebuild next to the structured columns, so that both sides
 * produce the same text from the same fields.
 */
import { journalTitleOfSlug } from '../domain/intake';

type Text = string | null | undefined;

const clean = (v: Text): string => (v ?? '').trim();
const present = (parts: readonly Text[]): string[] => parts.map(clean).filter((p) => p !== '');

/** "First Last" from the two name fields (seed 000 §3, §7 "Name is first and last name joined"). */
export function fullName(firstName: Text, lastName: Text): string {
  return present([firstName, lastName]).join(' ');
}

/** The address fields of both forms. */
export interface AddressParts {
  address1?: Text;
  address2?: Text;
  city?: Text;
  state?: Text;
  postal?: Text;
  country?: Text;
}

/**
 * The non-empty lines of a postal address: street, line 2, "City, State ZIP", country.
 * E.g. ['1 Main St', 'Apt 2', 'Boston, MA 02139', 'United States'].
 */
export function addressLines(a: AddressParts): string[] {
  const region = present([a.state, a.postal]).join(' ');
  const locality = present([a.city, region]).join(', ');
  return present([a.address1, a.address2, locality, a.country]);
}

/** What the cover letter is built from (seed 000 §7). */
export interface CoverLetterInput extends AddressParts {
  postTitle?: Text;
  university?: Text;
  phone?: Text;
  journalType?: Text;
  abstract?: Text;
  /** The manuscript's files; only the first one's original name is used. */
  files?: readonly { name: string }[];
  note?: Text;
}

function labelled(label: string, value: Text): string | null {
  const v = clean(value);
  return v ? `${label}: ${v}` : null;
}

function section(label: string, lines: readonly string[]): string | null {
  return lines.length ? `${label}:\n${lines.join('\n')}` : null;
}

/**
 * The `coverLetter` of `POST /api/public/manuscripts` (seed 000 §7): a structured text block
 * from postTitle, university, phone, journalType, abstract, the first file's original name,
 * an address block (street, line 2, city, state, ZIP, country) and the note, in that order,
 * only non-empty parts included, blocks separated by a blank line. For example:
 *
 *     Post Title: Dr
 *     University: University of Lagos
 *     Phone: +2348012345678
 *     Journal: Journal of Mathematics
 *
 *     Abstract:
 *     We prove…
 *
 *     Manuscript file: paper.pdf
 *
 *     Address:
 *     12 Marina Road
 *     Lagos, Lagos State 101001
 *     Nigeria
 *
 *     Note:
 *     Thank you.
 *
 * Returns '' when every part is empty.
 */
export function buildCoverLetter(form: CoverLetterInput): string {
  const header = present([
    labelled('Post Title', form.postTitle),
    labelled('University', form.university),
    labelled('Phone', form.phone),
    labelled('Journal', form.journalType),
  ]);
  const abstract = clean(form.abstract);
  const blocks = [
    header.length ? header.join('\n') : null,
    abstract ? section('Abstract', [abstract]) : null,
    labelled('Manuscript file', form.files?.[0]?.name),
    section('Address', addressLines(form)),
    clean(form.note) ? section('Note', [clean(form.note)]) : null,
  ];
  return present(blocks).join('\n\n');
}

/** What an application's note is built from (seed 000 §3). */
export interface JoinNoteInput extends AddressParts {
  affiliation?: Text;
  university?: Text;
  phone?: Text;
  /** Application slug; the note shows the journal's title (the slug if unknown). */
  journal?: Text;
}

/**
 * The `note` of `POST /api/public/contacts/{kind}` (seed 000 §3: "text combining
 * affiliation, university, phone, full address, journal"), one labelled line each, only
 * non-empty ones:
 *
 *     Affiliation: Department of Physics
 *     University: University of Lagos
 *     Phone: +2348012345678
 *     Address: 12 Marina Road, Lagos, Lagos State 101001, Nigeria
 *     Journal: Journal of Mathematics
 */
export function buildJoinNote(form: JoinNoteInput): string {
  const slug = clean(form.journal);
  return present([
    labelled('Affiliation', form.affiliation),
    labelled('University', form.university),
    labelled('Phone', form.phone),
    labelled('Address', addressLines(form).join(', ')),
    labelled('Journal', slug ? (journalTitleOfSlug(slug) ?? slug) : ''),
  ]).join('\n');
}
