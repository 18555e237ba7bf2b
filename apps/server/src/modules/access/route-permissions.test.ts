import { beforeAll, describe, expect, it } from 'vitest';
import { Codes } from '@crossbill/contracts/codes';
import { BusinessLine, BusinessType, MerchantType } from '@crossbill/contracts/merchant';
import { auditClassOf, flattenResources } from '@crossbill/contracts/resources';
import { createRole, updateRole } from './service.ts';
import { newMerchant, newOperator, useTestServer } from '../../../test/fixtures.ts';
import type { DeclaredRoute } from '../../platform/http/app.ts';

/**
 * Every route, walked from the server's own route table (future routes are included without editing
 * this file): a route with a resource code answers an operator whose role lacks that code (all other
 * codes held, then none) with the no-permission code and changes nothing, the refusal audited for
 * money and identity codes; a route without a code is a visible decision in OPEN_ROUTES below.
 */

// Job workers off: the database must change only through the calls under test.
const s = useTestServer({}, { work: false });

/**
 * Routes that need no resource code, each with why. Keys are the path without its /blocMer or
 * /proxyMer family. Adding a 'public', 'self' or 'operator' route means adding it here.
 */
const OPEN_ROUTES: Record<string, ['public' | 'self' | 'operator', string]> = {
  'GET /api/health': ['public', 'monitoring probes'],
  'GET /api/ready': ['public', 'monitoring probes (readiness)'],
  'GET /api/common/clientConfig': ['public', 'configuration the web needs before login'],
  'GET /api/dict/list': ['public', 'dictionaries (currencies, statuses) of the login and registration pages'],
  'POST /api/actionLog/merchant': ['public', 'page-view events, checked by their own API key'],
  'GET /api/merLogin/captcha': ['public', 'the login captcha'],
  'POST /api/merLogin/doLogin': ['public', 'signing in'],
  'GET /api/merLogin/logout': ['public', 'signing out ends whatever session the cookie names'],
  'GET /api/merLogin/currentSession': ['public', 'the web asks on every page load whether anyone is signed in'],
  'POST /api/merLogin/switchLanguage': ['public', 'the language of messages, before and after login'],
  'POST /api/updateMerLoginPassword': ['public', 'the own password: with the session, or by e-mail and old password when expired'],
  'POST /api/merLogin/verifyDevice': ['public', 'the mailed code of a new-device login, before the session exists'],
  'POST /api/merLogin/resendDeviceCode': ['public', 'a new code for the same'],
  'POST /api/merLogin/verifyTwoFactor': ['public', "the authenticator's code of a login, before the session exists"],
  'POST /api/merLogin/getEmailCaptcha': ['public', 'the registration code mail'],
  'POST /api/merLogin/registerMerchant': ['public', 'registration'],
  'POST /api/merLogin/quickRegistration': ['public', 'registration of an acquiring merchant'],
  'GET /api/loginForgetPwd': ['public', 'forgotten password: the code mail'],
  'GET /api/loginCodeVerify': ['public', 'forgotten password: the code check'],
  'POST /api/loginUpdatePwd': ['public', 'forgotten password: the new password'],
  'GET /api/merLogin/passwordLink': ['public', 'whom a mailed set-password link is for'],
  'POST /api/merLogin/passwordLink/set': ['public', 'setting the password from that link'],
  'GET /api/face/session': ['public', "the owner's phone page of face authentication, by its one-time token"],
  'POST /api/face/submit': ['public', "the owner's photos, by the same token"],
  'GET /api/docs/*': ['public', 'the OpenAPI document and its viewer'],

  'GET /api/merLogin/getUserInformation': ['self', 'the own session'],
  'POST /api/merLogin/switchAccount': ['self', 'moving to another of the own merchant accounts'],
  // the person's own second factor: open to every role, since a merchant may require it of anyone
  'GET /api/security/twoFactor/info': ['self', 'the own two-factor sign-in'],
  'POST /api/security/twoFactor/enrol/start': ['self', 'setting up the own authenticator'],
  'POST /api/security/twoFactor/enrol/confirm': ['self', 'setting up the own authenticator'],
  'POST /api/security/twoFactor/disable': ['self', 'turning the own authenticator off, with its code'],
  'POST /api/security/twoFactor/recoveryCodes': ['self', "new recovery codes of the own authenticator, with the app's code"],
  'POST /api/security/stepUp': ['self', 'proving the own second factor afresh'],
  'GET /api/merLogin/listMenus': ['self', 'the sidebar of the own role'],
  'GET /api/merLogin/listMenuButtons': ['self', 'the buttons of the own role on a page'],
  'GET /api/merOperator/listMerchant': ['self', 'the own merchant accounts (the switcher)'],
  'POST /api/merOperator/defaultLoginAccount/:id': ['self', 'the own default merchant account'],
  'GET /api/onboarding/bank/search': ['self', "reference data (the bank directory) for the applicant's bank step"],
  'GET /api/pay/brand-logo/:token': ['public', "customers' browsers read a brand's logo on the hosted page, by an unguessable token"],
  // the hosted payment page (pay.html): the customer has no session; the checkout session's id (144 random bits) is the capability, 5 pay calls each
  'GET /api/pay/session/:sessionId': ['public', 'the hosted payment page reads its checkout session, by its unguessable id'],
  'POST /api/pay/session/:sessionId/pay': ['public', 'the customer pays the checkout session on the hosted page (at most 5 calls a session)'],
  'POST /api/pay/session/:sessionId/cancel': ['public', "the customer leaves the hosted page back to the shop (the brand's allow cancel)"],
  'GET /api/upload/file/:id': ['self', "the file's kind decides (FILE_KIND_PERMISSION), tested in upload-access.test.ts"],

  'GET /api/merchant/profile': ['operator', "the operator's own preferences in this merchant"],
  'POST /api/merchant/profile/update': ['operator', "the operator's own preferences in this merchant"],
  'GET /api/savedView/list': ['operator', "a list's saved views (filters and columns, never rows): every list offers them"],
  'POST /api/savedView/create': ['operator', "the operator's own saved view of a list"],
  'POST /api/savedView/update': ['operator', "the operator's own saved view (the owner only)"],
  'POST /api/savedView/delete': ['operator', "the operator's own saved view; a teammate's shared one with SAVED_VIEW_ADMIN_CODE, checked in the service"],
  'GET /api/merchant/account/getMerchantInfo': ['operator', "the merchant's name, number and status (the shell)"],
  'GET /api/merchant/account/getMerchantAuditLastRecord': ['operator', "the status bar's reason of a failed review"],
  'GET /api/merAnnouncement/list': ['operator', 'notices to the merchant (the bell and its pages)'],
  'GET /api/merAnnouncement/unreadlist': ['operator', 'the bell'],
  'GET /api/merAnnouncement/info/:id': ['operator', 'one notice'],
  'POST /api/merAnnouncement/read': ['operator', 'the own read mark'],
  'GET /api/downloadFile/queryDownloads': ['operator', 'the own export tasks (the download popover)'],
  'GET /api/downloadFile/queryDownloadsExclude': ['operator', 'the own export tasks not downloaded yet'],
  'POST /api/downloadFile/updateDownloadFlag': ['operator', 'the own download mark'],
  'GET /api/downloadFile/download/:id': ['operator', 'the file of an own export task'],
  'GET /api/search': ['operator', "the shell's search box: each kind of result only for a role holding that kind's page code (search.test.ts)"],
};

