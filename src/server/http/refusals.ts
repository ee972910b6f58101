/**
 * Every refusal the server answers, in the JSON shape of docs/api.md with the security headers: the
 * body and the thrown refusal of a route, the app's error and not-found handlers, and what no route
 * sees: what Node's HTTP parser rejects (bad syntax 400, oversized headers 431, a request not
 * complete within the request timeout 408), URLs Fastify cannot decode (400), and HTTP/1.1
 * requests without Host (400; Node would answer those itself, bare, so it is told not to).
 */
import { STATUS_CODES, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { SECURITY_HEADERS, setSecurityHeaders } from './security-headers.js';
import {
  RECIPE_ERRORS,
  RecipeError,
  isRecipeErrorCode,
  type RecipeErrorBody,
  type RecipeErrorCode,
} from '../../recipe/recipe-errors.js';

/** The JSON refusal of docs/api.md, with the visitor's message from the shared vocabulary. */
export function recipeErrorBody(code: RecipeErrorCode, message?: string): RecipeErrorBody {
  return { error: { code, message: message ?? RECIPE_ERRORS[code].message } };
}

/** A refusal as it is recorded: its code and, for the log only, what happened. */
export interface RefusalNote {
  code: RecipeErrorCode;
  detail?: string;
}

const refusalNotes = new WeakMap<FastifyReply, RefusalNote>();

/**
 * Answers a JSON refusal with its status, and notes its code (and the log's detail) on the reply
 * where it is decided, so how the request ended is recorded from the code itself, never read back
 * from the body.
 */
export function sendRefusal(
  reply: FastifyReply,
  code: RecipeErrorCode,
  message?: string,
  detail?: string,
): FastifyReply {
  refusalNotes.set(reply, detail ? { code, detail } : { code });
  return reply.code(RECIPE_ERRORS[code].status).send(recipeErrorBody(code, message));
}

/** The refusal this reply carries, if one of ours was sent. */
export function refusalOf(reply: FastifyReply): RefusalNote | undefined {
  return refusalNotes.get(reply);
}

/**
 * The app's error and not-found handlers: every refusal in the shared vocabulary. A RecipeError
 * thrown by a route or hook is answered with its status, `Retry-After` and message.
 */
export function answerRefusals(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof RecipeError && isRecipeErrorCode(error.code)) {
      if (error.retryAfterSeconds !== undefined) {
        reply.header('retry-after', String(error.retryAfterSeconds));
      }
      return sendRefusal(reply, error.code, error.message, error.detail);
    }
    const code = errorCodeFor(error);
    if (RECIPE_ERRORS[code].status >= 500) request.log.error({ err: error }, 'request failed');
    return sendRefusal(reply, code);
  });
  app.setNotFoundHandler((_request, reply) => sendRefusal(reply, 'not_found'));
}

function errorCodeFor(error: FastifyError): RecipeErrorCode {
  switch (error.statusCode) {
    case 413:
      return 'payload_too_large';
    case 415:
      return 'unsupported_media_type';
    case 429:
      return 'rate_limited';
    default:
      return error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500
        ? 'invalid_request'
        : 'provider_error';
  }
}

/** A whole HTTP answer, written straight to the socket. */
export function rawRefusal(code: RecipeErrorCode): string {
  const status = RECIPE_ERRORS[code].status;
  const body = JSON.stringify(recipeErrorBody(code));
  const headers: Record<string, string> = {
    ...SECURITY_HEADERS,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
  };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  return `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('')}\r\n${body}`;
}

function codeOf(error: ConnectionError & { code?: string }): RecipeErrorCode {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return 'headers_too_large';
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return 'request_timeout';
    default:
      return 'invalid_request';
  }
}

/** Fastify's `clientErrorHandler`: Node's parser refused what came on this socket. */
export function answerClientError(
  this: FastifyInstance,
  error: ConnectionError & { code?: string },
  socket: Socket,
): void {
  // An answer already under way on this socket (Node's own check): a refusal would corrupt it.
  const current = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
  if (error.code === 'ECONNRESET' || !socket.writable || current?.headersSent) {
    socket.destroy();
    return;
  }
  const code = codeOf(error);
  this.log.debug({ code: error.code }, `client error answered ${RECIPE_ERRORS[code].status}`);
  socket.end(rawRefusal(code), () => socket.destroy());
}

/** Fastify's `frameworkErrors`: a URL it cannot decode, or a parameter too long. */
export function answerFrameworkError(_error: unknown, _request: unknown, reply: FastifyReply) {
  setSecurityHeaders(reply.raw);
  return sendRefusal(reply.header('connection', 'close'), 'invalid_request');
}

/** With Node's own check off (`requireHostHeader: false`), HTTP/1.1 without Host is refused here. */
export function refuseMissingHost(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (request.raw.httpVersion !== '1.1' || request.headers.host !== undefined) {
      done();
      return;
    }
    void sendRefusal(reply.header('connection', 'close'), 'invalid_request');
  });
}
