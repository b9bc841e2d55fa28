import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One access line a request: 'request completed' at `info`, with the request (method, url, host,
 * client address and port), the status and the time, as a log collector indexes it. Fastify's own
 * controller writes two lines at `info` ('incoming request', then 'request completed' with the
 * status only): formatting those two lines cost more than the rest of a small answer
 * (performance.md "Server throughput and latency"). 'incoming request' is kept at `debug`,
 * for when a request that never completes must be found. A request that fails in a handler has the
 * error handler's line, then this one with its 5xx.
 */
export class AccessLogController extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return;
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    // An answer that failed on its way out (a broken stream): Fastify's own 'request errored'.
    if (error) {
      super.requestCompleted(error, request, reply);
      return;
    }
    if (this.isLogDisabled(request)) return;
    reply.log.info(
      { req: request, res: reply, responseTime: reply.elapsedTime },
      'request completed',
    );
  }
}
