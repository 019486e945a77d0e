import { useState } from 'react';

/**
 * Decision 102's busy state, for every save of the back office (decision 107): a save that
 * answers a promise keeps its form or button busy from the click until the promise settles. A
 * mutation's pending state reaches React a task after the click (TanStack Query schedules its
 * notifications), so a double click found Save enabled and sent the save twice, the second
 * against the version the first replaced. The state is set in the click's own event, which React
 * renders before the next click reaches the button.
 */
export function useBusyFromClick(submitting = false) {
  const [saving, setSaving] = useState(false);
  return {
    busy: submitting || saving,
    /** Holds busy until `sent` settles; a save that answers no promise is not waited for. */
    hold(sent: void | Promise<unknown>) {
      if (!(sent instanceof Promise)) return;
      setSaving(true);
      const done = () => setSaving(false);
      void sent.then(done, done);
    },
  };
}
