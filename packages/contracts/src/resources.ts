/**
 * The permission resource tree: every logged-in route of spec section 2 as a menu (resourceType 1)
 * with its buttons (resourceType 2). Codes are stable identifiers; the server syncs this tree into the
 * `resources` table at start (ids there are what roles hold). `live` marks pages that exist: a menu
 * whose page has not been built yet is left out of every menu (no placeholder pages).
 */
export const ResourceType = { MENU: 1, BUTTON: 2 } as const;

/** Where a menu sits in the aggregate merchant's two-branch menu (spec 2). */
export type Branch = 'acq' | 'payout' | 'both';

export interface ResourceDef {
  code: string;
  type: 1 | 2;
  /** page url of a menu; directories have none */
  url?: string;
  icon?: string;
  live?: boolean;
  branch?: Branch;
  children?: ResourceDef[];
}

const menu = (code: string, url: string | undefined, opts: Partial<ResourceDef> = {}): ResourceDef => ({
  code,
  type: 1,
  url,
  ...opts,
});
const button = (code: string): ResourceDef => ({ code, type: 2 });
const buttons = (base: string, ...actions: string[]) => actions.map((a) => button(`${base}:${a}`));

export const RESOURCE_TREE: ResourceDef[] = [
  menu('index', '/index', { icon: 'home', live: true, branch: 'both', children: buttons('index', 'currency') }),
  menu('transaction', undefined, {
    icon: 'transaction',
    branch: 'acq',
    children: [
      menu('transaction:query', '/transaction/query', {
        live: true,
        children: buttons('transaction:query', 'export', 'refund', 'tracking', 'capture', 'void'),
      }),
      menu('transaction:refund', '/transaction/refund', { live: true, children: buttons('transaction:refund', 'batch', 'export') }),
      menu('transaction:refuse', '/transaction/refuse', { live: true, children: buttons('transaction:refuse', 'appeal', 'secondAppeal', 'accept', 'export') }),
      // the rebuttal list's menu entry; the page itself reads with transaction:refuse (its rows are the chargebacks')
      menu('transaction:appeal', '/transaction/appeal', { live: true }),
      menu('transaction:dispute', '/transaction/dispute', { live: true }),
      menu('transaction:chargebackAlert', '/transaction/chargeback-alert', { live: true, children: buttons('transaction:chargebackAlert', 'process') }),
      menu('transaction:dividend', '/transaction/dividend', { live: true, children: buttons('transaction:dividend', 'add', 'receiver', 'export') }),
    ],
  }),
  menu('settlement', undefined, {
    icon: 'settlement',
    branch: 'acq',
    children: [
      menu('settlement:balance', '/settlement/balance', { live: true }),
      menu('settlement:payeeManage', '/settlement/payee-manage', { live: true, children: buttons('settlement:payeeManage', 'add', 'edit') }),
      menu('settlement:disbursement', '/settlement/disbursement', { live: true, children: buttons('settlement:disbursement', 'add') }),
      menu('settlement:declaration', '/settlement/declaration', { live: true, children: buttons('settlement:declaration', 'add', 'batch', 'export') }),
    ],
  }),
  menu('report', undefined, {
    icon: 'report',
    branch: 'acq',
    children: [
      menu('report:statement', '/report/statement', { live: true, children: buttons('report:statement', 'export') }),
      menu('report:successRate', '/report/success-rate', { live: true }),
      menu('report:refuseRate', '/report/refuse-rate', { live: true }),
    ],
  }),
  menu('subscription', undefined, {
    icon: 'subscription',
    branch: 'acq',
    children: [
      menu('subscription:order', '/subscription/order', { live: true, children: buttons('subscription:order', 'edit', 'cancel', 'export') }),
      menu('subscription:setting', '/subscription/setting', { live: true }),
    ],
  }),
  menu('wallet', undefined, {
    icon: 'wallet',
    branch: 'payout',
    children: [
      menu('wallet:balance', '/wallet/balance', { live: true, branch: 'both', children: buttons('wallet:balance', 'addFunds', 'hide', 'export') }),
      menu('wallet:exchange', '/wallet/exchange', { live: true, children: buttons('wallet:exchange', 'add') }),
      menu('wallet:settlement', '/wallet/settlement/batch', { live: true }),
    ],
  }),
  menu('transfer', undefined, {
    icon: 'transfer',
    branch: 'payout',
    children: [
      menu('transfer:transfer', '/transfer/transfer', {
        live: true,
        branch: 'both',
        children: buttons('transfer:transfer', 'add', 'batch', 'approve', 'cancel'),
      }),
      menu('transfer:contact', '/transfer/contact', { live: true, branch: 'both', children: buttons('transfer:contact', 'add', 'edit', 'delete') }),
      menu('transfer:availableLimit', '/transfer/available-limit', { live: true }),
    ],
  }),
  menu('virtualAccount', undefined, {
    icon: 'bank',
    branch: 'payout',
    children: [
      menu('virtualAccount:list', '/virtual-account/list', { live: true, children: buttons('virtualAccount:list', 'add', 'recharge') }),
      menu('collection:transaction', '/collection/transaction', { live: true }),
    ],
  }),
  menu('risk', undefined, {
    icon: 'risk',
    branch: 'acq',
    children: [
      menu('risk:list', '/risk/list', { live: true, children: buttons('risk:list', 'add', 'edit', 'import', 'delete') }),
      menu('risk:fraudNotification', '/risk/fraud-notification', { live: true, children: buttons('risk:fraudNotification', 'refund', 'review') }),
      menu('risk:alert', '/risk/alert', { live: true, children: buttons('risk:alert', 'respond') }),
      menu('risk:alertEnrolment', '/risk/alert-enrolment', { live: true, children: buttons('risk:alertEnrolment', 'edit') }),
      menu('risk:rdr', '/risk/rdr', { live: true }),
      menu('risk:rdrEnrolment', '/risk/rdr-enrolment', { live: true, children: buttons('risk:rdrEnrolment', 'edit') }),
    ],
  }),
  menu('checkout', undefined, {
    icon: 'checkout',
    branch: 'acq',
    children: [
      menu('checkout:card', '/checkout/card', { live: true, children: buttons('checkout:card', 'add', 'edit') }),
      menu('checkout:brand', '/checkout/brand', { live: true, children: buttons('checkout:brand', 'add', 'edit') }),
      menu('checkout:paymentSetting', '/checkout/paymentSetting', { live: true, children: buttons('checkout:paymentSetting', 'edit') }),
      // the hosted payment page tried out with the merchant's own websites: a real session, paid with test cards
      menu('checkout:demo', '/demo', { live: true }),
      menu('checkout:cpFormDemo', '/cp-form-demo', { live: true }),
    ],
  }),
  menu('developer:notify', '/developer/notify', { icon: 'developer', live: true, branch: 'both', children: buttons('developer:notify', 'edit') }),
  menu('content', undefined, {
    icon: 'content',
    branch: 'both',
    children: [
      menu('content:download', '/download', { live: true }),
      menu('content:notice', '/notice/list', { live: true }),
      menu('content:upload', '/upload/details', { live: true }),
    ],
  }),
  menu('account', undefined, {
    icon: 'account',
    branch: 'both',
    children: [
      menu('account:info', '/account/info', { live: true, children: buttons('account:info', 'secretKey', 'supplement', 'novation') }),
      // the team audit log: administrators only (their role holds every code; no other role is given it by default)
      menu('account:auditLog', '/account/audit-log', { live: true, children: buttons('account:auditLog', 'export', 'retention') }),
      menu('application:list', '/application/list', { live: true, children: buttons('application:list', 'add') }),
      menu('permission:role', '/permission/role', { live: true, children: buttons('permission:role', 'add', 'edit', 'delete') }),
      menu('permission:operator', '/permission/operator', {
        live: true,
        children: buttons('permission:operator', 'add', 'edit', 'status', 'resetPassword'),
      }),
      menu('security:payment', '/security/payment', { live: true }),
      menu('security:sms', '/security/sms', { live: true }),
      menu('security:twoFactor', '/security/twoFactor', { live: true, children: buttons('security:twoFactor', 'require') }),
      menu('security:transapproval', '/security/transapproval', { live: true, children: buttons('security:transapproval', 'edit') }),
      menu('password:edit', '/password/edit', { live: true }),
      menu('account:switch', '/switch', { live: true }),
    ],
  }),
];