/**
 * Routes an outside test found open to any role (and /transfer/approve to the view code): each now
 * declares the code of what it reaches.
 */
const FOUND_OPEN: Record<string, string> = {
  'GET /api/merLogin/getApplication': 'account:info:supplement',
  'POST /api/merLogin/cancelApplication': 'account:info:supplement',
  'GET /api/merchant/face/list': 'account:info:supplement',
  'POST /api/merchant/face/start': 'account:info:supplement',
  'POST /api/upload/file': 'account:info:supplement',
  'POST /api/merchant/Novation/confirmResigning': 'account:info:novation',
  'POST /api/merchant/payout/activate': 'account:info:supplement',
  'POST /api/transfer/approve': 'transfer:transfer:approve',
};

const ALL_CODES = [...new Set(flattenResources().map((r) => r.code))];
const OPEN = new Set(['public', 'self', 'operator']);

interface Walked {
  method: string;
  url: string;
  /** the path without its family, the key of OPEN_ROUTES */
  key: string;
  family: '' | '/blocMer' | '/proxyMer';
  permission: string;
}

/** The /api and /v1 routes the server registered (HEAD twins of GET routes left out: the same declaration). */
function walk(): Walked[] {
  return s.app.declaredRoutes
    .filter((r: DeclaredRoute) => r.method !== 'HEAD' && /^\/(api|v1)(\/|$)/.test(r.url))
    .map((r) => {
      const family = r.config?.family ?? '';
      const base = r.url.replace(`/api${family}/`, '/api/');
      const key = base.startsWith('/api/docs') ? 'GET /api/docs/*' : `${String(r.method)} ${base}`;
      return { method: String(r.method), url: r.url, key, family, permission: String(r.config?.permission) };
    });
}

