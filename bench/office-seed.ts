/**
 * The synthetic editorial office of `npm run bench:office` (bench/office.ts), built in SQL on
 * PostgreSQL: set-based `INSERT … SELECT` over `generate_series`, no API call and no round trip
 * per row. Deterministic: every "random" choice is `bench_rand(i, salt)`, a hash of the row
 * number and a per-column salt mixed with OFFICE_SEED, so two runs build the same office.
 *
 * What it makes (defaults of {@link OfficeSize}):
 * - the house journals (seedHouseJournals) and 4 more (16);
 * - 20,000 accounts: 5,000 reviewers, 60 editors with journal roles (editors-in-chief, editors,
 *   associate editors), the bench's editor (on three journals) and admin ({@link OFFICE_EDITOR},
 *   {@link OFFICE_ADMIN}), one more admin, the rest authors; a reviewer application (accepted) per
 *   reviewer with name, affiliation (one of 56 institutions) and 2–4 of 80 expertise keywords;
 * - 50,000 submissions past draft, over the statuses in office proportions (a third under
 *   review, one in five published …), rounds 1–3, a handling editor on 70 %, an associate
 *   editor on 30 %, changed over the last three years;
 * - files rows (stored_files and submission_files: manuscript, revisions, cover letter on
 *   30 %, figures on 40 %; no bytes), ≈ 3 invitations per round past submission (pending,
 *   accepted, declined, submitted, cancelled; answer due in 7 days, review in 28, the open ones
 *   sent over the last 30 days, so many pending ones and a few accepted ones are overdue),
 *   a review per submitted invitation, a similarity check on 60 % past submission, ≈ 10
 *   history events and ≈ 6 mails (the outbox) per submission.
 *
 * A benchmark fixture, not an editorial write: it bypasses the features' writers on purpose
 * (bench/ is outside the server's table ownership, as bench/scale.ts).
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../src/server/db/client';
import { seedHouseJournals } from '../src/server/features/journals/seed';
import { hashPassword } from '../src/server/features/accounts';

/** Mixed into every pseudo-random choice; change it for another office of the same size. */
export const OFFICE_SEED = 42;

export interface OfficeSize {
  accounts: number;
  reviewers: number;
  submissions: number;
}

export const OFFICE_SIZE: OfficeSize = { accounts: 20_000, reviewers: 5_000, submissions: 50_000 };

/** The accounts the bench signs in as: an editor of three journals, and an admin. */
export const OFFICE_EDITOR = { email: 'editor.bench@office.example.org', password: 'Quartz-Heron-Office-91' };
export const OFFICE_ADMIN = { email: 'admin.bench@office.example.org', password: 'Orchid-Lantern-Office-7' };

