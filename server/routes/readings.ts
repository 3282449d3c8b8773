import type { FastifyInstance } from 'fastify';
import { type AppContext, isoNow } from '../context';
import { notFound } from '../domain/errors';
import { ok } from '../http/envelope';
import {
  type JournalBundle,
  bookJournal,
  currentReadings,
  deleteReading,
  editReading,
  setPageCount,
  setStatus,
  updateProgress,
} from '../repos/readings';
import { readingFeed, readingNow } from '../repos/readingLists';
import { assertReaderVisible } from '../repos/readerAccess';
import { defineRoute, paging } from './define';

/** "Currently reading" on the dashboard: a short list. */
const CURRENT_DEFAULT_LIMIT = 10;
/** The feed's reading activity pages like the review feed in the client: 5 at a time. */
const FEED_DEFAULT_LIMIT = 5;

/** A journal write's answer: the journal, and (like the spec's toggles) the relation and book. */
const changeAnswer = ({ journal, relation, book }: JournalBundle) =>
  ok({ journal, userBookRelations: [relation], books: [book] });

export function readingRoutes(app: FastifyInstance, context: AppContext) {
  const { db } = context;

  defineRoute(app, context, '/readings/get/book', async ({ body, user }) => {
    const bundle = await bookJournal(db, user.userId, body.book_id);
    if (!bundle) throw notFound('Book');
    return ok({ journal: bundle.journal });
  });

  defineRoute(app, context, '/readings/get/current', async ({ body, user }) => {
    const { limit, offset } = paging(body, CURRENT_DEFAULT_LIMIT);
    return ok(await currentReadings(db, user.userId, limit, offset));
  });

  defineRoute(app, context, '/readings/set-status', async ({ body, user }) => {
    const bundle = await setStatus(
      db,
      user.userId,
      {
        bookId: body.book_id,
        status: body.status,
        date: body.date,
        dnfReason: body.dnf_reason,
        discardReadings: body.discard_readings,
      },
      isoNow(context),
    );
    return changeAnswer(bundle);
  });

  defineRoute(app, context, '/readings/update-progress', async ({ body, user }) => {
    const { update, journal } = await updateProgress(
      db,
      user.userId,
      { readingId: body.reading_id, pages: body.pages, percent: body.percent },
      isoNow(context),
    );
    return ok({ journal, update });
  });

  defineRoute(app, context, '/readings/update', async ({ body, user }) => {
    const bundle = await editReading(
      db,
      user.userId,
      {
        readingId: body.reading_id,
        started: body.started,
        finished: body.finished,
        stopped: body.stopped,
        dnfReason: body.dnf_reason,
        note: body.note,
      },
      isoNow(context),
    );
    return changeAnswer(bundle);
  });

  defineRoute(app, context, '/readings/delete', async ({ body, user }) => {
    const bundle = await deleteReading(db, user.userId, body.reading_id, isoNow(context));
    return changeAnswer(bundle);
  });

  defineRoute(app, context, '/readings/set-page-count', async ({ body, user }) => {
    const journal = await setPageCount(
      db,
      user.userId,
      body.book_id,
      body.page_count,
      isoNow(context),
    );
    return ok({ journal });
  });

  defineRoute(app, context, '/readings/get/user/reading', async ({ body, user }) => {
    await assertReaderVisible(db, body.user_id, user?.userId ?? null);
    const { limit, offset } = paging(body);
    return ok(await readingNow(db, body.user_id, limit, offset));
  });

  defineRoute(app, context, '/readings/get/feed', async ({ body, user }) => {
    const { limit, offset } = paging(body, FEED_DEFAULT_LIMIT);
    return ok(await readingFeed(db, context.dialect, user.userId, limit, offset));
  });
}
