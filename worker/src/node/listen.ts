import { type ServerType, serve } from '@hono/node-server';
import type { AppBindings, Platform } from '../platform/platform';
import { nodeClientAddress } from './client-address';

export interface FetchApp {
  fetch(request: Request, bindings: AppBindings): Response | Promise<Response>;
}

/**
 * Serves the app over HTTP, handing it the Platform and, per request, the client's address
 * read from the socket (or the trusted proxies' header, see nodeClientAddress).
 */
export function listen(
  app: FetchApp,
  platform: Platform,
  options: { port: number; host: string; trustedProxies: number },
): Promise<ServerType> {
  return new Promise((resolveServer) => {
    const server = serve(
      {
        fetch: (request, { incoming }) =>
          app.fetch(request, {
            platform,
            clientAddress: nodeClientAddress(
              incoming.socket.remoteAddress,
              request.headers,
              options.trustedProxies,
            ),
            bodyFramedByLength: true,
          }),
        port: options.port,
        hostname: options.host,
      },
      () => resolveServer(server),
    );
  });
}
