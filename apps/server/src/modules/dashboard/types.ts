import type { CAPTURE_MODES } from '@crossbill/contracts/dashboard';

export type CaptureMode = (typeof CAPTURE_MODES)[number];
