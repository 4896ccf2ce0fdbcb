/** What an admin answers to a shop application or a product sent for review. */
export type ReviewDecision = { kind: 'approve' } | { kind: 'reject'; reason: string };