/** Known codes the spec names (spec 6). */
export const Codes6 = {
  TRANSFER_ADD: 'transfer:transfer:add',
  AGGREGATE_MENUS: ['index', 'wallet:balance', 'transfer:transfer', 'transfer:contact'],
} as const;

/**
 * The onboarding pages (supplement, supplement/payout, supplement/jumio, payout activation): the
 * merchant's application with its owners' identity documents, face authentication and business lines.
 * A person without a merchant works on their own application without it (see route.ts).
 */
export const ONBOARDING_CODE = 'account:info:supplement';
/** Confirming the contracting-party change (novation): an agreement binding the merchant. */
export const NOVATION_CODE = 'account:info:novation';
/** Approving or rejecting a transfer; the approvers a setting may name hold it. */
export const TRANSFER_APPROVE_CODE = 'transfer:transfer:approve';
/**
 * Administering the team's saved views (saved-view.ts): deleting a teammate's shared view and taking
 * over one whose owner has left. The code of enabling and disabling operators: whoever decides who
 * belongs to the team also tidies what a departed member left shared with it.
 */
export const SAVED_VIEW_ADMIN_CODE = 'permission:operator:status';

/**
 * Money and identity resources: a refusal of one of these codes, or of any code below them in the
 * tree, is written to the audit log (`access.denied`). The one place that says what counts.
 */
