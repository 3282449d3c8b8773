import { useDataMachine } from '../../lib/useDataMachine';
import { useEffect } from 'react';
import { NotificationStack } from '../../components/NotificationStack';
import {
  notificationsMachine,
  visibleNotifications,
} from '../../machines/notifications/notificationsMachine';
import { useApi } from '../../session/SessionProvider';
import { notificationsActors } from '../../machines/notifications/actors';
import { useProvided } from '../../lib/useProvided';

export interface NotificationsHostProps {
  /** The signed-in reader; the host is mounted once per session (keyed by this id). */
  userId: number;
}

/**
 * The in-app notifications of one session: checks once what other readers did since the last
 * visit and shows it in the stack, holding their time while the reader is on it. Its own
 * chunk (default export for React.lazy), loaded only for signed-in readers.
 */
export default function NotificationsHost({ userId }: NotificationsHostProps) {
  const api = useApi();
  const [snapshot, send] = useDataMachine(
    useProvided(() =>
      notificationsMachine.provide({
        actors: notificationsActors(api, userId),
      }),
    ),
  );

  useEffect(() => {
    // A second check while one runs is ignored by the machine (StrictMode sends twice in dev).
    send({ type: 'notifications.check' });
  }, [send]);

  return (
    <NotificationStack
      notifications={visibleNotifications(snapshot.context)}
      onDismiss={(id) => send({ type: 'notification.dismiss', id })}
      onPause={() => send({ type: 'notifications.pause' })}
      onResume={() => send({ type: 'notifications.resume' })}
    />
  );
}