const CLIENT = { 'ow-source': 'merchant', 'ow-version': '1.9.12-2' };

/** One call with an empty body and query; path parameters get a plausible value. A file answer has no respCode. */
async function call(r: Walked, cookie?: string) {
  const url = r.url.replace(/:[A-Za-z]+/g, '1');
  const res = await s.app.inject({ method: r.method as 'GET', url, headers: { ...CLIENT, ...(cookie ? { cookie } : {}) } });
  const json = String(res.headers['content-type'] ?? '').includes('json');
  return { status: res.statusCode, respCode: json ? (res.json() as { respCode: string }).respCode : '' };
}

/**
 * Every application table's row count and content hash (the audit log apart: it may gain only the
 * refusals). One statement, cheap enough to compare around the calls of every code.
 */
let fingerprintSql = '';
async function fingerprint(): Promise<Record<string, string>> {
  if (!fingerprintSql) {
    const { rows } = await s.deps.database.query<{ t: string }>(
      `select table_name as t from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'audit_log' order by 1`,
    );
    fingerprintSql = rows
      .map(({ t }) => `select '${t}' as t, count(*)::text || ':' || coalesce(md5(string_agg(x::text, '|' order by x::text)), '') as h from "${t}" x`)
      .join(' union all ');
  }
  const { rows } = await s.deps.database.query<{ t: string; h: string }>(fingerprintSql);
  return Object.fromEntries(rows.map((r) => [r.t, r.h]));
}

async function lastAuditId(): Promise<number> {
  const { rows } = await s.deps.database.query<{ id: string | null }>('select max(id)::text as id from audit_log');
  return Number(rows[0]?.id ?? 0);
}
async function auditSince(id: number) {
  const { rows } = await s.deps.database.query<{ action: string; target: string; summary: { code?: string }; merchant_no: string }>(
    'select action, target, summary, merchant_no from audit_log where id > $1 order by id',
    [id],
  );
  return rows;
}

/** The operator each family is called as: a merchant of the type that family serves, so only the code can refuse. */
interface Caller {
  merchantNo: string;
  roleId: number;
  cookie: string;
}
const callers = {} as Record<Walked['family'], Caller>;

beforeAll(async () => {
  const made = async (overrides: Parameters<typeof newMerchant>[1]) => {
    const m = await newMerchant(s, overrides);
    const role = await createRole(s.deps.db, { merchantNo: m.merchantNo, name: 'Narrow', resourceCodes: [] });
    const op = await newOperator(s, { merchant: m, roleId: role.id });
    return { merchantNo: m.merchantNo, roleId: role.id, cookie: op.cookie };
  };
  const lines = `${BusinessLine.ACQUIRING},${BusinessLine.PAYOUT}`;
  callers[''] = await made({ businessType: BusinessType.AGGREGATE, businessTypes: lines, isAggregate: true });
  callers['/blocMer'] = await made({ merchantType: MerchantType.GROUP, businessTypes: lines });
  callers['/proxyMer'] = await made({ merchantType: MerchantType.PROXY, businessTypes: lines });
});

const grant = (codes: string[]) =>
  Promise.all(Object.values(callers).map((c) => updateRole(s.deps.db, { merchantNo: c.merchantNo, roleId: c.roleId, resourceCodes: codes })));

