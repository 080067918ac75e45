/**
 * The ROR combobox of features/ror (decision 0090) in the contributor forms of the other
 * features: the submission wizard's authors and funders (features/submissions) and production
 * metadata (features/production). Features may not import one another, so the screens composed
 * here give it to every form below them through `ContributorInputsContext` (decision 0094).
 *
 * - An affiliation's institution: choosing a ROR record sets the name and the ROR ID, and the
 *   country (the record's ISO 3166-1 code as its English name) when none is typed. Typing sets
 *   the name as free text and clears the ROR ID, which named the organisation chosen before.
 * - A funder's name: choosing a ROR record sets the name and, as the funder's ID, its ROR ID
 *   (Crossref takes a funder's ROR ID as it takes a Funder Registry ID). Typing keeps the text;
 *   an ID the form holds is cleared only when it was a ROR ID (a chosen organisation's), so a
 *   typed Funder Registry ID stays.
 */
import type { ReactNode } from 'react';
import {
  ContributorInputsContext,
  type ContributorInputs,
  type FunderInputProps,
  type InstitutionInputProps,
} from '../../components/contributors/contributor-fields';
import { RorAffiliationInput } from '../../features/ror/ror-affiliation-input';

const ROR_ID = /^https:\/\/ror\.org\/0[a-z0-9]{8}$/;

/** The English name of an ISO 3166-1 alpha-2 code ("NZ" → "New Zealand"), or the code itself. */
export function countryName(code: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

function InstitutionWithRor({ id, label, value, error, onChange }: InstitutionInputProps) {
  return (
    <RorAffiliationInput
      id={id}
      label={label}
      required
      hint="Type a name and choose it from the ROR list; text that matches nothing stays as typed."
      value={{ name: value.name, ...(value.rorId ? { rorId: value.rorId } : {}) }}
      error={error}
      onChange={(next, organisation) =>
        onChange({
          name: next.name,
          rorId: next.rorId ?? '',
          ...(organisation?.country && !value.country.trim() ? { country: countryName(organisation.country) } : {}),
        })
      }
    />
  );
}

function FunderWithRor({ id, label, value, error, onChange }: FunderInputProps) {
  const chosen = ROR_ID.test(value.id.trim()) ? value.id.trim() : undefined;
  return (
    <RorAffiliationInput
      id={id}
      label={label}
      required
      value={{ name: value.name, ...(chosen ? { rorId: chosen } : {}) }}
      error={error}
      onChange={(next) =>
        onChange(next.rorId ? { name: next.name, id: next.rorId } : { name: next.name, ...(chosen ? { id: '' } : {}) })
      }
    />
  );
}

/** The ROR-searching inputs for institutions and funders. */
export const rorInputs: ContributorInputs = {
  institutionInput: (props) => <InstitutionWithRor key={props.id} {...props} />,
  funderInput: (props) => <FunderWithRor key={props.id} {...props} />,
};

/** Gives the ROR-searching inputs to every contributor and funder form in `children`. */
export function WithRorInputs({ children }: { children: ReactNode }) {
  return <ContributorInputsContext.Provider value={rorInputs}>{children}</ContributorInputsContext.Provider>;
}
