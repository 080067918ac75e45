/**
 * The 19 journal codes of seed 001 §3 and their full names (the admin's journal column), and
 * one lookup for every journal reference an intake may carry: a code, an application slug
 * (seed 000 §3) or a title. The seed gives the codes and their subject areas in one order;
 * pairing code i with area i, and the wording of each name, are ours
 * (docs/decisions/0010-admin-inbox.md).
 */
import { journalTitleOfSlug } from './intake';

export const JOURNAL_CODES: Readonly<Record<string, string>> = {
  ijares: 'International Journal of Agriculture Research and Environmental Sciences',
  ijai: 'International Journal of Allergy and Immunology',
  ijapm: 'International Journal of Anesthesiology and Pain Medicine',
  ijaa: 'International Journal of Archeology and Anthropology',
  ijcimd: 'International Journal of Clinical Imaging and Medical Devices',
  ijemc: 'International Journal of Endocrinology and Metabolic Conditions',
  ijeti: 'International Journal of Engineering Technology and Informatics',
  ijgld: 'International Journal of Gastroenterology and Liver Diseases',
  ijhvs: 'International Journal of Heart and Vascular Sciences',
  ijide: 'International Journal of Infectious Diseases and Epidemiology',
  ijnrs: 'International Journal of Nephrology and Renal Sciences',
  ijnbs: 'International Journal of Neuropsychology and Behavioural Sciences',
  ijor: 'International Journal of Oncology and Radiotherapy',
  ijot: 'International Journal of Orthopaedics and Trauma',
  ijpcn: 'International Journal of Paediatric Care and Neonatology',
  ijps: 'International Journal of Pharmacy Sciences',
  ijrcrcs: 'International Journal of Rare Cases and Case Reports',
  ijrcm: 'International Journal of Respiratory Care and Medicine',
  ijvm: 'International Journal of Veterinary Medicine',
};

/**
 * The name to show for a journal reference: a code (any case), an application slug, or the
 * text itself (a title, as the manuscript form sends), '—' when empty.
 */
export function journalNameOf(reference: string | null | undefined): string {
  const value = (reference ?? '').trim();
  if (!value) return '—';
  return JOURNAL_CODES[value.toLowerCase()] ?? journalTitleOfSlug(value) ?? value;
}
