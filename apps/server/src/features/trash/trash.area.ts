import { defineArea } from '../../define-area.ts';
import trashPlugin from './trash.plugin.ts';

/** The trash's purge after TRASH_DAYS (decision 032); its routes are the kit's. */
export const trashArea = defineArea({ name: 'trash', plugin: trashPlugin });
