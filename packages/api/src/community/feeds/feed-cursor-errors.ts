import { decodeCursor, type TimeCursor, timeCursorSchema } from '@cho-dep/core/community/feed-cursor';
import { AppError } from '@cho-dep/core/errors/app-error';

/** A cursor the feed did not hand out (edited, from another feed, expired): bad input, 400. */
export function badCursor(): AppError {
  return new AppError('VALIDATION_FAILED', {
    detail: 'unknown feed cursor',
    fields: [{ path: 'cursor', message: 'validation.invalidType' }],
  });
}

/** The position of a time-ordered feed's cursor; absent means the first page. */
export function timePosition(cursor: string | undefined): TimeCursor | null {
  if (cursor === undefined || cursor === '') return null;
  const position = decodeCursor(timeCursorSchema, cursor);
  if (!position) throw badCursor();
  return position;
}
