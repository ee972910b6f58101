/**
 * The only body parser: JSON in UTF-8, decoded strictly. Fastify's own parser decodes bytes that
 * are not UTF-8 into U+FFFD and would pass them on as ingredients; this one refuses them (400),
 * and a charset other than UTF-8 (415). Parsing itself is Fastify's, which also refuses
 * `__proto__` and `constructor.prototype` keys.
 */
import type { FastifyInstance } from 'fastify';

class BodyError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'BodyError';
  }
}

const CHARSET = /;\s*charset\s*=\s*"?([^";\s]*)/i;

export function strictJsonBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
  // Only JSON is accepted; without this, a text/plain body would be parsed and answer 400.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const charset = CHARSET.exec(request.headers['content-type'] ?? '')?.[1]?.toLowerCase();
    if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') {
      done(new BodyError(415, `unsupported charset ${charset}`), undefined);
      return;
    }
    let text: string;
    try {
      text = utf8.decode(body as Buffer);
    } catch {
      done(new BodyError(400, 'the body is not UTF-8'), undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
