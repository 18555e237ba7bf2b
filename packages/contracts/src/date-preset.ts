import { z } from 'zod';
import { DATE_PRESETS } from './business-time.ts';

/**
 * The `preset` parameter of every list and report that takes one. Apart from business-time.ts, which
 * the login route and the shell load: that module stays free of zod.
 */
export const datePreset = z.enum(DATE_PRESETS);
