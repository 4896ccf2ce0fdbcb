import { z } from 'zod';
import { LIMITS } from '../constants/limits';

/** What a member can report: a post, a reply under a post, or a blook (lookbook). */
export const REPORT_TARGET_TYPES = ['post', 'reply', 'blook'] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

/**
 * Why it is reported, as codes the report dialog and the admin queue word in each language.
 * "Fake goods or scam" matters most on a shopping community: a tag on a counterfeit or a
 * "transfer first" trick costs buyers money.
 */
export const REPORT_REASONS = ['spam', 'offensive', 'scam', 'nudity', 'harassment', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** A report as the dialog sends it; "other" asks for a few words so the moderator knows what to look at. */
export const reportInputSchema = z
  .object({
    targetType: z.enum(REPORT_TARGET_TYPES),
    targetId: z.uuid(),
    reason: z.enum(REPORT_REASONS, 'validation.report.reason'),
    note: z.string().trim().max(LIMITS.report.noteMax, 'validation.report.noteMax').optional().default(''),
  })
  .refine((value) => value.reason !== 'other' || value.note.length > 0, {
    path: ['note'],
    message: 'validation.report.noteRequired',
  });

/** Open until a moderator decides (removes the content or keeps it); then resolved. */
export const REPORT_STATUSES = ['open', 'resolved'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
