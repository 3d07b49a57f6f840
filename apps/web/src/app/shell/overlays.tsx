import '@mantine/notifications/styles.css';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';

/**
 * Where the screens' `notifications.show` messages appear and their `modals.openConfirmModal`
 * dialogs open (both take their calls as window events, so they need not wrap the screens). The
 * layout loads them once its first render has painted: a message shown before they have
 * arrived waits in the store and appears with them; a dialog can only be asked for by a click,
 * after that paint.
 */
export function Overlays() {
  return (
    <>
      <Notifications position="top-right" />
      <ModalsProvider />
    </>
  );
}
