import { createServer, type IncomingMessage, type RequestListener, type Server } from 'node:http';
import { connect, type Socket } from 'node:net';

/** A listener that serves the demo's pages on one more port: the same files, another origin. */
export interface SecondOrigin {
  close(): Promise<void>;
}

/** Hands a connection upgrade (Vite's hot-update socket) to the main server, byte for byte. */
function pipeUpgrade(mainPort: number, request: IncomingMessage, socket: Socket, head: Buffer): void {
  const upstream = connect(mainPort, 'localhost', () => {
    const lines = [`${request.method ?? 'GET'} ${request.url ?? '/'} HTTP/${request.httpVersion}`];
    for (let index = 0; index < request.rawHeaders.length; index += 2) lines.push(`${request.rawHeaders[index]}: ${request.rawHeaders[index + 1]}`);
    upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
    if (head.length > 0) upstream.write(head);
    socket.pipe(upstream).pipe(socket);
  });
  upstream.on('error', () => socket.destroy());
  socket.on('error', () => upstream.destroy());
}

/**
 * Serves `handler` (the main server's middleware stack) on `port` too. A different port is a
 * different origin to the browser, so pages served here are a host site of their own, while
 * `localhost` on both ports keeps them same-site (cookies of the portal's backend still flow).
 */
export function listenSecondOrigin(handler: RequestListener, port: number, mainPort: number): Promise<SecondOrigin> {
  const server: Server = createServer(handler);
  server.on('upgrade', (request: IncomingMessage, socket: Socket, head: Buffer) => pipeUpgrade(mainPort, request, socket, head));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, 'localhost', () => {
      server.off('error', reject);
      resolve({
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
