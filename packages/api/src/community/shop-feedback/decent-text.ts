import { findOffensiveTerm } from '@cho-dep/core/community/offensive-content';
import { AppError } from '@cho-dep/core/errors/app-error';

/**
 * Feedback and the shop's reply are public community text: offensive words are refused with
 * the posts' own check and message ("Inappropriate content").
 */
export function refuseOffensive(field: string, text: string): void {
  if (findOffensiveTerm(text) !== null) {
    throw new AppError('CONTENT_INAPPROPRIATE', {
      fields: [{ path: field, message: 'errors.CONTENT_INAPPROPRIATE' }],
    });
  }
}
