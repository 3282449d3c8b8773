import { fromPromise } from 'xstate';
import type { ApiCall } from '../../api/client';
import { loadNewNotifications } from './loadNewNotifications';
import { browserStorage } from './notificationMarks';
import type { AppNotification } from './notificationsMachine';

/** notificationsMachine's actors for one signed-in reader, remembering marks in the browser. */
export function notificationsActors(api: ApiCall, userId: number) {
  return {
    loadNew: fromPromise<AppNotification[], void>(({ signal }) =>
      loadNewNotifications({ api, userId, storage: browserStorage(), signal }),
    ),
  };
}
