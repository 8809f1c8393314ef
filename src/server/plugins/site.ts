import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

export interface SiteOptions {
  /** The built game (vite build's output directory). */
  readonly root: string;
}

/**
 * The built game, as a static site. Files under assets/ are named by their content, so they
 * are cached for good; everything else (index.html, the service worker, the manifest) is
 * checked again on each load, so that a new version is found.
 */
export default async function site(app: FastifyInstance, opts: SiteOptions): Promise<void> {
  await app.register(fastifyStatic, {
    root: opts.root,
    index: "index.html",
    cacheControl: false,
    setHeaders(res, path) {
      res.setHeader(
        "cache-control",
        /[\\/]assets[\\/]/.test(path) ? "public, max-age=31536000, immutable" : "no-cache",
      );
    },
  });
}
