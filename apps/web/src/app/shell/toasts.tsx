import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/**
 * Where the screens' `notifications.show` messages appear. The layout loads it once its first
 * render has painted: a message shown before it has arrived waits in the store and appears
 * with it.
 */
export function Toasts() {
  return <Notifications position="top-right" />;
}
