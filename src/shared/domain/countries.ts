/**
 * Country lists of the public forms (seed 000 §2 "Submit manuscript": about 195 countries
 * including Kosovo, Taiwan, Vatican City; §2 "Join applications": about 190, Afghanistan to
 * Zimbabwe, editor and reviewer lists with Cabo Verde, the associate list without it).
 *
 * One base list, the 193 member states of the United Nations, and the documented
 * differences of each form:
 * - submission: base + Kosovo, Palestine, Taiwan, Vatican City (197). The seed names Kosovo,
 *   Taiwan and Vatican City. Palestine is our decision: like the Holy See it is a UN observer
 *   state, most UN members recognise it, and its universities (Birzeit, An-Najah…) publish;
 *   leaving it out would turn away authors the seed's "about 195" does not mean to exclude.
 * - editor and reviewer applications: the base (193).
 * - associate editor application: the base without Cabo Verde (192), as the seed says.
 *
 * Names are common English short names (Cabo Verde, Czechia, Eswatini, Türkiye as the UN now
 * writes them), sorted in English collation.
 */
import type { JoinKind } from './intake';

/** The 193 member states of the United Nations, in English alphabetical order. */
export const UN_MEMBER_STATES: readonly string[] = [
  'Afghanistan', 'Albania', 'Algeria', 'Andorra', 'Angola', 'Antigua and Barbuda', 'Argentina',
  'Armenia', 'Australia', 'Austria', 'Azerbaijan',
  'Bahamas', 'Bahrain', 'Bangladesh', 'Barbados', 'Belarus', 'Belgium', 'Belize', 'Benin',
  'Bhutan', 'Bolivia', 'Bosnia and Herzegovina', 'Botswana', 'Brazil', 'Brunei', 'Bulgaria',
  'Burkina Faso', 'Burundi',
  'Cabo Verde', 'Cambodia', 'Cameroon', 'Canada', 'Central African Republic', 'Chad', 'Chile',
  'China', 'Colombia', 'Comoros', 'Congo', 'Costa Rica', "Côte d'Ivoire", 'Croatia', 'Cuba',
  'Cyprus', 'Czechia',
  'Democratic Republic of the Congo', 'Denmark', 'Djibouti', 'Dominica', 'Dominican Republic',
  'Ecuador', 'Egypt', 'El Salvador', 'Equatorial Guinea', 'Eritrea', 'Estonia', 'Eswatini',
  'Ethiopia',
  'Fiji', 'Finland', 'France',
  'Gabon', 'Gambia', 'Georgia', 'Germany', 'Ghana', 'Greece', 'Grenada', 'Guatemala', 'Guinea',
  'Guinea-Bissau', 'Guyana',
  'Haiti', 'Honduras', 'Hungary',
  'Iceland', 'India', 'Indonesia', 'Iran', 'Iraq', 'Ireland', 'Israel', 'Italy',
  'Jamaica', 'Japan', 'Jordan',
  'Kazakhstan', 'Kenya', 'Kiribati', 'Kuwait', 'Kyrgyzstan',
  'Laos', 'Latvia', 'Lebanon', 'Lesotho', 'Liberia', 'Libya', 'Liechtenstein', 'Lithuania',
  'Luxembourg',
  'Madagascar', 'Malawi', 'Malaysia', 'Maldives', 'Mali', 'Malta', 'Marshall Islands',
  'Mauritania', 'Mauritius', 'Mexico', 'Micronesia', 'Moldova', 'Monaco', 'Mongolia',
  'Montenegro', 'Morocco', 'Mozambique', 'Myanmar',
  'Namibia', 'Nauru', 'Nepal', 'Netherlands', 'New Zealand', 'Nicaragua', 'Niger', 'Nigeria',
  'North Korea', 'North Macedonia', 'Norway',
  'Oman',
  'Pakistan', 'Palau', 'Panama', 'Papua New Guinea', 'Paraguay', 'Peru', 'Philippines',
  'Poland', 'Portugal',
  'Qatar',
  'Romania', 'Russia', 'Rwanda',
  'Saint Kitts and Nevis', 'Saint Lucia', 'Saint Vincent and the Grenadines', 'Samoa',
  'San Marino', 'Sao Tome and Principe', 'Saudi Arabia', 'Senegal', 'Serbia', 'Seychelles',
  'Sierra Leone', 'Singapore', 'Slovakia', 'Slovenia', 'Solomon Islands', 'Somalia',
  'South Africa', 'South Korea', 'South Sudan', 'Spain', 'Sri Lanka', 'Sudan', 'Suriname',
  'Sweden', 'Switzerland', 'Syria',
  'Tajikistan', 'Tanzania', 'Thailand', 'Timor-Leste', 'Togo', 'Tonga', 'Trinidad and Tobago',
  'Tunisia', 'Türkiye', 'Turkmenistan', 'Tuvalu',
  'Uganda', 'Ukraine', 'United Arab Emirates', 'United Kingdom', 'United States', 'Uruguay',
  'Uzbekistan',
  'Vanuatu', 'Venezuela', 'Vietnam',
  'Yemen',
  'Zambia', 'Zimbabwe',
];

/** Added to the base on the submission form: the seed's three, and Palestine (ours). */
export const SUBMISSION_EXTRA_COUNTRIES: readonly string[] = [
  'Kosovo',
  'Palestine',
  'Taiwan',
  'Vatican City',
];

/** Left out of the base on the associate-editor application only (seed 000 §2). */
export const ASSOCIATE_OMITTED_COUNTRIES: readonly string[] = ['Cabo Verde'];

const collator = new Intl.Collator('en');

/** Sorts country names in English collation ("Côte d'Ivoire" after "Costa Rica"). */
export function sortCountries(names: Iterable<string>): string[] {
  return [...names].sort(collator.compare);
}

/** Countries of the submission form's dropdown (seed 000 §2), 197 names. */
export const SUBMISSION_COUNTRIES: readonly string[] = sortCountries([
  ...UN_MEMBER_STATES,
  ...SUBMISSION_EXTRA_COUNTRIES,
]);

/** Countries of each join application's dropdown (seed 000 §2 "Join applications"). */
export const APPLICATION_COUNTRIES: Readonly<Record<JoinKind, readonly string[]>> = {
  editor: UN_MEMBER_STATES,
  reviewer: UN_MEMBER_STATES,
  associate_editor: UN_MEMBER_STATES.filter((c) => !ASSOCIATE_OMITTED_COUNTRIES.includes(c)),
};
