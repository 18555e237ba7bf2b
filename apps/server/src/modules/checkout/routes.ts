import type { FastifyInstance } from 'fastify';
import { BRAND_LOGO } from '@crossbill/contracts/checkout';
import { Codes } from '@crossbill/contracts/codes';
import * as endpoints from '@crossbill/contracts/endpoints/checkout';
import type { ServerDeps } from '../../deps.ts';
import { readOneFile } from '../../platform/http/multipart.ts';
import { AppError } from '../../platform/http/errors.ts';
import { notFound, route } from '../../platform/http/route.ts';
import { getBrand, listBrands, saveBrand } from './brands.ts';
import { logoTooLarge, openLogo, uploadLogo } from './logo.ts';
import { addMethod, editMethod, getMethod, listMethods, moveMethod } from './methods.ts';
import { approvedWebsites } from './websites.ts';

/** checkout/card and checkout/brand (spec 2 Checkout), and the brand logos customers' browsers read. */
export function registerCheckoutRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db } = deps;
  const mer = (ctx: { scope: string[] }) => ctx.scope[0]!;

  route(app, endpoints.listCheckoutCards, (ctx) => listMethods(db, mer(ctx), ctx.query));
  route(app, endpoints.getCheckoutCard, (ctx) => getMethod(db, mer(ctx), ctx.query.id));
  route(app, endpoints.addCheckoutCard, (ctx) => addMethod(db, { merchantNo: mer(ctx), input: ctx.body, actor: ctx.actor, now: deps.now() }));
  route(app, endpoints.editCheckoutCard, (ctx) => {
    const { id, ...input } = ctx.body;
    return editMethod(db, { merchantNo: mer(ctx), id, input, actor: ctx.actor, now: deps.now() });
  });
  route(app, endpoints.moveCheckoutCard, (ctx) => moveMethod(db, { merchantNo: mer(ctx), ...ctx.body, actor: ctx.actor, now: deps.now() }));
  route(app, endpoints.listCardWebsites, (ctx) => approvedWebsites(db, mer(ctx)));

  route(app, endpoints.listCheckoutBrands, (ctx) => listBrands(db, mer(ctx), ctx.query));
  route(app, endpoints.getCheckoutBrand, (ctx) => getBrand(db, mer(ctx), ctx.query.id));
  route(app, endpoints.addCheckoutBrand, (ctx) =>
    saveBrand(db, deps.files, { merchantNo: mer(ctx), id: null, input: ctx.body, actor: ctx.actor, now: deps.now() }),
  );
  route(app, endpoints.editCheckoutBrand, (ctx) => {
    const { id, ...input } = ctx.body;
    return saveBrand(db, deps.files, { merchantNo: mer(ctx), id, input, actor: ctx.actor, now: deps.now() });
  });
  route(app, endpoints.listBrandWebsites, (ctx) => approvedWebsites(db, mer(ctx)));
  route(app, endpoints.uploadBrandLogo, async (ctx) => {
    const file = await readOneFile(ctx.request, { maxBytes: BRAND_LOGO.maxBytes }).catch((e: unknown) => {
      // the reader's cut-off speaks of "the file" in megabytes; here it is the logo's 500 kB
      throw e instanceof AppError && e.info === Codes.PAYLOAD_TOO_LARGE && e.messageKey === 'upload.size' ? logoTooLarge() : e;
    });
    return uploadLogo(db, deps.files, { merchantNo: mer(ctx), permissions: ctx.auth.permissions, fileName: file.fileName, body: file.body, actor: ctx.actor });
  });

  route(app, endpoints.getBrandLogo, async (ctx) => {
    const file = await openLogo(db, deps.files, ctx.params.token);
    if (!file) throw notFound();
    // the type was sniffed from the bytes at upload; the token changes with the logo, so it never goes stale
    return ctx.reply
      .header('content-type', file.contentType)
      .header('content-length', String(file.size))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'public, max-age=86400, immutable')
      .send(file.stream);
  });
}
