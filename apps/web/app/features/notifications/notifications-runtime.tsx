import { NotificationLive } from './notification-live';
import { PushPrompt } from './push-prompt';

/** The notification parts every signed-in page has: live cards and Web Push (root.tsx mounts it). */
export function NotificationsRuntime({ userId }: { userId: string }) {
  return (
    <>
      <NotificationLive />
      <PushPrompt userId={userId} />
    </>
  );
}
