import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/**
 * The Content-Security-Policy of every response: scripts and workers only from this origin
 * (the game's own files; no inline script, no eval, no other host), no plugins, never framed.
 * Two allowances the built game needs: data: images (the page's icon is a data: URL) and
 * inline style attributes (the table's card sprite is inserted as markup with one); inline
 * <style> and every script stay refused.
 */
export const CSP_DIRECTIVES = {
  "default-src": ["'self'"],
  "script-src": ["'self'"],
  "script-src-attr": ["'none'"],
  "worker-src": ["'self'"],
  "style-src": ["'self'"],
  "style-src-attr": ["'unsafe-inline'"],
  "img-src": ["'self'", "data:"],
  "font-src": ["'self'"],
  "connect-src": ["'self'"],
  "manifest-src": ["'self'"],
  "object-src": ["'none'"],
  "base-uri": ["'self'"],
  "form-action": ["'self'"],
  "frame-src": ["'none'"],
  "frame-ancestors": ["'none'"],
};

async function security(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    // Not helmet's defaults: they would add upgrade-insecure-requests, which breaks a game
    // served over plain HTTP on a local address.
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    frameguard: { action: "deny" },
  });
}

export default fp(security, { name: "security" });
