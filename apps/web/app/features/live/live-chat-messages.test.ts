import { LIVE_LIMITS } from '@cho-dep/core/live/live-limits';
import { describe, expect, it } from 'vitest';
import { addMessage, type LiveMessage, mergeMessages, refusalKey, withoutUser } from './live-chat-messages';

const message = (id: string, second: number, userId = 'u1'): LiveMessage => ({
  id,
  liveId: 'l1',
  user: { id: userId, name: userId, avatarUrl: null },
  text: `text ${id}`,
  createdAt: new Date(Date.UTC(2026, 10, 28, 20, 0, second)).toISOString(),
});

describe('live chat messages', () => {
  it('adds a message once even when the socket and the send answer both bring it', () => {
    const list = addMessage(addMessage([], message('a', 1)), message('a', 1));
    expect(list.map((m) => m.id)).toEqual(['a']);
  });

  it('keeps time order when a message arrives late', () => {
    const list = addMessage([message('a', 1), message('c', 3)], message('b', 2));
    expect(list.map((m) => m.id)).toEqual(['a', 'b', 'c']);
  });

  it('keeps only the latest messages', () => {
    let list: LiveMessage[] = [];
    for (let i = 0; i < LIVE_LIMITS.recentMessages + 5; i++) list = addMessage(list, message(`m${i}`, i));
    expect(list).toHaveLength(LIVE_LIMITS.recentMessages);
    expect(list[0]?.id).toBe('m5');
  });

  it('merges the join answer with messages that arrived before it', () => {
    const list = mergeMessages([message('c', 3)], [message('a', 1), message('b', 2), message('c', 3)]);
    expect(list.map((m) => m.id)).toEqual(['a', 'b', 'c']);
  });

  it("drops a muted viewer's messages", () => {
    const list = withoutUser([message('a', 1, 'u1'), message('b', 2, 'u2')], 'u1');
    expect(list.map((m) => m.id)).toEqual(['b']);
  });

  it('turns each refusal into its own words', () => {
    expect(refusalKey('RATE_LIMITED')).toBe('live.chat.tooFast');
    expect(refusalKey('CONTENT_INAPPROPRIATE')).toBe('errors.CONTENT_INAPPROPRIATE');
    expect(refusalKey('FORBIDDEN')).toBe('live.muted');
    expect(refusalKey('CONFLICT')).toBe('live.chat.closed');
    expect(refusalKey('INTERNAL')).toBe('live.chat.failed');
    expect(refusalKey(undefined)).toBe('live.chat.failed');
  });
});
