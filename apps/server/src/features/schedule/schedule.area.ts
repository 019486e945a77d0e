import { defineArea } from '../../define-area.ts';
import publishSchedulePlugin from './schedule.plugin.ts';
import { scheduleRoutes } from './schedule.routes.ts';

/** Scheduled publishing (decision 034): the timer, read again at every content change, and its settings. */
export const scheduleArea = defineArea({
  name: 'schedule',
  plugin: publishSchedulePlugin,
  options: ({ pageCache }) => ({ onContentChange: (listener: () => void) => pageCache.onInvalidate(listener) }),
  routes: scheduleRoutes,
});
