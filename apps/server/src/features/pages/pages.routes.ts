import {
  countPages,
  deleteFold,
  listPages,
  pageRevision,
  pageRevisions,
  pageTextsIn,
  publicPage,
  reorderFolds,
  restorePageRevision,
  savePage,
  savePageTexts,
} from '@atrium/contract/endpoints/pages';
import { RevisionMessages } from '@atrium/contract/revisions';
import { RequestMessages } from '@atrium/contract/messages';
import {
  foldBodySchema,
  type Page,
  pageMetaBodySchema,
  type PageMetaText,
  PageTexts,
  pageVersion,
} from '@atrium/contract/pages';
import type { AuditAction } from '@atrium/contract/endpoints/audit';
import { inLanguage } from '@atrium/contract/locales';
import { parseIfMatch } from '@atrium/contract/versions';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ValidationError } from '../../errors.ts';
import { noteAudit } from '../../foundations/audit/audit-note.ts';
import { Answered, operation, route } from '../../plugins/endpoints.ts';
import { movedAnswer } from '../learn/moved-answer.ts';
import { zodFieldErrors } from '../../plugins/errors.ts';
import { createRevisionsService } from '../../foundations/revisions/revisions.service.ts';
import { clip } from '../../resource-kit/change-words.ts';
import { metaSaveAction, pageChanges, pageTitle } from './page-words.ts';
import { createPagesService } from './pages.service.ts';

/** One text a save in a language changed, before and after ('' : none). */
type TextChange = { name: PageMetaText; before: string; after: string };

const isFoldBody = (body: unknown) =>
  typeof body === 'object' && body !== null && !Array.isArray(body) && 'fold' in body;

/** Page settings (requirements 3 §7; decision 015), as packages/contract/src/endpoints/pages.ts declares them. */
export const pagesRoutes: FastifyPluginAsync = async (app) => {
  const revisions = createRevisionsService({ db: app.db, clock: app.clock, keep: app.config.revisionsKeep });
  const service = createPagesService({ db: app.db, clock: app.clock, revisions, locales: app.locales });
  /** Who saves, for the revision a save keeps, and the page's version the editor saw (decision 088). */
  const writer = (request: FastifyRequest) => ({
    by: request.admin?.id ?? null,
    ifMatch: parseIfMatch(request.headers['if-match']),
  });
  /**
   * A write's answer with the page's new version in ETag (decision 088), and its audit entry in
   * words: the page's name and what changed, old → new (decision 085's wording).
   */
  const answered = (
    request: FastifyRequest,
    action: AuditAction,
    before: Page | undefined,
    message: string,
    data: Page,
    changes = pageChanges(before, data),
  ) => {
    noteAudit(request, { action, title: pageTitle(data), changes });
    return new Answered(200, { success: true, message, data }, { etag: pageVersion(data) });
  };

  route(app, listPages, async (request) => ({ data: await service.list(request.query) }));
  route(app, countPages, async (request) => ({ data: { count: await service.count(request.query) } }));

  // The site's pages read their meta in process.
  operation(app, publicPage, async ({ params, query }) => {
    const read = await service.publicPage(params.customUrl, query.locale);
    if ('found' in read) return { data: read.found };
    const location = `/api/pages/${read.movedTo}/`;
    return movedAnswer(read.movedTo, location);
  });

  route(
    app,
    savePage,
    async (request) => {
      const customUrl = request.params.customUrl;
      if (request.validationError) {
        // The spec's words for the form that was sent: the meta form's or the fold row's.
        const parsed = (isFoldBody(request.body) ? foldBodySchema : pageMetaBodySchema).safeParse(request.body);
        throw new ValidationError(
          parsed.success ? { body: RequestMessages.invalidInput } : zodFieldErrors(parsed.error),
        );
      }
      const body = request.body;
      const before = await service.current({ customUrl });
      if ('fold' in body) {
        const { page, added } = await service.saveFold(customUrl, body, writer(request));
        return answered(request, 'update', before, added ? PageTexts.foldAdded : PageTexts.foldUpdated, page);
      }
      const page = await service.saveMeta(customUrl, body, writer(request));
      const changes = pageChanges(before, page);
      return answered(request, metaSaveAction(changes), before, PageTexts.submitSuccess, page, changes);
    },
    { attachValidation: true },
  );

  /**
   * A save of a page's texts in a language (decisions 096, 101), or a restore of one, told as that
   * language's edit (decision 092): "About Us page (French)", each text old → new.
   */
  const answeredIn = (
    request: FastifyRequest,
    action: AuditAction,
    message: string,
    { page, locale, changed }: { page: Page; locale: string; changed: TextChange[] },
  ) => {
    const changes = changed.map(({ name, before, after }) => ({
      field: name,
      label: PageTexts.fieldLabels[name],
      before: clip(before),
      after: clip(after),
    }));
    noteAudit(request, { action, title: inLanguage(pageTitle(page), locale), changes });
    return new Answered(200, { success: true, message, data: page }, { etag: pageVersion(page) });
  };

  route(app, pageTextsIn, async (request) => ({
    data: await service.textsIn(request.params.customUrl, request.query.locale),
  }));

  route(app, savePageTexts, async (request) =>
    answeredIn(
      request,
      'update',
      PageTexts.submitSuccess,
      await service.saveTexts(request.params.customUrl, request.query.locale, request.body, writer(request)),
    ),
  );

  // A section's delete edits the page: the page itself is never deleted.
  route(app, deleteFold, async (request) => {
    const before = await service.current({ customUrl: request.params.customUrl });
    const page = await service.deleteFold(request.params.customUrl, request.body.id, writer(request));
    return answered(request, 'update', before, PageTexts.foldDeleted, page);
  });

  route(app, reorderFolds, async (request) => {
    const before = await service.current({ pageId: request.body.pageId });
    const page = await service.reorder(request.body, writer(request));
    return answered(request, 'reorder', before, PageTexts.orderUpdated, page);
  });

  route(app, pageRevisions, async (request) => {
    const { locale, ...page } = request.query;
    return { data: await service.revisions(request.params.customUrl, page, locale) };
  });
  route(app, pageRevision, async (request) => ({
    data: await service.revision(request.params.customUrl, request.params.revisionId),
  }));
  route(app, restorePageRevision, async (request) => {
    const before = await service.current({ customUrl: request.params.customUrl });
    const restored = await service.restoreRevision(
      request.params.customUrl,
      request.params.revisionId,
      writer(request),
    );
    if (restored.locale && restored.changed)
      return answeredIn(request, 'restore_revision', RevisionMessages.restored, {
        page: restored.page,
        locale: restored.locale,
        changed: restored.changed,
      });
    return answered(request, 'restore_revision', before, RevisionMessages.restored, restored.page);
  });
};
