import type { Catalog } from '../catalog';
import type { moderation as vi } from '../vi/moderation';

export const moderation: Catalog<typeof vi, 'one'> = {
  report: {
    menuItem: 'Report',
    title: 'Report content',
    description: 'Tell us what is wrong. The author will not know who reported it.',
    reasonLegend: 'Reason',
    noteLabel: 'Note (optional)',
    noteLabelRequired: 'Describe the problem',
    notePlaceholder: 'Details help the moderators act faster',
    submit: 'Send report',
    cancel: 'Cancel',
    sent: 'Report sent. Thank you, we will look at it soon.',
  },
  reason: {
    spam: 'Spam or advertising',
    offensive: 'Offensive or hateful words',
    scam: 'Fake goods or scam',
    nudity: 'Nudity or sexual content',
    harassment: 'Harassment or bullying',
    other: 'Something else',
  },
};