describe('every route declares its permission', () => {
  it('each /api route has a resource code the tree knows or is an open route listed with its reason; /v1 is signed', () => {
    const routes = walk();
    expect(routes.length).toBeGreaterThan(100);
    const known = new Set(ALL_CODES);
    const open = new Map<string, string>();
    for (const r of routes) {
      if (r.url.startsWith('/v1')) {
        expect(r.permission, r.url).toBe('signed');
      } else if (OPEN.has(r.permission)) {
        open.set(r.key, r.permission);
      } else {
        expect(known.has(r.permission), `${r.key}: ${r.permission}`).toBe(true);
      }
    }
    // both ways: a new open route must be listed, a listed one must still exist with that declaration
    expect(Object.fromEntries([...open].sort())).toEqual(
      Object.fromEntries(
        Object.entries(OPEN_ROUTES)
          .map(([k, [p]]) => [k, p])
          .sort(),
      ),
    );
  });

  it('the routes found open declare the code of what they reach', () => {
    const declared = Object.fromEntries(
      walk()
        .filter((r) => r.key in FOUND_OPEN)
        .map((r) => [r.key, r.permission]),
    );
    expect(declared).toEqual(FOUND_OPEN);
  });

  /** The routes with a code, grouped by it. */
  const coded = () => {
    const byCode = new Map<string, Walked[]>();
    for (const r of walk().filter((w) => w.url.startsWith('/api') && !OPEN.has(w.permission)))
      byCode.set(r.permission, [...(byCode.get(r.permission) ?? []), r]);
    return byCode;
  };

  /**
   * Call each route of one code: every answer is the no-permission code; the tables are as before
   * (one comparison per code, so a failure names it) and the audit log gained exactly the refusals
   * of money and identity codes.
   */
  async function refusedAll(code: string, routes: Walked[], role: string) {
    const before = await fingerprint();
    const auditFrom = await lastAuditId();
    for (const r of routes) {
      const res = await call(r, callers[r.family].cookie);
      expect({ route: `${r.method} ${r.url}`, role, status: res.status, respCode: res.respCode }).toEqual({
        route: `${r.method} ${r.url}`,
        role,
        status: Codes.FORBIDDEN.http,
        respCode: Codes.FORBIDDEN.code,
      });
    }
    const after = await fingerprint();
    expect(
      Object.keys(after).filter((t) => after[t] !== before[t]),
      `tables changed by the routes of ${code} (${role})`,
    ).toEqual([]);
    const expected = auditClassOf(code)
      ? routes.map((r) => ({ action: 'access.denied', target: `${r.method} ${r.url}`, code, merchantNo: callers[r.family].merchantNo }))
      : [];
    const rows = (await auditSince(auditFrom)).map((a) => ({ action: a.action, target: a.target, code: a.summary.code, merchantNo: a.merchant_no }));
    expect(rows, `audit of ${code} (${role})`).toEqual(expected);
  }

  it('every route with a code answers no-permission, and changes nothing, for a role holding every other code', async () => {
    const byCode = coded();
    expect(byCode.size).toBeGreaterThan(40);
    for (const [code, routes] of byCode) {
      await grant(ALL_CODES.filter((c) => c !== code));
      await refusedAll(code, routes, `all but ${code}`);
    }
  });

  it('every route with a code answers no-permission, and changes nothing, for an empty role', async () => {
    await grant([]);
    for (const [code, routes] of coded()) await refusedAll(code, routes, 'empty');
  });

  it('the same GET routes do not answer no-permission to a role holding every code (the refusals came from the codes)', async () => {
    await grant(ALL_CODES);
    const gets = walk().filter((r) => r.url.startsWith('/api') && r.method === 'GET' && !OPEN.has(r.permission));
    const answers = [];
    for (const r of gets) answers.push({ route: r.url, respCode: (await call(r, callers[r.family].cookie)).respCode });
    expect(answers.filter((a) => a.respCode === Codes.FORBIDDEN.code)).toEqual([]);
  });

  it('nothing but a public route answers a caller without a session, and nothing changes', async () => {
    const before = await fingerprint();
    const auditFrom = await lastAuditId();
    const closed = walk().filter((r) => r.url.startsWith('/api') && r.permission !== 'public');
    for (const r of closed) {
      expect({ route: `${r.method} ${r.url}`, respCode: (await call(r)).respCode }).toEqual({
        route: `${r.method} ${r.url}`,
        respCode: Codes.NOT_LOGGED_IN.code,
      });
    }
    expect(await fingerprint()).toEqual(before);
    expect(await auditSince(auditFrom)).toEqual([]);
  });

  it('the Payment API refuses an unsigned call on every /v1 route and changes nothing', async () => {
    const before = await fingerprint();
    const auditFrom = await lastAuditId();
    for (const r of walk().filter((w) => w.url.startsWith('/v1'))) {
      const res = await s.app.inject({ method: r.method as 'GET', url: r.url.replace(/:[A-Za-z]+/g, 'T1') });
      expect({ route: `${r.method} ${r.url}`, respCode: (res.json() as { respCode: string }).respCode }).toEqual({
        route: `${r.method} ${r.url}`,
        respCode: Codes.SIGNATURE_INVALID.code,
      });
    }
    expect(await fingerprint()).toEqual(before);
    expect(await auditSince(auditFrom)).toEqual([]);
  });
});
