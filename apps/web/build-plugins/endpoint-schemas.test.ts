import { describe, expect, it } from 'vitest';
import { stripEndpointSchemas } from './endpoint-schemas';

const source = `import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { loginBody } from '../session.ts';

const tags = ['identity'];
/** «登录» — non-ASCII before the cuts must not shift them */
export const doLogin = defineEndpoint({
  method: 'POST',
  path: '/merLogin/doLogin',
  permission: 'public',
  body: loginBody,
  response: z.object({
    token: z.string(),
  }),
  idempotent: true,
  summary: 'Log in',
  tags,
});
export const plain = { response: 'kept: not an endpoint' };
`;

describe('stripEndpointSchemas', () => {
  const out = stripEndpointSchemas(source)!;
  const evaluate = (code: string) => {
    const body = code.replace(/^import .*$/gm, '').replace(/export const/g, 'const') + '\nreturn { doLogin, plain };';
    return new Function('defineEndpoint', 'loginBody', 'z', body)((e: unknown) => e, {}, { object: () => ({}), string: () => ({}) });
  };

  it('drops the schemas and keeps what the web reads at run time', () => {
    const { doLogin, plain } = evaluate(out);
    expect(doLogin).toEqual({ method: 'POST', path: '/merLogin/doLogin', permission: 'public', idempotent: true, summary: 'Log in', tags: ['identity'] });
    expect(plain).toEqual({ response: 'kept: not an endpoint' });
  });

  it('keeps every line and column of the rest in place', () => {
    expect(out.length).toBe(source.length);
    expect(out.split('\n').length).toBe(source.split('\n').length);
    expect(out.indexOf('idempotent: true')).toBe(source.indexOf('idempotent: true'));
  });

  it('leaves a file without schema properties alone', () => {
    expect(stripEndpointSchemas(`export const e = defineEndpoint({ method: 'GET', path: '/x', tags: [] });`)).toBeNull();
  });
});
