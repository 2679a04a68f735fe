/**
 * How long an idle keep-alive connection between nginx and a Node server lives: one source for both
 * ends. nginx must give up on an idle connection before Node does: when Node closes first, a request
 * nginx sends on that connection at the same moment meets a closing socket and the visitor gets a
 * 502 (a POST is not retried). nginx 1.30 keeps idle upstream connections 60 s by default, Node
 * closes them after 5 s; so both ends are set here on purpose.
 * Pure constants: the render server's bundle imports this file.
 */

/** nginx's `keepalive_timeout` in `upstream rebound_backend` (nginx/templates/default.conf.template holds a checked copy). */
export const NGINX_BACKEND_KEEPALIVE_TIMEOUT_S = 10;

/**
 * nginx's own default for an idle upstream connection. The render server is reached through a
 * variable (so nginx starts while it is down), not an upstream block, so this default applies there.
 */
export const NGINX_DEFAULT_KEEPALIVE_TIMEOUT_S = 60;

export interface NodeKeepAlive {
  /** `server.keepAliveTimeout`: longer than nginx's, so nginx is always the one to close an idle connection. */
  keepAliveTimeout: number;
  /**
   * `server.headersTimeout`, above keepAliveTimeout: a request that arrives on a connection idle for
   * almost keepAliveTimeout is not cut off while its headers come in.
   */
  headersTimeout: number;
}

/** Node's two timeouts for a server whose nginx drops idle connections after `nginxSeconds`. */
export function nodeKeepAliveBehind(nginxSeconds: number): NodeKeepAlive {
  return { keepAliveTimeout: (nginxSeconds + 5) * 1_000, headersTimeout: (nginxSeconds + 10) * 1_000 };
}

/** Sets both on a Node HTTP server (node:http's Server, as Nest and the render server make it). */
export function applyKeepAliveBehind(server: NodeKeepAlive, nginxSeconds: number): void {
  Object.assign(server, nodeKeepAliveBehind(nginxSeconds));
}
