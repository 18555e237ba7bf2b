import * as endpoints from '@crossbill/contracts/endpoints/enrolment';
import type { EnrolmentKind, EnrolmentStatus } from '@crossbill/contracts/enrolment-states';

/** Each kind's endpoints and permission codes (alert and RDR enrolments are two menus with the same pages). */
export const KIND = {
  alerts: {
    list: endpoints.listAlertEnrolments,
    get: endpoints.getAlertEnrolment,
    save: endpoints.saveAlertEnrolment,
    close: endpoints.closeAlertEnrolment,
    editCode: 'risk:alertEnrolment:edit',
    prefix: 'alert',
  },
  rdr: {
    list: endpoints.listRdrEnrolments,
    get: endpoints.getRdrEnrolment,
    save: endpoints.saveRdrEnrolment,
    close: endpoints.closeRdrEnrolment,
    editCode: 'risk:rdrEnrolment:edit',
    prefix: 'rdr',
  },
} as const satisfies Record<EnrolmentKind, unknown>;

/** Tag colours of the states: drafts grey, the network working blue, live green, failures red, closing orange, closed grey. */
export const STATUS_COLOR: Record<EnrolmentStatus, string> = {
  initiated: 'default',
  pending_enrolment: 'processing',
  enrolling: 'blue',
  enrolled: 'green',
  activation_failed: 'red',
  initiated_close: 'orange',
  pending_disenrolment: 'orange',
  disenrolling: 'volcano',
  disenrolled: 'default',
};
