import type { ChatSide } from '@cho-dep/core/chat/chat-schemas';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { sendMessage } from './chat-api';
import type { ChatMessage } from './chat-types';
import { newClientId } from './client-id';
import { uploadChatImage } from './upload-image';

/** A message on its way: shown at once as the sender's bubble, with its progress or failure. */
export interface PendingMessage {
  clientId: string;
  kind: 'text' | 'image';
  text?: string;
  file?: File;
  previewUrl?: string;
  imageKey?: string;
  progress: number;
  /** The room's last seq when it was written: its stored copy comes after. */
  afterSeq: number;
  status: 'sending' | 'failed';
  error?: string;
  createdAt: string;
}

/**
 * Sending with the sender's own id: the bubble appears at once, a picture goes up first
 * (POST /api/v1/image, with progress) and is then sent by its key; a failure keeps the bubble
 * with "Gửi lại", and the retry sends the same clientId, so the server stores it once even if
 * the first attempt did arrive. A stored message leaves the pending list for the real one.
 */
export function useSend(
  roomId: string,
  side: ChatSide,
  lastSeq: () => number,
  onStored: (message: ChatMessage) => void,
  fallbackError: string,
) {
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  const update = useCallback((clientId: string, change: Partial<PendingMessage>) => {
    if (!mounted.current) return;
    setPending((list) => list.map((p) => (p.clientId === clientId ? { ...p, ...change } : p)));
  }, []);

  const run = useCallback(
    async (item: PendingMessage) => {
      try {
        let imageKey = item.imageKey;
        if (item.kind === 'image' && !imageKey && item.file) {
          imageKey = (await uploadChatImage(item.file, (progress) => update(item.clientId, { progress })))
            .key;
          update(item.clientId, { imageKey });
        }
        const stored = await sendMessage(
          roomId,
          side,
          item.kind === 'text'
            ? { kind: 'text', clientId: item.clientId, text: item.text ?? '' }
            : { kind: 'image', clientId: item.clientId, imageKey: imageKey ?? '' },
        );
        onStored(stored);
        if (mounted.current) setPending((list) => list.filter((p) => p.clientId !== item.clientId));
        if (item.previewUrl) URL.revokeObjectURL(item.previewUrl);
      } catch (error) {
        const message = error instanceof ApiError && error.status > 0 ? error.message : fallbackError;
        update(item.clientId, { status: 'failed', error: message });
      }
    },
    [roomId, side, onStored, update, fallbackError],
  );

  /** Shows the bubble at once and sends it. */
  const start = useCallback(
    (item: Pick<PendingMessage, 'kind' | 'text' | 'file' | 'previewUrl'>) => {
      const pendingItem: PendingMessage = {
        ...item,
        clientId: newClientId(),
        progress: 0,
        afterSeq: lastSeq(),
        status: 'sending',
        createdAt: new Date().toISOString(),
      };
      setPending((list) => [...list, pendingItem]);
      void run(pendingItem);
    },
    [run, lastSeq],
  );
  const sendText = useCallback((text: string) => start({ kind: 'text', text }), [start]);
  const sendImage = useCallback(
    (file: File) => start({ kind: 'image', file, previewUrl: URL.createObjectURL(file) }),
    [start],
  );

  const retry = useCallback(
    (clientId: string) => {
      const item = pending.find((p) => p.clientId === clientId);
      if (!item) return;
      update(clientId, { status: 'sending', error: undefined });
      void run({ ...item, status: 'sending' });
    },
    [pending, run, update],
  );

  const discard = useCallback((clientId: string) => {
    setPending((list) => list.filter((p) => p.clientId !== clientId));
  }, []);

  return { pending, sendText, sendImage, retry, discard };
}