const AUDITED_RESOURCES: Record<string, 'money' | 'identity'> = {
  transaction: 'money',
  settlement: 'money',
  wallet: 'money',
  transfer: 'money',
  virtualAccount: 'money',
  'checkout:paymentSetting': 'money',
  // an alert's answer may refund
  'risk:alert:respond': 'money',
  [ONBOARDING_CODE]: 'identity',
  [NOVATION_CODE]: 'identity',
  'account:info:secretKey': 'identity',
  'permission:role': 'identity',
  'permission:operator': 'identity',
  'account:auditLog': 'identity',
  'security:payment': 'identity',
  'security:sms': 'identity',
  'security:twoFactor': 'identity',
  'security:transapproval': 'identity',
};

let auditedClasses: Map<string, 'money' | 'identity'> | null = null;

/** Whether a refusal of this code is audited: 'money', 'identity' (its own or an ancestor's class) or null. */
export function auditClassOf(code: string): 'money' | 'identity' | null {
  if (!auditedClasses) {
    const map = new Map<string, 'money' | 'identity'>();
    // depth first: a parent is classified before its children
    for (const r of flattenResources()) {
      const cls = AUDITED_RESOURCES[r.code] ?? (r.parentCode ? map.get(r.parentCode) : undefined);
      if (cls) map.set(r.code, cls);
    }
    auditedClasses = map;
  }
  return auditedClasses.get(code) ?? null;
}

/**
 * The payout business (wallet, transfers and their payees, exchange, disbursement, virtual accounts,
 * transfer approval): a merchant without payout never sees these menus and every call under them is
 * refused (PAYOUT_NOT_OPEN). Each code's subtree counts.
 */
const PAYOUT_RESOURCES = ['wallet', 'transfer', 'virtualAccount', 'settlement:disbursement', 'security:transapproval'];

let payoutCodes: Set<string> | null = null;

/** Whether a resource code belongs to the payout business (its own or an ancestor's). */
export function isPayoutCode(code: string): boolean {
  if (!payoutCodes) {
    const set = new Set<string>();
    for (const r of flattenResources()) if (PAYOUT_RESOURCES.includes(r.code) || (r.parentCode && set.has(r.parentCode))) set.add(r.code);
    payoutCodes = set;
  }
  return payoutCodes.has(code);
}

/** i18n key of a resource's name in the `menu` namespace (':' is i18next's namespace separator). */
export const resourceNameKey = (code: string) => code.replaceAll(':', '_');

/** Every resource, depth first, with its parent's code. */
export function flattenResources(tree: ResourceDef[] = RESOURCE_TREE, parent: string | null = null) {
  const out: Array<ResourceDef & { parentCode: string | null; sort: number }> = [];
  tree.forEach((node, i) => {
    out.push({ ...node, parentCode: parent, sort: i });
    if (node.children) out.push(...flattenResources(node.children, node.code));
  });
  return out;
}

/** A menu is shown when its page exists, or (a directory) when any child is shown. */
export function isLiveMenu(node: ResourceDef): boolean {
  if (node.type !== 1) return false;
  if (node.url) return node.live === true;
  return (node.children ?? []).some(isLiveMenu);
}