const FIRST = `Aiko Alejandro Amara Anders Ana Arjun Astrid Ayesha Bao Beatriz Benedikt Camille Chen Chiara Dmitri Elena Emeka Emma Farah Felipe Fatima Giulia Hana Hannah Hiroshi Ibrahim Ingrid Isabel Jakob James Javier Jin Julia Kai Kamala Karin Kenji Lars Laura Leila Li Lucas Lucia Magnus Mai Marco Maria Mateo Mehmet Mei Miguel Mina Nadia Naveen Nils Noor Olga Omar Paulo Priya Rafael Rania Ravi Rosa Sakura Samir Sara Sebastian Sofia Sven Tariq Thomas Tomás Valentina Vikram Wei Yara Yusuf Zainab Zhang`;
const LAST = `Abadi Adeyemi Andersen Bauer Becker Bianchi Chen Costa Dubois Eriksson Fernandes Fischer Garcia Gonzalez Gupta Haddad Hansen Hoffmann Horvath Ibrahim Ito Jansen Johansson Kato Khan Kim Kowalski Kumar Larsen Laurent Lee Lindqvist Lopez Martin Martinez Meyer Moreau Müller Nakamura Nguyen Novak Nowak Okafor Olsen Patel Pereira Petrov Popescu Ramirez Rossi Russo Sato Schmidt Schneider Silva Singh Smith Sousa Suzuki Tanaka Torres Novotny Wagner Wang Weber Wójcik Yamamoto Yilmaz Zhang Zhou Ivanova Okonkwo Mensah Castillo Herrera Sandoval Lindgren Virtanen Korhonen`;
const INSTITUTIONS = [
  'University',
  'Institute of Technology',
  'Medical School',
  'Polytechnic University',
  'School of Public Health',
  'Research Institute',
];
const CITIES = `Aarhus Accra Amsterdam Bangalore Barcelona Beijing Bergen Bologna Boston Cairo Cape-Town Chicago Copenhagen Delhi Dublin Edinburgh Geneva Ghent Graz Hamburg Heidelberg Helsinki Istanbul Kyoto Lagos Leiden Lima Lisbon Lyon Madrid Manchester Melbourne Mexico-City Milan Montreal Mumbai Munich Nairobi Osaka Oslo Padua Porto Prague Santiago Seoul Stockholm Sydney Taipei Tokyo Toronto Uppsala Utrecht Valencia Vienna Warsaw Zurich`;
const KEYWORDS = `machine learning; deep learning; epidemiology; oncology; cardiology; nephrology; kidney transplantation; public health; health policy; genomics; proteomics; crystallography; materials science; polymer chemistry; catalysis; organic synthesis; quantum optics; condensed matter; astrophysics; climate modelling; hydrology; soil science; agronomy; plant pathology; ecology; marine biology; neuroscience; cognitive psychology; linguistics; econometrics; labour economics; finance; accounting; operations research; supply chains; robotics; control theory; signal processing; computer vision; natural language processing; cryptography; distributed systems; databases; software engineering; human-computer interaction; education; nursing; pharmacology; immunology; microbiology; virology; infectious diseases; diabetes; obesity; nutrition; sports medicine; orthopaedics; radiology; dermatology; ophthalmology; paediatrics; geriatrics; mental health; sociology; anthropology; history of science; philosophy of science; law and technology; urban planning; transport; energy systems; photovoltaics; batteries; hydrogen; nanotechnology; biomaterials; tissue engineering; biostatistics; bioinformatics; veterinary science`;
const TITLE_A = `A randomised trial of; Outcomes of; A cohort study of; Predictors of; A systematic review of; Modelling; Measuring; The effect of; Long-term follow-up of; A cross-sectional survey of; Mechanisms of; A machine-learning model for; Cost-effectiveness of; Trends in; Determinants of`;
const TITLE_B = `kidney function in older adults; antibiotic resistance in hospital wards; crystal growth under microgravity; soil carbon in tropical forests; reading skills in bilingual children; battery degradation at low temperature; heart failure readmissions; urban heat islands; maternal nutrition and birth weight; graph neural networks for molecules; remote work and productivity; coral reef recovery; vaccine uptake in rural districts; sleep and adolescent mental health; supply-chain disruptions; photovoltaic efficiency in desert climates; protein folding intermediates; water quality in river basins; hospital-acquired infections; diabetic retinopathy screening`;

/** `'a b c'` or `'a; b'` as an SQL text[] literal. */
const arr = (list: string[]) => sql.raw(`array[${list.map((s) => `'${s.replace(/'/g, "''")}'`).join(',')}]::text[]`);
const words = (s: string) => s.split(/\s+/).map((w) => w.replace(/-/g, ' '));
const items = (s: string) => s.split(/;\s*/);

/** Counts of what was made, and the time it took. */
export interface OfficeReport {
  seconds: number;
  counts: Record<string, number>;
  /** The bench editor's account id, and a submission of theirs under review (the one the submission page opens). */
  editorId: number;
  submissionId: number;
}

/**
 * Builds the office in `db` (an empty, migrated PostgreSQL database). Each statement runs in its
 * own transaction with the statement timeout off (a fixture of 400k rows outlasts the server's).
 * @param onStep called with each step's name as it starts
 */
