/**
 * Per-request log lines (incoming, completed, 4xx answers, unknown routes) at debug level rather than
 * info: at the default level one line per request buried everything else and cost throughput. Errors of
 * requests (5xx, failed responses, stream and serializer errors) keep fastify's own levels.
 */
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

export class QuietRequestLogs extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    if (!this.isLogDisabled(request)) request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) super.requestCompleted(error, request, reply);
    else if (!this.isLogDisabled(request))
      reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }

  override defaultErrorLog(error: Error, request: FastifyRequest, reply: FastifyReply): void {
    if (reply.statusCode >= 500) super.defaultErrorLog(error, request, reply);
    else if (!this.isLogDisabled(request)) reply.log.debug({ res: reply, err: error }, error?.message);
  }

  override routeNotFound(request: FastifyRequest): void {
    if (!this.isLogDisabled(request))
      request.log.debug(`Route ${request.raw.method}:${request.raw.url} not found`);
  }
}
