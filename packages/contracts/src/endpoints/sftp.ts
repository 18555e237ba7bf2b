import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { pageOf } from '../envelope.ts';
import { sftpDelivery, sftpDeliveryQuery, sftpDestination, sftpResendBody, sftpSaveBody, sftpSwitchBody, sftpTestBody } from '../sftp.ts';

/** developer/notify's SFTP channel: the merchant's destinations for the daily report files and their delivery log. */
const tags = ['developer'];

export const listSftpDestinations = defineEndpoint({
  method: 'GET',
  path: '/developer/sftp/list',
  permission: 'developer:notify',
  response: z.array(sftpDestination),
  summary: 'The SFTP destinations of the merchant, with state, trusted host key and last test (never the password or key)',
  tags,
});

export const saveSftpDestination = defineEndpoint({
  method: 'POST',
  path: '/developer/sftp/save',
  permission: 'developer:notify:edit',
  body: sftpSaveBody,
  response: sftpDestination,
  summary: 'Add or edit a destination; it is enrolling until a connection test succeeds (a blank secret keeps the stored one)',
  tags,
});

export const testSftpDestination = defineEndpoint({
  method: 'POST',
  path: '/developer/sftp/test',
  permission: 'developer:notify:edit',
  body: sftpTestBody,
  response: sftpDestination,
  summary: 'Connect, write and remove a small file in the folder: enrolled on success, enrolment failed otherwise',
  tags,
});

export const switchSftpDestination = defineEndpoint({
  method: 'POST',
  path: '/developer/sftp/switch',
  permission: 'developer:notify:edit',
  body: sftpSwitchBody,
  response: sftpDestination,
  summary: 'Switch a destination off (disenrolling, then disenrolled) or on again (enrolling until tested)',
  tags,
});

export const listSftpDeliveries = defineEndpoint({
  method: 'GET',
  path: '/developer/sftp/deliveries',
  permission: 'developer:notify',
  query: sftpDeliveryQuery,
  response: pageOf(sftpDelivery),
  summary: 'The delivery log: one row per destination, report and Beijing day, newest first',
  tags,
});

export const resendSftpFile = defineEndpoint({
  method: 'POST',
  path: '/developer/sftp/resend',
  permission: 'developer:notify:edit',
  body: sftpResendBody,
  response: sftpDelivery,
  summary: 'Build and upload a file of the log again (to an enrolled destination)',
  tags,
});
