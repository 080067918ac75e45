/**
 * Editorial board routes (issue 18; docs/decisions/0031-editorial-boards.md):
 * public GET /api/journals/{abbreviation}/board, and the admin's
 * GET|POST /api/admin/journals/{id}/board, PUT|DELETE /api/admin/journals/{id}/board/{memberId},
 * POST /api/admin/journals/{id}/board/order. Admin routes need the `admin_dashboard` permission
 * (401 without a session, 403 for other roles); bodies are the shared zod contract (400 with
 * field messages); unknown journals and members are 404.
 */
import { z } from 'zod';
import {
  boardJournalParams,
  boardList,
  boardMember,
  boardMemberInput,
  boardMemberParams,
  boardReorderInput,
} from '../../../shared/api/board';
import { errorBody } from '../../../shared/api/common';
import { issueParams } from '../../../shared/api/issues';
import type { AppInstance } from '../../app-types';
import { AppError } from '../../lib/errors';
import { addBoardMember, editBoardMember, listBoard, removeBoardMember, reorderBoard } from './board';
import { findJournalByAbbreviation } from './service';

const adminErrors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

export default async function boardRoutes(app: AppInstance) {
  app.get(
    '/api/journals/:abbreviation/board',
    {
      schema: {
        tags: ['journals'],
        summary: "A journal's editorial board",
        description:
          'Members by role (editor-in-chief, editors, associate editors, reviewer board), then display order; each with affiliation, bare ORCID iD and photo address. 404 for an unknown journal.',
        params: issueParams.pick({ abbreviation: true }),
        response: { 200: boardList, 400: errorBody, 404: errorBody },
      },
      config: { publicCache: true },
    },
    async (request) => {
      const journal = await findJournalByAbbreviation(app.db, request.params.abbreviation);
      if (!journal) throw new AppError('NOT_FOUND', `Journal "${request.params.abbreviation}" not found`);
      return listBoard(app.db, journal.id);
    },
  );

  const asAdmin = { onRequest: app.requirePermission('admin_dashboard') };

  app.get(
    '/api/admin/journals/:id/board',
    {
      ...asAdmin,
      schema: {
        tags: ['admin'],
        summary: "A journal's editorial board (admin)",
        params: boardJournalParams,
        response: { 200: boardList, ...adminErrors },
      },
    },
    async (request) => listBoard(app.db, request.params.id, true),
  );

  app.post(
    '/api/admin/journals/:id/board',
    {
      ...asAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Add a member at the end of the board',
        description: 'ORCID iDs are checked (format, then ISO 7064 MOD 11-2 check character).',
        params: boardJournalParams,
        body: boardMemberInput,
        response: { 201: boardMember, ...adminErrors },
      },
    },
    async (request, reply) => {
      const member = await addBoardMember(app.db, request.params.id, request.body);
      return reply.code(201).send(member);
    },
  );

  app.post(
    '/api/admin/journals/:id/board/order',
    {
      ...asAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Reorder the board: every member id, in the new order',
        params: boardJournalParams,
        body: boardReorderInput,
        response: { 200: boardList, ...adminErrors },
      },
    },
    async (request) => reorderBoard(app.db, request.params.id, request.body.ids),
  );

  app.put(
    '/api/admin/journals/:id/board/:memberId',
    {
      ...asAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Edit a member (replaces name, role, affiliation, ORCID iD, account link)',
        params: boardMemberParams,
        body: boardMemberInput,
        response: { 200: boardMember, ...adminErrors },
      },
    },
    async (request) => editBoardMember(app.db, request.params.id, request.params.memberId, request.body),
  );

  app.delete(
    '/api/admin/journals/:id/board/:memberId',
    {
      ...asAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Remove a member from the board',
        params: boardMemberParams,
        response: { 204: z.null(), ...adminErrors },
      },
    },
    async (request, reply) => {
      await removeBoardMember(app.db, request.params.id, request.params.memberId);
      return reply.code(204).send(null);
    },
  );
}
