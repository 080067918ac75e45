/**
 * The members of a journal's editorial board (docs/decisions/0031-editorial-boards.md):
 * grouped by role in the standard order (Editor-in-Chief, Editors, Associate Editors, Reviewer
 * Board), each with affiliation, ORCID iD linked to https://orcid.org/… and a photo whose size
 * is reserved (no layout shift). Renders nothing when the board has no members.
 */
import type { PublicBoardMember } from '../../../../shared/api/board';
import { BOARD_PHOTO_SIZE, BOARD_ROLE_LABELS, BOARD_ROLES } from '../../../../shared/domain/board-roles';

const PHOTO_PX = 64;

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
}

function MemberCard({ member }: { member: PublicBoardMember }) {
  return (
    <li className="flex gap-4 rounded-lg border border-slate-200 bg-white p-4">
      {member.photoUrl ? (
        // The server stores a BOARD_PHOTO_SIZE px square in WebP and JPEG (decision 0046).
        <picture className="shrink-0">
          <source srcSet={member.photoUrl.replace(/\.jpg$/, '.webp')} type="image/webp" />
          <img
            src={member.photoUrl}
            alt=""
            width={PHOTO_PX}
            height={PHOTO_PX}
            data-size={BOARD_PHOTO_SIZE}
            loading="lazy"
            className="h-16 w-16 rounded-full object-cover"
          />
        </picture>
      ) : (
        <span
          aria-hidden="true"
          className="flex h-16 w-16 shrink-0 items-center justify-center rounded-full bg-brand-100 text-lg font-semibold text-brand-900"
        >
          {initialsOf(member.name)}
        </span>
      )}
      <div className="min-w-0">
        <p className="font-semibold text-slate-900">{member.name}</p>
        {member.affiliation ? <p className="text-sm text-slate-700">{member.affiliation}</p> : null}
        {member.orcid ? (
          <p className="mt-1 text-sm">
            <a
              href={`https://orcid.org/${member.orcid}`}
              className="text-brand-700 underline underline-offset-2 hover:text-brand-900"
            >
              <span className="sr-only">ORCID iD of {member.name}: </span>
              https://orcid.org/{member.orcid}
            </a>
          </p>
        ) : null}
      </div>
    </li>
  );
}

/** The board's members by role; nothing when `members` is empty. */
export function BoardMembers({ members }: { members: readonly PublicBoardMember[] }) {
  if (!members.length) return null;
  return (
    <div className="mt-6 space-y-8">
      {BOARD_ROLES.map((role) => {
        const group = members.filter((m) => m.role === role);
        if (!group.length) return null;
        const id = `board-role-${role}`;
        return (
          <section key={role} aria-labelledby={id}>
            <h3 id={id} className="text-lg font-semibold">
              {BOARD_ROLE_LABELS[role]}
            </h3>
            <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {group.map((m) => (
                <MemberCard key={m.id} member={m} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