export async function seedOffice(
  db: Db,
  size: OfficeSize = OFFICE_SIZE,
  onStep: (step: string) => void = () => {},
): Promise<OfficeReport> {
  const started = performance.now();
  await seedHouseJournals(db);
  const run = async (step: string, statement: ReturnType<typeof sql>) => {
    onStep(step);
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local statement_timeout = 0`);
      await tx.execute(sql`set local synchronous_commit = off`);
      await tx.execute(statement);
    });
  };
  await db.execute(sql`
    create or replace function bench_rand(i bigint, salt int) returns float8 language sql immutable parallel safe as
    $$ select ((hashint8(i * 1000003 + salt * 7919 + ${sql.raw(String(OFFICE_SEED))}) & 2147483647)::float8 / 2147483648) $$`);
  await db.execute(sql`
    create or replace function bench_pick(a text[], i bigint, salt int) returns text language sql immutable parallel safe as
    $$ select a[1 + floor(bench_rand(i, salt) * array_length(a, 1))::int] $$`);

  const institutions = words(CITIES).flatMap((c, n) => [`${c} ${INSTITUTIONS[n % INSTITUTIONS.length]}`]);

  await run(
    'journals',
    sql`insert into journals (title, abbreviation, slug, description, is_house, accepts_submissions)
        select 'Bench Journal of ' || k, 'BJ' || n, 'bench-journal-' || n, 'A journal of the office benchmark.', false, true
        from unnest(array['Renal Care', 'Applied Crystallography', 'Urban Studies', 'Learning Systems']) with ordinality as t(k, n)`,
  );
  const [{ journalCount }] = await queryRows<{ journalCount: number }>(
    db,
    sql`select count(*)::int as "journalCount" from journals`,
  );

  const editors = 60;
  const admins = 1;
  const authors = size.accounts - size.reviewers - editors - admins;
  // Accounts: 1..reviewers reviewers, then editors, admins, authors. Ids follow the series (empty table).
  await run(
    'accounts',
    sql`insert into users (name, email, role, email_verified_at, last_sign_in_at, created_at, updated_at)
        select bench_pick(${arr(words(FIRST))}, i, 1) || ' ' || bench_pick(${arr(words(LAST))}, i, 2),
               'person' || i || '@' || lower(replace(bench_pick(${arr(words(CITIES))}, i, 3), ' ', '-')) || '.example.org',
               case when i <= ${size.reviewers} then 'reviewer'
                    when i <= ${size.reviewers + editors} then
                      (array['editor_in_chief', 'editor', 'editor', 'associate_editor', 'associate_editor'])[1 + (i % 5)]
                    when i <= ${size.reviewers + editors + admins} then 'admin'
                    else 'author' end,
               now() - interval '3 years' * bench_rand(i, 4),
               case when bench_rand(i, 5) < 0.7 then now() - interval '90 days' * bench_rand(i, 6) end,
               now() - interval '4 years' * bench_rand(i, 7), now() - interval '1 year' * bench_rand(i, 8)
        from generate_series(1, ${size.accounts - 2}) i`,
  );
  await db.execute(
    sql`insert into users (name, email, role, password_hash, email_verified_at)
        values ('Office Bench Admin', ${OFFICE_ADMIN.email}, 'admin', ${await hashPassword(OFFICE_ADMIN.password)}, now())`,
  );
  const [{ editorId }] = await queryRows<{ editorId: number }>(
    db,
    sql`insert into users (name, email, role, password_hash, email_verified_at)
        values ('Office Bench Editor', ${OFFICE_EDITOR.email}, 'editor', ${await hashPassword(OFFICE_EDITOR.password)}, now())
        returning id as "editorId"`,
  );
  // Journal roles: each editor-level account on 1–3 journals; the bench editor on the first three.
  await run(
    'journal roles',
    sql`insert into journal_editors (journal_id, user_id, role)
        select distinct on (j.id, u.id) j.id, u.id,
               case when u.role = 'editor_in_chief' then 'editor_in_chief' when u.role = 'editor' then 'editor' else 'associate_editor' end
        from users u
        cross join generate_series(0, 2) k
        join lateral (select id from journals order by id offset floor(bench_rand(u.id * 3 + k, 9) * ${journalCount})::int limit 1) j on true
        where u.role in ('editor_in_chief', 'editor', 'associate_editor') and u.id <> ${editorId}
          and k < 1 + floor(bench_rand(u.id, 10) * 3)
        union all
        select id, ${editorId}, 'editor' from (select id from journals order by id limit 3) j`,
  );
  // Reviewer applications (accepted): where names, affiliations and expertise come from (decision 0051).
  await run(
    'reviewer applications',
    sql`insert into join_applications (kind, first_name, last_name, affiliation, university, email, phone, address1,
                                       city, state, postal, country, journal, expertise, note, user_id, status,
                                       content_digest, created_at)
        select 'reviewer', split_part(u.name, ' ', 1), split_part(u.name, ' ', 2),
               bench_pick(${arr(institutions)}, u.id, 11), bench_pick(${arr(institutions)}, u.id, 11), u.email,
               '+1 555 0100', '1 Bench Street', 'Bench City', '', '00000', 'Nowhere',
               (select slug from journals order by id offset floor(bench_rand(u.id, 12) * ${journalCount})::int limit 1),
               array_to_string(array[bench_pick(${arr(items(KEYWORDS))}, u.id, 13), bench_pick(${arr(items(KEYWORDS))}, u.id, 14)]
                 || case when bench_rand(u.id, 15) < 0.6 then array[bench_pick(${arr(items(KEYWORDS))}, u.id, 16)] else '{}' end
                 || case when bench_rand(u.id, 17) < 0.3 then array[bench_pick(${arr(items(KEYWORDS))}, u.id, 18)] else '{}' end, ', '),
               '', u.id, 'accepted', md5('application' || u.id), u.created_at
        from users u where u.role = 'reviewer'`,
  );

  const firstAuthor = size.reviewers + editors + admins + 1;
  const statuses = [
    ['submitted', 0.08],
    ['under_review', 0.3],
    ['revision_requested', 0.1],
    ['resubmitted', 0.05],
    ['accepted', 0.03],
    ['rejected', 0.12],
    ['desk_rejected', 0.06],
    ['withdrawn', 0.02],
    ['in_production', 0.02],
    ['proof_uploaded', 0.01],
    ['proof_approved', 0.01],
    ['published', 0.2],
  ] as const;
  let acc = 0;
  const statusCase = sql.raw(
    `case ${statuses
      .map(([s, p]) => {
        acc += p;
        return `when bench_rand(i, 20) < ${acc.toFixed(3)} then '${s}'`;
      })
      .join(' ')} else 'published' end`,
  );
  await run(
    'submissions',
    sql`insert into submissions (author_id, journal_id, title, abstract, keywords, article_type, co_authors, status, round,
                                 decision, submitted_at, handling_editor_id, associate_editor_id, created_at, updated_at)
        select ${firstAuthor} + floor(bench_rand(i, 21) * ${authors})::int,
               j.id,
               bench_pick(${arr(items(TITLE_A))}, i, 22) || ' ' || bench_pick(${arr(items(TITLE_B))}, i, 23) || ' (' || i || ')',
               'Background: a synthetic abstract of the office benchmark, about ' || bench_pick(${arr(items(TITLE_B))}, i, 23) || '.',
               to_jsonb(array[bench_pick(${arr(items(KEYWORDS))}, i, 24), bench_pick(${arr(items(KEYWORDS))}, i, 25)]),
               'Research Article',
               bench_pick(${arr(words(FIRST))}, i, 26) || ' ' || bench_pick(${arr(words(LAST))}, i, 27) || ', ' || bench_pick(${arr(institutions)}, i, 28),
               s.status,
               case when s.status in ('submitted', 'desk_rejected') then 1
                    else 1 + floor(bench_rand(i, 29) * bench_rand(i, 30) * 3)::int end,
               case when s.status in ('rejected', 'desk_rejected') then 'reject'
                    when s.status in ('accepted', 'in_production', 'proof_uploaded', 'proof_approved', 'published') then 'accept'
                    when s.status = 'revision_requested' then (array['minor', 'major'])[1 + (i % 2)] end,
               t.created + interval '1 day',
               case when bench_rand(i, 31) < 0.7 then e.id end,
               case when bench_rand(i, 32) < 0.3 then a.id end,
               t.created, least(now(), t.created + interval '200 days' * bench_rand(i, 33) * bench_rand(i, 34))
        from generate_series(1, ${size.submissions}) i
        cross join lateral (select ${statusCase} as status) s
        cross join lateral (select now() - interval '3 years' * bench_rand(i, 35) as created) t
        cross join lateral (select id from journals order by id offset floor(bench_rand(i, 36) * ${journalCount})::int limit 1) j
        left join lateral (select user_id as id from journal_editors je where je.journal_id = j.id and je.role <> 'associate_editor'
                           order by je.user_id = ${editorId} desc, je.user_id offset floor(bench_rand(i, 37) * 3)::int limit 1) e on true
        left join lateral (select user_id as id from journal_editors je where je.journal_id = j.id and je.role = 'associate_editor'
                           order by user_id limit 1) a on true`,
  );

  // Files: a stored_files row for each (no bytes; the page stats them and reports them missing).
  await run(
    'files',
    sql`with f as (
          select s.id as sid, k.kind, k.round, s.author_id, s.created_at, s.id * 16 + k.n as n
          from submissions s
          cross join lateral (
            select 'manuscript' as kind, 1 as round, 0 as n
            union all select 'revision', r, r from generate_series(2, s.round) r
            union all select 'cover_letter', 1, 4 where bench_rand(s.id, 40) < 0.3
            union all select 'figure', 1, 5 where bench_rand(s.id, 41) < 0.4
            union all select 'figure', 1, 6 where bench_rand(s.id, 42) < 0.2
            union all select 'response_to_reviewers', r, 6 + r from generate_series(2, s.round) r
            union all select 'proof', s.round, 12 where s.status in ('proof_uploaded', 'proof_approved', 'published')
          ) k
        ), stored as (
          insert into stored_files (key, original_filename, content_type, byte_size, sha256, visibility, created_at)
          select 'bench-' || n, kind || '-' || sid || '.pdf', 'application/pdf', 200000 + (n % 900000), md5(n::text), 'private', created_at
          from f returning key
        )
        insert into submission_files (submission_id, kind, round, file_key, original_filename, content_type, byte_size,
                                      uploaded_by, created_at)
        select sid, kind, round, 'bench-' || n, kind || '-' || sid || '.pdf', 'application/pdf', 200000 + (n % 900000),
               author_id, created_at
        from f order by sid, n`,
  );

  // Invitations: ≈ 3 per round that went to review; reviewers drawn from the 5,000, 5 % from
  // 1,500 addresses without an account.
  await run(
    'invitations',
    sql`insert into invitations (submission_id, round, reviewer_email, reviewer_id, token_hash, status, expires_at,
                                 responded_at, invited_by, respond_by, review_due, created_at, updated_at)
        select s.id, r, coalesce(u.email, 'external' || (x.n % 1500) || '@elsewhere.example.org'),
               case when x.st in ('accepted', 'submitted') then u.id end,
               md5('invitation' || x.n), x.st, x.created + interval '30 days',
               case when x.st <> 'pending' then x.created + interval '3 days' end,
               s.handling_editor_id, (x.created + interval '7 days')::date, (x.created + interval '28 days')::date,
               x.created, x.created + interval '5 days'
        from submissions s
        cross join generate_series(1, s.round) r
        cross join generate_series(1, 3) k
        cross join lateral (
          select s.id::bigint * 100 + r * 10 + k as n,
                 case when r < s.round or s.status not in ('under_review', 'resubmitted', 'submitted') then
                        (array['submitted', 'submitted', 'declined', 'cancelled'])[1 + floor(bench_rand(s.id * 100 + r * 10 + k, 50) * 4)::int]
                      else (array['pending', 'accepted', 'accepted', 'submitted', 'declined'])[1 + floor(bench_rand(s.id * 100 + r * 10 + k, 50) * 5)::int]
                 end as st,
                 case when r = s.round and s.status in ('under_review', 'resubmitted')
                      then now() - interval '30 days' * bench_rand(s.id * 100 + r * 10 + k, 51)
                      else s.created_at + interval '20 days' * r end as created
        ) x
        left join users u on u.id = 1 + floor(bench_rand(x.n, 52) * ${size.reviewers})::int and bench_rand(x.n, 53) >= 0.05
        where s.status not in ('submitted', 'desk_rejected', 'withdrawn') or (s.status = 'withdrawn' and r = 1 and k = 1)`,
  );
  // The reminders a running office has already sent (decision 0045), so that the server's reminder
  // pass finds nothing due and does not write thousands of mails while the bench measures.
  await run(
    'reminders sent',
    sql`insert into invitation_reminders (invitation_id, kind, deadline, sent_at)
        select id, 'unanswered', respond_by, now() from invitations where status = 'pending'
        union all select id, k, review_due, now() from invitations cross join unnest(array['due_soon', 'overdue']) k
        where status = 'accepted'`,
  );
  await run(
    'reviews',
    sql`insert into reviews (invitation_id, submission_id, round, recommendation, comments, confidential_comments,
                             conflict_of_interest, submitted_at)
        select i.id, i.submission_id, i.round, (array['minor', 'major', 'accept', 'reject'])[1 + floor(bench_rand(i.id, 60) * 4)::int],
               'The manuscript is clear; the methods need more detail on sampling and the statistics need a power analysis.',
               '', 'none', i.created_at + interval '18 days' * (0.3 + bench_rand(i.id, 61))
        from invitations i where i.status = 'submitted'`,
  );
  await run(
    'similarity checks',
    sql`with c as (
          select id, created_at, handling_editor_id from submissions
          where status <> 'submitted' and bench_rand(id, 70) < 0.6
        ), stored as (
          insert into stored_files (key, original_filename, content_type, byte_size, sha256, visibility, created_at)
          select 'bench-similarity-' || id, 'similarity-' || id || '.pdf', 'application/pdf', 150000, md5('s' || id), 'private', created_at
          from c returning key
        )
        insert into similarity_checks (submission_id, similarity_percent, unique_percent, report_file_key, report_filename,
                                       report_content_type, report_byte_size, checked_by, checked_at)
        select id, round((bench_rand(id, 71) * 30)::numeric, 2), round((70 + bench_rand(id, 72) * 30)::numeric, 2),
               'bench-similarity-' || id, 'similarity-' || id || '.pdf', 'application/pdf', 150000, handling_editor_id,
               created_at + interval '2 days'
        from c`,
  );
  // History: submit, uploads, similarity, invitations and answers, sent to review, decisions (desk
  // rejections as such), withdrawals, publication, reviews (≈ 11 a submission): what the editorial reports read.
  await run(
    'history',
    sql`insert into submission_events (submission_id, actor_id, actor_role, action, from_status, to_status, note, created_at)
        select submission_id, actor_id, actor_role, action, from_status, to_status, note, created_at from (
          select s.id as submission_id, s.author_id as actor_id, 'author' as actor_role, 'upload_manuscript' as action,
                 null as from_status, null as to_status, null as note, s.created_at
          from submissions s
          union all
          select s.id, s.author_id, 'author', 'submit', 'draft', 'submitted', null, s.created_at + interval '1 day' from submissions s
          union all
          select c.submission_id, c.checked_by, 'editor', 'similarity_check', null, null, 'Similarity ' || c.similarity_percent || '%', c.checked_at
          from similarity_checks c
          union all
          select i.submission_id, i.invited_by, 'editor', 'invite', null, null, null, i.created_at from invitations i
          union all
          select i.submission_id, i.reviewer_id, 'reviewer', case i.status when 'declined' then 'decline_invitation' else 'accept_invitation' end,
                 null, null, null, i.responded_at
          from invitations i where i.status in ('accepted', 'submitted', 'declined')
          union all
          select r.submission_id, null, 'reviewer', 'submit_review', null, null, null, r.submitted_at from reviews r
          union all
          select s.id, s.handling_editor_id, 'editor', 'desk_send_to_review', 'submitted', 'under_review', null, s.created_at + interval '3 days'
          from submissions s where s.status not in ('submitted', 'desk_rejected', 'withdrawn')
          union all
          select s.id, s.handling_editor_id, 'editor', case when s.status = 'desk_rejected' then 'desk_reject' else 'decide_' || s.decision end,
                 case when s.status = 'desk_rejected' then 'submitted' else 'under_review' end, s.status, 'Decision recorded', s.updated_at
          from submissions s where s.decision is not null
          union all
          select s.id, s.author_id, 'author', 'withdraw', 'submitted', 'withdrawn', null, s.updated_at from submissions s where s.status = 'withdrawn'
          union all
          select s.id, s.handling_editor_id, 'editor', 'publish', 'proof_approved', 'published', null,
                 least(now(), s.updated_at + interval '30 days' * bench_rand(s.id, 80))
          from submissions s where s.status = 'published'
        ) e order by created_at`,
  );
  // Mails: the outbox keeps every mail sent (decision 0071): ≈ 1.5 a history event.
  await run(
    'mails',
    sql`insert into outbox (to_address, subject, text_body, kind, ref, status, attempts, next_attempt_at, sent_at, created_at)
        select m.to_address, m.subject, m.body, m.kind, m.ref, 'sent', 1, m.created_at, m.created_at, m.created_at from (
          select u.email as to_address, 'Submission received: ' || left(s.title, 60) as subject,
                 'Dear author, we received your submission "' || s.title || '". We will be in touch.' as body,
                 'submission.received' as kind, 'submission:' || s.id as ref, s.created_at
          from submissions s join users u on u.id = s.author_id
          union all
          select i.reviewer_email, 'Invitation to review', 'Dear colleague, would you review a manuscript for us? ' ||
                 repeat('The abstract follows. ', 20), 'invitation', 'invitation:' || i.id, i.created_at
          from invitations i
          union all
          select i.reviewer_email, 'Reminder: your review', 'A reminder that your review is due.', 'invitation.reminder',
                 'invitation:' || i.id, i.created_at + interval '25 days'
          from invitations i where i.status in ('accepted', 'submitted') and bench_rand(i.id, 80) < 0.5
          union all
          select u.email, 'Decision on your submission', 'Dear author, ' || repeat('the reviewers commented as follows. ', 30),
                 'decision', 'submission:' || s.id, s.updated_at
          from submissions s join users u on u.id = s.author_id where s.decision is not null
        ) m order by created_at`,
  );
  onStep('indexes and statistics');
  await db.execute(sql`drop function bench_pick(text[], bigint, int)`);
  await db.execute(sql`drop function bench_rand(bigint, int)`);
  await db.execute(sql`vacuum (analyze)`);

  const counts: Record<string, number> = {};
  for (const table of [
    'journals',
    'users',
    'journal_editors',
    'join_applications',
    'submissions',
    'submission_files',
    'invitations',
    'reviews',
    'similarity_checks',
    'invitation_reminders',
    'submission_events',
    'outbox',
  ]) {
    const [{ n }] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${sql.identifier(table)}`);
    counts[table] = n;
  }
  // The submission the page opens: under review in the bench editor's journals, handled by them, with invitations.
  const [{ submissionId }] = await queryRows<{ submissionId: number }>(
    db,
    sql`select s.id as "submissionId" from submissions s
        where s.status = 'under_review' and s.handling_editor_id = ${editorId}
          and exists (select 1 from invitations i where i.submission_id = s.id and i.round = s.round and i.status = 'submitted')
        order by s.id limit 1`,
  );
  return { seconds: (performance.now() - started) / 1000, counts, editorId, submissionId };
}
