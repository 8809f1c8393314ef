import type { FastifyError, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { BODY_LIMIT, describeInvalid } from "../schemas.js";

/** Client errors whose words come from Fastify's parsers, said in the API's own words. */
const SAID: Record<string, [number, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [400, `the request body is larger than ${BODY_LIMIT / 1024} KB`],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, "send the body as JSON (Content-Type: application/json)"],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, "the body is not valid JSON"],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, "the body is empty: send a JSON object"],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, "the body's size does not match its Content-Length"],
};

/**
 * Every error is answered {"error": "one sentence"}: a 4xx status for a bad request, 500 for
 * a fault of the server, which is logged and never shown (no stack trace, no SQL).
 */
async function errors(app: FastifyInstance): Promise<void> {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation !== undefined) {
      return reply.code(400).send({ error: describeInvalid(error.validation) });
    }
    const said = SAID[error.code];
    if (said !== undefined) return reply.code(said[0]).send({ error: said[1] });
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // The parser's own JSON errors (SyntaxError) come with 400 and no code of their own.
      const text = error instanceof SyntaxError ? "the body is not valid JSON" : error.message;
      return reply.code(status).send({ error: text });
    }
    request.log.error({ err: error }, "request failed");
    return reply.code(500).send({ error: "the server failed to answer: try again later" });
  });
  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).send({ error: "there is nothing at this address" }),
  );
}

export default fp(errors, { name: "errors" });
